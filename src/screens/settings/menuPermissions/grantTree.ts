import type { MenuAuthEntry, MenuGrant } from '@resources/menuGrants';
import { isOn, type Flag, type MenuNode } from '@/types/api';

/**
 * The menu-permission tree of the account and group forms, pure (issue 14 item 3): per screen
 * (a leaf of the menu) access and the 등록/수정/삭제 flags; parents show the state of the screens
 * under them (tri-state) and set them all at once. The tree is the granter's own menu
 * (`menu/auth`), so nobody can tick a menu they do not have; a flag is editable when the granter
 * holds it or the account (group) already had it. What the tree does not show is kept as it was.
 */
export type Column = 'access' | 'add' | 'mod' | 'del';
export const COLUMNS: readonly Column[] = ['access', 'add', 'mod', 'del'];

export type LeafGrant = Record<Column, boolean>;
/** By leaf menuCd. */
export type GrantState = Readonly<Record<string, LeafGrant>>;
export type CheckState = 'checked' | 'unchecked' | 'mixed';

const FLAG_OF: Record<Exclude<Column, 'access'>, keyof Omit<MenuAuthEntry, 'menuCd'>> = { add: 'authAddYn', mod: 'authModYn', del: 'authDelYn' };
const NONE: LeafGrant = { access: false, add: false, mod: false, del: false };

export const isLeaf = (node: MenuNode): boolean => !node.children?.length;

/** The screens under a node (the node itself for a screen). */
export function leavesOf(node: MenuNode): MenuNode[] {
  return isLeaf(node) ? [node] : (node.children ?? []).flatMap(leavesOf);
}

export const allLeaves = (menu: readonly MenuNode[]): MenuNode[] => menu.flatMap(leavesOf);

/**
 * The tree's state for a grant (missing: nothing granted). An empty accessMenu opens every menu; a
 * grant stored so lists every code in its menuAuth, so empty both ways is a form with nothing ticked.
 */
export function fromGrant(grant: MenuGrant | undefined, menu: readonly MenuNode[]): GrantState {
  const entries = new Map((grant?.menuAuth ?? []).map((entry) => [entry.menuCd, entry]));
  const every = !!grant && grant.accessMenu.length === 0 && grant.menuAuth.length > 0;
  const state: Record<string, LeafGrant> = {};
  for (const { menuCd } of allLeaves(menu)) {
    const access = every || !!grant?.accessMenu.includes(menuCd);
    const entry = entries.get(menuCd);
    state[menuCd] = {
      access,
      add: access && isOn(entry?.authAddYn),
      mod: access && isOn(entry?.authModYn),
      del: access && isOn(entry?.authDelYn),
    };
  }
  return state;
}

const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * The grant the form sends: the screens of the tree as ticked, and every code the tree does not
 * show kept from `original` (a menu hidden from the granter, a group node). An account that had
 * every menu (empty accessMenu) keeps it while every screen of the tree stays ticked.
 */
export function toGrant(state: GrantState, menu: readonly MenuNode[], original?: MenuGrant): MenuGrant {
  const shown = new Set(allLeaves(menu).map((leaf) => leaf.menuCd));
  const granted = allLeaves(menu).filter((leaf) => state[leaf.menuCd]?.access);
  const entries = granted.map(({ menuCd }): MenuAuthEntry => {
    const leaf = state[menuCd];
    return { menuCd, authAddYn: bit(leaf.add), authModYn: bit(leaf.mod), authDelYn: bit(leaf.del) };
  });
  // An account with every menu lists every code in its menuAuth (docs/api.md, "Menu grants").
  const originalCodes = !original ? [] : original.accessMenu.length ? original.accessMenu : original.menuAuth.map((entry) => entry.menuCd);
  const keptCodes = originalCodes.filter((code) => !shown.has(code));
  const keptEntries = (original?.menuAuth ?? []).filter((entry) => keptCodes.includes(entry.menuCd));
  const keepsEvery = !!original && original.accessMenu.length === 0 && granted.length === shown.size;
  const accessMenu = keepsEvery ? [] : [...granted.map((leaf) => leaf.menuCd), ...keptCodes];
  const menuAuth = [...entries, ...keptEntries];
  return { accessMenu, menuAuth };
}

/** Whether the granter may set `column` on a screen: access always (the tree is their menu), a flag when they hold it or the target had it. */
export type Editable = (menuCd: string, column: Column) => boolean;

export function editableBy(menu: readonly MenuNode[], original?: MenuGrant): Editable {
  const granter = new Map(allLeaves(menu).map((leaf) => [leaf.menuCd, leaf]));
  const had = fromGrant(original, menu);
  return (menuCd, column) => {
    const node = granter.get(menuCd);
    if (!node) return false;
    if (column === 'access') return true;
    return isOn(node[FLAG_OF[column]] as Flag | undefined) || !!had[menuCd]?.[column];
  };
}

/** The state of a column over a node's screens: all on, all off, or mixed (a parent's tri-state box). */
export function columnState(state: GrantState, node: MenuNode, column: Column): CheckState {
  const values = leavesOf(node).map((leaf) => !!state[leaf.menuCd]?.[column]);
  if (values.every(Boolean)) return 'checked';
  return values.some(Boolean) ? 'mixed' : 'unchecked';
}

/** Whether any screen under the node lets the granter set the column. */
export const canSet = (node: MenuNode, column: Column, editable: Editable): boolean => leavesOf(node).some((leaf) => editable(leaf.menuCd, column));

/**
 * Sets a column on every screen under `node` the granter may set. A flag ticked opens the screen;
 * access taken away takes the screen's flags with it (a flag without access means nothing).
 */
export function setColumn(state: GrantState, node: MenuNode, column: Column, on: boolean, editable: Editable): GrantState {
  const next: Record<string, LeafGrant> = { ...state };
  for (const { menuCd } of leavesOf(node)) {
    if (!editable(menuCd, column)) continue;
    const leaf = { ...(next[menuCd] ?? NONE), [column]: on };
    if (column === 'access' && !on) Object.assign(leaf, { add: false, mod: false, del: false });
    if (column !== 'access' && on) leaf.access = true;
    next[menuCd] = leaf;
  }
  return next;
}

/** The grant without what the granter may not give (a group's default grant put in a new account's form). */
export function clip(grant: MenuGrant, menu: readonly MenuNode[]): MenuGrant {
  const editable = editableBy(menu);
  const state = fromGrant(grant, menu);
  const clipped: Record<string, LeafGrant> = {};
  for (const [menuCd, leaf] of Object.entries(state)) {
    clipped[menuCd] = {
      access: leaf.access,
      add: leaf.add && editable(menuCd, 'add'),
      mod: leaf.mod && editable(menuCd, 'mod'),
      del: leaf.del && editable(menuCd, 'del'),
    };
  }
  return toGrant(clipped, menu);
}
