import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Typography } from '@mui/material';
import { useLocation } from 'react-admin';
import { useT } from '@i18n/translate';
import type { MenuNode } from '@/types/api';
import { MenuEntry, MenuList, type MenuState } from './MenuEntry';
import { filterMenu } from './menuFilter';
import { activeTrail, groupCodes } from './menuTree';
import { sidebarGroupsPreference } from './preferences';

type Toggles = Readonly<Record<string, boolean>>;

interface ExpansionState {
  query: string;
  pathname: string;
  toggles: Toggles;
}

function without(toggles: Toggles, codes: readonly string[]): Toggles {
  const next = { ...toggles };
  for (const code of codes) delete next[code];
  return next;
}

/**
 * Which groups are expanded: by default the ancestors of the current route, or every group
 * left visible by a filter; the operator's own clicks override that, and are remembered in this
 * browser (so a reload finds the menu, and its scroll position, as it was). A new route expands
 * its ancestors again; a filter query starts from its own defaults and forgets its clicks.
 */
function useExpandedGroups(visible: readonly MenuNode[], trail: readonly string[], query: string, pathname: string) {
  const [state, setState] = useState<ExpansionState>(() => ({ query, pathname, toggles: query ? {} : without(sidebarGroupsPreference.get(), trail) }));
  let current = state;
  if (state.query !== query || state.pathname !== pathname) {
    const base = state.query === query ? state.toggles : query ? {} : sidebarGroupsPreference.get();
    current = { query, pathname, toggles: without(base, trail) };
    setState(current);
  }
  const { toggles } = current;
  useEffect(() => {
    if (!query) sidebarGroupsPreference.set(toggles);
  }, [query, toggles]);
  const expanded = useMemo(() => {
    const open = new Set(query ? groupCodes(visible) : trail);
    for (const [code, isOpen] of Object.entries(toggles)) {
      if (isOpen) open.add(code);
      else open.delete(code);
    }
    return open;
  }, [visible, trail, query, toggles]);
  const onToggle = useCallback((code: string, open: boolean) => setState((previous) => ({ ...previous, toggles: { ...previous.toggles, [code]: open } })), []);
  return { expanded, onToggle };
}

export interface SideMenuProps {
  menu: readonly MenuNode[];
  /** The filter box's text (updated in a transition by the caller). */
  query: string;
  onNavigate?: () => void;
}

/**
 * The open sidebar's menu, built only from the server's tree (GET /api/menu/auth): up to three
 * levels, Korean menuTitle, menuIcon on the first level, leaves linking to menuUrl. The current
 * route is highlighted and its ancestors expanded; the filter hides what does not match.
 */
export const SideMenu = memo(function SideMenu({ menu, query, onNavigate }: SideMenuProps) {
  const t = useT();
  const { pathname } = useLocation();
  const trail = useMemo(() => activeTrail(menu, pathname), [menu, pathname]);
  const visible = useMemo(() => filterMenu(menu, query), [menu, query]);
  const typed = query.trim();
  const { expanded, onToggle } = useExpandedGroups(visible, trail, typed, pathname);
  const state = useMemo<MenuState>(
    () => ({ variant: 'sidebar', activeCode: trail.at(-1), trail, expanded, onToggle, onNavigate, animate: !typed }),
    [trail, expanded, onToggle, onNavigate, typed],
  );

  if (!visible.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {t('frame.filterEmpty')}
      </Typography>
    );
  }
  return (
    <MenuList sx={{ py: 0.5 }}>
      {visible.map((node) => (
        <MenuEntry key={node.menuCd} node={node} depth={0} state={state} />
      ))}
    </MenuList>
  );
});
