import { useMemo, type KeyboardEvent, type MouseEvent, type FocusEvent } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, List, ListItemButton, Paper, Popper, Typography } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import type { MenuNode } from '@/types/api';
import { SUBMENU_HIDE_DELAY_MS } from './constants';
import { MenuEntry, MenuList, type MenuState } from './MenuEntry';
import { MenuIcon } from './menuIcons';
import { activeTrail, menuPathOf } from './menuTree';
import { useHoverMenu, type HoverMenu } from './useHoverMenu';
import { useMoreBelow } from './useMoreBelow';

const noGroups: ReadonlySet<string> = new Set();
const noToggle = () => undefined;

interface FloatingSubmenuProps {
  node: MenuNode;
  hover: HoverMenu;
  activeCode: string | undefined;
  trail: readonly string[];
}

/**
 * The floating submenu of one area: its title and every entry below it, groups as headings. Taller
 * than the window (전시 관리, 25 entries) it scrolls inside itself, and a fading arrow at its foot
 * says so until its end is reached.
 */
function FloatingSubmenu({ node, hover, activeCode, trail }: FloatingSubmenuProps) {
  const { keep, leave, close } = hover;
  const [moreBelow, watchScroll] = useMoreBelow<HTMLDivElement>();
  const state = useMemo<MenuState>(
    () => ({ variant: 'floating', activeCode, trail, expanded: noGroups, onToggle: noToggle, onNavigate: close, animate: false }),
    [activeCode, trail, close],
  );
  return (
    <Paper
      ref={watchScroll}
      elevation={8}
      data-testid="sidebar-submenu"
      onMouseEnter={keep}
      onMouseLeave={leave}
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && close()}
      sx={{ minWidth: 200, maxWidth: 280, maxHeight: 'calc(100vh - 72px)', overflowY: 'auto', ml: 0.5, py: 0.5 }}
    >
      <Typography variant="subtitle2" sx={{ px: 2, py: 1, fontWeight: 700, color: 'primary.main' }}>
        {node.menuTitle}
      </Typography>
      <MenuList>
        {(node.children ?? []).map((child) => (
          <MenuEntry key={child.menuCd} node={child} depth={1} state={state} />
        ))}
      </MenuList>
      {moreBelow && (
        <Box
          data-testid="sidebar-submenu-more"
          aria-hidden
          sx={{
            position: 'sticky',
            bottom: 0,
            height: 32,
            mt: -4,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            pointerEvents: 'none',
            color: 'text.secondary',
            background: (theme) => `linear-gradient(transparent, ${theme.palette.background.paper} 70%)`,
          }}
        >
          <ExpandMoreIcon fontSize="small" />
        </Box>
      )}
    </Paper>
  );
}

/**
 * The minified sidebar: the first level as icons only. Hovering (or focusing, or clicking) an
 * icon opens its floating submenu beside it, which hides 250 ms (spec §9) after the pointer
 * leaves both, so the pointer can cross the gap between them.
 */
export function MiniMenu({ menu }: { menu: readonly MenuNode[] }) {
  const { pathname } = useLocation();
  const trail = useMemo(() => activeTrail(menu, pathname), [menu, pathname]);
  const hover = useHoverMenu(SUBMENU_HIDE_DELAY_MS);
  const openNode = menu.find((node) => node.menuCd === hover.openCode && node.children?.length);
  const showFrom = (node: MenuNode) => (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => hover.show(node.menuCd, event.currentTarget);

  return (
    <>
      <List component="div" dense disablePadding sx={{ py: 0.5 }}>
        {menu.map((node) => {
          const path = node.children?.length ? undefined : menuPathOf(node);
          const open = hover.openCode === node.menuCd;
          return (
            <ListItemButton
              key={node.menuCd}
              {...(path ? { component: LinkBase, to: path } : {})}
              aria-label={node.menuTitle}
              aria-expanded={path ? undefined : open}
              selected={trail[0] === node.menuCd}
              onMouseEnter={showFrom(node)}
              onMouseLeave={hover.leave}
              onFocus={showFrom(node)}
              onClick={path ? hover.close : showFrom(node)}
              sx={{ justifyContent: 'center', py: 1.25, borderLeft: 3, borderColor: trail[0] === node.menuCd ? 'primary.main' : 'transparent' }}
            >
              <MenuIcon name={node.menuIcon} />
            </ListItemButton>
          );
        })}
      </List>
      <Popper
        open={!!openNode && !!hover.anchor}
        anchorEl={hover.anchor}
        placement="right-start"
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      >
        {openNode && <FloatingSubmenu node={openNode} hover={hover} activeCode={trail.at(-1)} trail={trail} />}
      </Popper>
    </>
  );
}
