import { memo, type ReactNode } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { LinkBase } from 'react-admin';
import type { MenuNode } from '@/types/api';
import { MenuIcon } from './menuIcons';
import { menuPathOf } from './menuTree';

/** The open sidebar, or the minified sidebar's floating submenu (no icons, groups as headings). */
export type MenuVariant = 'sidebar' | 'floating';

/** What every entry of one menu shares; a new object when the route, the filter or a group changes. */
export interface MenuState {
  variant: MenuVariant;
  /** menuCd of the current route's node, highlighted. */
  activeCode: string | undefined;
  /** menuCd of the current route's ancestors, in the primary colour. */
  trail: readonly string[];
  expanded: ReadonlySet<string>;
  onToggle: (code: string, open: boolean) => void;
  /** A link was followed (closes the floating submenu or the narrow screen's drawer). */
  onNavigate?: () => void;
  /**
   * Groups open and close with a Collapse transition; off while the filter is typed, where a
   * key can open 20 groups at once and each transition forces a layout.
   */
  animate: boolean;
}

/** Left padding (MUI spacing) per depth: the second level lines up with the first level's text. */
const INDENT: Record<MenuVariant, readonly number[]> = {
  sidebar: [1.5, 6, 7.5],
  floating: [2, 2, 3.5],
};

const indentRules = (variant: MenuVariant) => Object.fromEntries(INDENT[variant].map((pl, depth) => [`& .menu-${variant}.menu-depth-${depth}`, { pl }]));

/**
 * The look of every entry, set once on the menu's container: entries are plain links, buttons
 * and spans with class names, not one MUI ListItemButton each. A full menu of MUI components cost
 * about 45 ms of the first render of every page; these cost a few.
 */
const menuSx = (theme: Theme) => ({
  '& .menu-item': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box',
    m: 0,
    py: 1,
    pr: 2,
    border: 0,
    borderLeft: '3px solid transparent',
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .menu-trail': { color: 'primary.main' },
  '& .menu-active': {
    color: 'primary.main',
    borderLeftColor: 'primary.main',
    bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
  },
  '& .menu-heading': { py: 0.5, color: 'text.secondary', cursor: 'default', '&:hover': { bgcolor: 'transparent' } },
  '& .menu-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 36, color: 'action.active' },
  '& .menu-trail .menu-icon': { color: 'primary.main' },
  '& .menu-text': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 13, lineHeight: 1.43 },
  '& .menu-depth-0 .menu-text': { fontSize: 14 },
  '& .menu-bold .menu-text': { fontWeight: 600 },
  '& .menu-chevron': { ml: 1, color: 'action.active', transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }) },
  '& [aria-expanded="true"] > .menu-chevron': { transform: 'rotate(180deg)' },
  ...indentRules('sidebar'),
  ...indentRules('floating'),
});

/** The container of a menu's entries (MenuEntry), carrying their look. */
export function MenuList({ children, sx }: { children: ReactNode; sx?: { py?: number } }) {
  return <Box sx={[menuSx, sx ?? {}]}>{children}</Box>;
}

interface EntryLook {
  node: MenuNode;
  depth: number;
  variant: MenuVariant;
  inTrail: boolean;
}

function classesOf({ node, depth, variant, inTrail }: EntryLook, ...more: (string | false)[]): string {
  const bold = depth === 0 || (inTrail && !!node.children?.length);
  return ['menu-item', `menu-${variant}`, `menu-depth-${Math.min(depth, 2)}`, inTrail && 'menu-trail', bold && 'menu-bold', ...more].filter(Boolean).join(' ');
}

function EntryContent({ node, depth, variant }: EntryLook) {
  return (
    <>
      {variant === 'sidebar' && depth === 0 && (
        <span className="menu-icon">
          <MenuIcon name={node.menuIcon} />
        </span>
      )}
      <span className="menu-text" title={node.menuTitle}>
        {node.menuTitle}
      </span>
    </>
  );
}

interface LeafProps extends EntryLook {
  active: boolean;
  onNavigate?: () => void;
}

/** A screen: a link to its menuUrl, highlighted when it is the current route. Memoized on primitives. */
const MenuLeaf = memo(function MenuLeaf({ active, onNavigate, ...look }: LeafProps) {
  const path = menuPathOf(look.node);
  if (!path) return null;
  return (
    <LinkBase to={path} className={classesOf(look, active && 'menu-active')} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      <EntryContent {...look} />
    </LinkBase>
  );
});

/**
 * One entry of the server menu: a leaf links to its route; a group expands and collapses (in the
 * floating submenu it is a heading over its entries). Leaves are memoized, so opening a group or
 * typing in the filter re-renders the groups only, not every link.
 */
export function MenuEntry({ node, depth, state }: { node: MenuNode; depth: number; state: MenuState }) {
  const { variant, trail, expanded, onToggle } = state;
  const look: EntryLook = { node, depth, variant, inTrail: trail.includes(node.menuCd) };
  const children = node.children ?? [];
  if (!children.length) {
    return <MenuLeaf {...look} active={state.activeCode === node.menuCd} onNavigate={state.onNavigate} />;
  }
  const childList = (
    <div>
      {children.map((child) => (
        <MenuEntry key={child.menuCd} node={child} depth={depth + 1} state={state} />
      ))}
    </div>
  );
  if (variant === 'floating') {
    return (
      <>
        <div className={classesOf(look, 'menu-heading')}>
          <EntryContent {...look} />
        </div>
        {childList}
      </>
    );
  }
  const open = expanded.has(node.menuCd);
  return (
    <>
      <button type="button" className={classesOf(look)} aria-expanded={open} onClick={() => onToggle(node.menuCd, !open)}>
        <EntryContent {...look} />
        <ExpandMore fontSize="small" className="menu-chevron" />
      </button>
      {state.animate ? (
        <Collapse in={open} timeout="auto" unmountOnExit>
          {childList}
        </Collapse>
      ) : (
        open && childList
      )}
    </>
  );
}
