import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/types/api';
import { areas, menuGroups } from '@resources/areas';
import { buildMenuTree, flattenMenu } from '@resources/menuTree';
import { screens } from '@resources/registry';

const tree = buildMenuTree();
const nodes = flattenMenu(tree);
const leaves = nodes.filter((node) => !node.children);

function depth(node: MenuNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(depth));
}

describe('menu tree', () => {
  it('has the areas as its first level, with their icons and no url', () => {
    const expected = areas.map((area) => [area.code, area.label, area.icon]);
    expect(tree.map((node) => [node.menuCd, node.menuTitle, node.menuIcon])).toEqual(expected);
    for (const area of tree) expect(area.menuUrl ?? null).toBeNull();
  });

  it('is three levels deep at most', () => {
    expect(Math.max(...tree.map(depth))).toBeLessThanOrEqual(3);
  });

  it('lists every screen exactly once as a leaf with its url, code and label', () => {
    expect(leaves).toHaveLength(screens.length);
    for (const screen of screens) {
      const matching = leaves.filter((leaf) => leaf.menuUrl === `/${screen.name}`);
      expect(matching, screen.name).toHaveLength(1);
      expect(matching[0]).toMatchObject({ menuCd: screen.menuCode, menuTitle: screen.label });
    }
    expect(nodes.filter((node) => node.menuUrl)).toHaveLength(screens.length);
  });

  it('nests codes by prefix: two digits, then four, then six', () => {
    const check = (node: MenuNode, level: number, parent?: MenuNode) => {
      expect(node.menuCd, node.menuTitle).toHaveLength(level * 2);
      if (parent) expect(node.menuCd.startsWith(parent.menuCd), node.menuCd).toBe(true);
      for (const child of node.children ?? []) check(child, level + 1, node);
    };
    for (const area of tree) check(area, 1);
  });

  it('labels every group in Korean from menuGroups, and every menuGroups entry is used', () => {
    const groups = tree.flatMap((area) => (area.children ?? []).filter((node) => node.children));
    expect(groups.map((node) => node.menuCd).sort()).toEqual(Object.keys(menuGroups).sort());
    for (const group of groups) {
      expect(group.menuTitle).toBe(menuGroups[group.menuCd]);
      expect(group.menuTitle).toMatch(/[\uac00-\ud7a3]/);
      expect(group.menuUrl ?? null).toBeNull();
    }
  });

  it('numbers the entries from 1 in menu order and allows every action', () => {
    expect(nodes.map((node) => node.menuId)).toEqual(nodes.map((_node, index) => index + 1));
    for (const node of nodes) expect([node.authAddYn, node.authModYn, node.authDelYn]).toEqual([1, 1, 1]);
  });

  it('keeps the spec order: a group sits where its first screen appears', () => {
    for (const area of areas) {
      const codes = screens.filter((screen) => screen.area === area.key).map((screen) => screen.menuCode.slice(0, 4));
      const areaNode = tree.find((node) => node.menuCd === area.code);
      expect(
        areaNode?.children?.map((node) => node.menuCd),
        area.key,
      ).toEqual([...new Set(codes)]);
    }
    for (const group of nodes.filter((node) => node.menuCd.length === 4 && node.children)) {
      const expected = screens.filter((screen) => screen.menuCode.startsWith(group.menuCd)).map((screen) => `/${screen.name}`);
      expect(
        group.children?.map((node) => node.menuUrl),
        group.menuCd,
      ).toEqual(expected);
    }
  });
});
