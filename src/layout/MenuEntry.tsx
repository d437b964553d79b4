import { memo } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
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
}

/** Left padding (MUI spacing) per depth: the second level lines up with the first level's text. */
const INDENT: Record<MenuVariant, readonly number[]> = {
  sidebar: [1.5, 6, 7.5],
  floating: [2, 2, 3.5],
};

interface EntryLook {
  node: MenuNode;
  depth: number;
  variant: MenuVariant;
  inTrail: boolean;
}

function EntryContent({ node, depth, variant, inTrail }: EntryLook) {
  const bold = depth === 0 || (inTrail && !!node.children?.length);
  return (
    <>
      {variant === 'sidebar' && depth === 0 && (
        <ListItemIcon sx={{ minWidth: 36, color: inTrail ? 'primary.main' : undefined }}>
          <MenuIcon name={node.menuIcon} />
        </ListItemIcon>
      )}
      <ListItemText
        primary={node.menuTitle}
        slotProps={{ primary: { noWrap: true, title: node.menuTitle, sx: { fontSize: depth === 0 ? 14 : 13, fontWeight: bold ? 600 : 400 } } }}
      />
    </>
  );
}

const padding = (variant: MenuVariant, depth: number) => INDENT[variant][Math.min(depth, 2)];

interface LeafProps extends EntryLook {
  active: boolean;
  onNavigate?: () => void;
}

/** A screen: a link to its menuUrl, highlighted when it is the current route. Memoized on primitives. */
const MenuLeaf = memo(function MenuLeaf({ active, onNavigate, ...look }: LeafProps) {
  const path = menuPathOf(look.node);
  if (!path) return null;
  return (
    <ListItemButton
      component={LinkBase}
      to={path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ pl: padding(look.variant, look.depth), py: 0.5, borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent', '&.Mui-selected': { color: 'primary.main' } }}
    >
      <EntryContent {...look} />
    </ListItemButton>
  );
});

/**
 * One entry of the server menu: a leaf links to its route; a group expands and collapses (in the
 * floating submenu it is a heading over its entries). Leaves are memoized, so opening a group or
 * typing in the filter re-renders the groups only, not the 126 links.
 */
export function MenuEntry({ node, depth, state }: { node: MenuNode; depth: number; state: MenuState }) {
  const { variant, trail, expanded, onToggle } = state;
  const inTrail = trail.includes(node.menuCd);
  const children = node.children ?? [];
  if (!children.length) {
    return <MenuLeaf node={node} depth={depth} variant={variant} inTrail={inTrail} active={state.activeCode === node.menuCd} onNavigate={state.onNavigate} />;
  }
  const childList = (
    <List component="div" dense disablePadding>
      {children.map((child) => (
        <MenuEntry key={child.menuCd} node={child} depth={depth + 1} state={state} />
      ))}
    </List>
  );
  const pl = padding(variant, depth);
  if (variant === 'floating') {
    return (
      <>
        <ListItem component="div" sx={{ pl, py: 0.25, color: 'text.secondary' }}>
          <EntryContent node={node} depth={depth} variant={variant} inTrail={inTrail} />
        </ListItem>
        {childList}
      </>
    );
  }
  const open = expanded.has(node.menuCd);
  return (
    <>
      <ListItemButton
        onClick={() => onToggle(node.menuCd, !open)}
        aria-expanded={open}
        sx={{ pl, py: 0.5, borderLeft: 3, borderColor: 'transparent', color: inTrail ? 'primary.main' : undefined }}
      >
        <EntryContent node={node} depth={depth} variant={variant} inTrail={inTrail} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {childList}
      </Collapse>
    </>
  );
}
