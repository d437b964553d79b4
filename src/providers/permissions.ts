import { findScreen } from '@resources/registry';
import { isOn, type Flag, type MenuNode } from '@/types/api';

/**
 * The one permission rule (spec §4, §6), used by authProvider.canAccess and nothing else:
 * - view actions (`list`, `show`, and `read`/`export` which only read) are allowed when
 *   `accessMenu` is empty or holds the screen's menu code;
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

const viewActions = new Set(['list', 'show', 'read', 'export']);

const writeFlags: Record<string, (node: MenuNode) => Flag | undefined> = {
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

export function canAccess(permissions: Permissions, { action, resource }: AccessRequest): boolean {
  const screen = findScreen(resource);
  if (!screen) return false;
  const { accessMenu, menu } = permissions;
  const mayView = accessMenu.length === 0 || accessMenu.includes(screen.menuCode);
  if (viewActions.has(action)) return mayView;
  const flagOf = writeFlags[action];
  if (!flagOf || !mayView) return false;
  const node = findMenuNode(menu, screen.menuCode);
  return !!node && isOn(flagOf(node));
}
