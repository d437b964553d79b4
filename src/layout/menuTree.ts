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

/** menuCd of the nodes leading to the page at `pathname` (itself included), outermost first. */
export function activeTrail(menu: readonly MenuNode[], pathname: string): string[] {
  for (const node of menu) {
    if (matches(node, pathname)) return [node.menuCd];
    const below = activeTrail(node.children ?? [], pathname);
    if (below.length) return [node.menuCd, ...below];
  }
  return [];
}
