import type { MenuNode } from '@/types/api';

/** Pure helpers over the server's menu tree (GET /api/menu/auth), at most three levels. */

/** The route of a node: '/notice' for 'notice', '/notice' or a full '/notice/…'; none for a group. */
export function menuPathOf(node: MenuNode): string | undefined {
  const url = node.menuUrl?.trim();
  if (!url) return undefined;
  return url.startsWith('/') ? url : `/${url}`;
}

function matches(node: MenuNode, pathname: string): boolean {
  const path = menuPathOf(node);
  return !!path && (pathname === path || pathname.startsWith(`${path}/`));
}

/** The nodes leading to the page at `pathname` (itself included), outermost first; [] when none. */
export function activeNodes(menu: readonly MenuNode[], pathname: string): MenuNode[] {
  for (const node of menu) {
    if (matches(node, pathname)) return [node];
    const below = activeNodes(node.children ?? [], pathname);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** menuCd of the nodes leading to the page at `pathname` (itself included), outermost first. */
export function activeTrail(menu: readonly MenuNode[], pathname: string): string[] {
  return activeNodes(menu, pathname).map((node) => node.menuCd);
}

/** menuCd of every node that has children (every group that can be expanded). */
export function groupCodes(menu: readonly MenuNode[]): string[] {
  return menu.flatMap((node) => (node.children?.length ? [node.menuCd, ...groupCodes(node.children)] : []));
}
