import type { MenuNode } from '@/types/api';
import { areas, menuGroups } from './areas';
import { screens } from './registry';

/**
 * The server's full menu (what GET /api/menu/auth answers for an admin with every menu):
 * level 1 = the areas, level 2 = four-digit codes (a screen, or a group of menuGroups),
 * level 3 = six-digit screens. Entries keep the order of spec §2; a group sits where its
 * first screen appears. menuId counts from 1 in that order; every flag is on.
 */

type Draft = Omit<MenuNode, 'menuId' | 'children'> & { children?: Draft[] };

const allowAll = { authAddYn: 1, authModYn: 1, authDelYn: 1 } as const;

function numbered(drafts: Draft[], next: { id: number }): MenuNode[] {
  return drafts.map(({ children, ...draft }) => {
    const node: MenuNode = { menuId: next.id++, ...draft };
    if (children) node.children = numbered(children, next);
    return node;
  });
}

export function buildMenuTree(): MenuNode[] {
  const drafts = areas.map((area): Draft => {
    const children: Draft[] = [];
    const groups = new Map<string, Draft[]>();
    for (const screen of screens.filter((entry) => entry.area === area.key)) {
      const leaf: Draft = { menuCd: screen.menuCode, menuTitle: screen.label, menuUrl: `/${screen.name}`, menuIcon: null, ...allowAll };
      if (screen.menuCode.length <= 4) {
        children.push(leaf);
        continue;
      }
      const groupCode = screen.menuCode.slice(0, 4);
      let members = groups.get(groupCode);
      if (!members) {
        members = [];
        groups.set(groupCode, members);
        const title = menuGroups[groupCode] ?? groupCode;
        children.push({ menuCd: groupCode, menuTitle: title, menuUrl: null, menuIcon: null, ...allowAll, children: members });
      }
      members.push(leaf);
    }
    return { menuCd: area.code, menuTitle: area.label, menuUrl: null, menuIcon: area.icon, ...allowAll, children };
  });
  return numbered(drafts, { id: 1 });
}

/** Every node of a menu tree, parents before their children (menu order). */
export function flattenMenu(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => [node, ...flattenMenu(node.children ?? [])]);
}
