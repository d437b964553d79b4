import { findScreen } from '@resources/registry';
import { isOn, type Flag, type MenuNode } from '@/types/api';

/**
 * The one permission rule (spec §4, §6), used by authProvider.canAccess and by the mock
 * server's gate (mocks/permissions.ts), so both sides decide alike (docs/permissions.md):
 * - reading a menu (`list`, `show`, and `read`/`export` which only read) is allowed when
 *   `accessMenu` is empty or holds the menu code;
 * - `create`/`edit`/`delete` additionally need the matching flag of that code's menu node
 *   (`authAddYn`/`authModYn`/`authDelYn`, 1 or '1'); a code absent from the menu tree allows none;
 * - a resource the registry does not know, or any other action, is refused.
 */
export interface Permissions {
  accessMenu: readonly string[];
  menu: readonly MenuNode[];
}

export interface AccessRequest {
  action: string;
  resource: string;
}

/** What a call does to a menu: reads it, or writes with the add, modify or delete flag. */
export type MenuAction = 'read' | 'create' | 'edit' | 'delete';

const viewActions = new Set(['list', 'show', 'read', 'export']);

const writeFlags: Record<Exclude<MenuAction, 'read'>, (node: MenuNode) => Flag | undefined> = {
  create: (node) => node.authAddYn,
  edit: (node) => node.authModYn,
  delete: (node) => node.authDelYn,
};

export function findMenuNode(menu: readonly MenuNode[], menuCd: string): MenuNode | undefined {
  for (const node of menu) {
    if (node.menuCd === menuCd) return node;
    const found = node.children ? findMenuNode(node.children, menuCd) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The rule on one menu code. */
export function canOnMenu({ accessMenu, menu }: Permissions, menuCode: string, action: MenuAction): boolean {
  const mayRead = accessMenu.length === 0 || accessMenu.includes(menuCode);
  if (action === 'read' || !mayRead) return mayRead;
  const node = findMenuNode(menu, menuCode);
  return !!node && isOn(writeFlags[action](node));
}

/** A call several screens serve (a shared collection, a referenced list): any one of them suffices. */
export const canOnAnyMenu = (permissions: Permissions, menuCodes: readonly string[], action: MenuAction): boolean =>
  menuCodes.some((code) => canOnMenu(permissions, code, action));

/** react-admin's action names as menu actions; undefined for an action the rule does not know. */
export function menuActionOf(action: string): MenuAction | undefined {
  if (viewActions.has(action)) return 'read';
  return action === 'create' || action === 'edit' || action === 'delete' ? action : undefined;
}

export function canAccess(permissions: Permissions, { action, resource }: AccessRequest): boolean {
  const screen = findScreen(resource);
  const menuAction = menuActionOf(action);
  return !!screen && !!menuAction && canOnMenu(permissions, screen.menuCode, menuAction);
}

/** A screen's routes: the list, a record's detail (`/x/{id}/show`, `/x/{id}`), the create form. */
export type ScreenView = 'list' | 'show' | 'edit' | 'create';

/**
 * Which routes open (spec §4: "a route with permission codes is allowed only if accessMenu is
 * empty or contains the route's first code"; issue 14 item 8): every route of a screen the admin
 * may read, a record's detail included, whatever the flags (`/x/{id}` opens read-only without the
 * modify flag: inputs disabled, no 저장); only the create form needs the add flag, since it is
 * nothing but a write. So an admin whose menu tree lacks the screen's node (hidden on /menu) with
 * an empty or matching accessMenu opens its list and details read-only, exactly as the mock
 * server lets them read and refuses their writes (`canOnMenu`: no node, no write).
 */
export function canOpenView(permissions: Permissions, { resource, view }: { resource: string; view: ScreenView }): boolean {
  return canAccess(permissions, { resource, action: view === 'create' ? 'create' : 'read' });
}

/** What the buttons of a screen may do (each write behind its flag). */
export interface ScreenRights {
  read: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
}

export function screenRights(permissions: Permissions | null, resource: string): ScreenRights {
  const can = (action: string) => !!permissions && canAccess(permissions, { resource, action });
  return { read: can('read'), create: can('create'), edit: can('edit'), delete: can('delete') };
}
