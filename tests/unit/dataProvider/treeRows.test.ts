import { describe, expect, it } from 'vitest';
import { flattenTree } from '@/providers/dataProvider/treeRows';

const shape = { code: 'menuCd', parent: 'upMenuCd' };

describe('flattenTree (a list answered as a tree)', () => {
  it('reads nested nodes depth first, each naming its parent, with its depth; order and use flag derived only where absent', () => {
    const reply = {
      list: [
        { menuId: 1, menuCd: '11', menuTitle: '게시판', children: [{ menuId: 2, menuCd: '1101', menuTitle: '공지사항', useYn: 'N' }] },
        { menuId: 3, menuCd: '08', menuTitle: '기본 설정', sortOrder: 7, children: [{ menuId: 4, menuCd: '0803', menuTitle: '메뉴 관리', children: [] }] },
      ],
      totalCnt: 2,
    };
    expect(flattenTree(reply, shape)).toEqual({
      list: [
        { menuId: 1, menuCd: '11', menuTitle: '게시판', upMenuCd: null, depth: 0, sortOrder: 1, useYn: 'Y' },
        { menuId: 2, menuCd: '1101', menuTitle: '공지사항', upMenuCd: '11', depth: 1, sortOrder: 1, useYn: 'N' },
        { menuId: 3, menuCd: '08', menuTitle: '기본 설정', upMenuCd: null, depth: 0, sortOrder: 7, useYn: 'Y' },
        { menuId: 4, menuCd: '0803', menuTitle: '메뉴 관리', upMenuCd: '08', depth: 1, sortOrder: 1, useYn: 'Y' },
      ],
      totalCnt: 4,
    });
  });

  it('leaves flat rows (each naming its parent) as they came', () => {
    const reply = {
      list: [
        { menuId: 2, menuCd: '1101', upMenuCd: '11' },
        { menuId: 1, menuCd: '11', upMenuCd: null },
      ],
      totalCnt: 2,
    };
    expect(flattenTree(reply, shape)).toBe(reply);
  });
});
