import { useState } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { LinkBase, useLocation, useSidebarState } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { useSession } from '@/providers/session';
import type { MenuNode } from '@/types/api';
import { MenuIcon } from './menuIcons';
import { activeTrail, menuPathOf } from './menuTree';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './theme';

/**
 * The sidebar menu, built only from the server's menu tree in the session (GET /api/menu/auth):
 * up to three levels, groups expand and collapse, leaves link to their menuUrl, labels are the
 * Korean menuTitle. The branch of the current page starts expanded.
 */
export function SideMenu() {
  const { menu } = useSession();
  const { pathname } = useLocation();
  const [open] = useSidebarState();
  const trail = activeTrail(menu, pathname);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isExpanded = (code: string) => toggled[code] ?? trail.includes(code);
  const toggle = (code: string) => setToggled((current) => ({ ...current, [code]: !isExpanded(code) }));

  return (
    <List
      component="nav"
      data-testid="sidebar"
      aria-label={appMessages.menu.label}
      dense
      disablePadding
      sx={{ pt: 1, width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH, transition: 'width 195ms' }}
    >
      {menu.map((node) => (
        <MenuEntry key={node.menuCd} node={node} depth={0} open={open} trail={trail} isExpanded={isExpanded} toggle={toggle} />
      ))}
    </List>
  );
}

interface EntryProps {
  node: MenuNode;
  depth: number;
  open: boolean;
  trail: string[];
  isExpanded: (code: string) => boolean;
  toggle: (code: string) => void;
}

function MenuEntry({ node, depth, open, trail, isExpanded, toggle }: EntryProps) {
  const children = node.children ?? [];
  const path = menuPathOf(node);
  const active = trail.at(-1) === node.menuCd;
  const indent = { pl: open ? 2 + depth * 2 : 2 };
  const icon = depth === 0 && (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <MenuIcon name={node.menuIcon} />
    </ListItemIcon>
  );
  const label = open && <ListItemText primary={node.menuTitle} slotProps={{ primary: { noWrap: true } }} />;

  if (!children.length) {
    if (!path) return null;
    return (
      <ListItemButton component={LinkBase} to={path} selected={active} sx={indent} title={node.menuTitle}>
        {icon}
        {label}
      </ListItemButton>
    );
  }
  const expanded = open && isExpanded(node.menuCd);
  return (
    <>
      <ListItemButton
        onClick={() => toggle(node.menuCd)}
        sx={indent}
        title={node.menuTitle}
        aria-expanded={expanded}
        aria-label={`${node.menuTitle} ${expanded ? appMessages.menu.collapse : appMessages.menu.expand}`}
      >
        {icon}
        {label}
        {open && (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List component="div" dense disablePadding>
          {children.map((child) => (
            <MenuEntry key={child.menuCd} node={child} depth={depth + 1} open={open} trail={trail} isExpanded={isExpanded} toggle={toggle} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
