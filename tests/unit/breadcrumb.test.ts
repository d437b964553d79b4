import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '@resources/menuTree';
import { pageHeadingOf } from '@/layout/breadcrumb';
import { activeTrail } from '@/layout/menuTree';
import type { MenuNode } from '@/types/api';

const menu = buildMenuTree();
const titles = (pathname: string, tree: readonly MenuNode[] = menu) => pageHeadingOf(tree, pathname).crumbs.map((crumb) => crumb.title);

describe('pageHeadingOf', () => {
  it('gives three levels for a screen under a group: area, group, screen', () => {
    expect(pageHeadingOf(menu, '/item')).toEqual({
      crumbs: [
        { code: '01', title: '상품 관리', path: undefined },
        { code: '0101', title: '상품 기본 정보', path: undefined },
        { code: '010101', title: '상품 목록', path: '/item' },
      ],
      title: '상품 목록',
    });
  });

  it('gives two levels for a screen directly under its area', () => {
    expect(pageHeadingOf(menu, '/notice')).toMatchObject({ title: '공지사항' });
    expect(titles('/notice')).toEqual(['게시판', '공지사항']);
  });

  it('keeps the heading of the screen on its create, show, edit and detail routes', () => {
    for (const path of ['/notice/create', '/notice/12', '/notice/12/show']) expect(titles(path), path).toEqual(['게시판', '공지사항']);
    expect(titles('/item/A100/show')).toEqual(['상품 관리', '상품 기본 정보', '상품 목록']);
  });

  it("does not take a route for another one that merely starts the same ('/pickupDp' is not '/pickup')", () => {
    expect(titles('/pickup')[0]).toBe('상품 관리');
    expect(titles('/pickupDp')[0]).toBe('전시 관리');
    expect(pageHeadingOf(menu, '/pickupDp').title).not.toBe(pageHeadingOf(menu, '/pickup').title);
  });

  it("titles a route with no menu permission '대시보드', with no menu levels", () => {
    for (const path of ['/dashboard', '/profile', '/', '/nowhere']) expect(pageHeadingOf(menu, path), path).toEqual({ crumbs: [], title: '대시보드' });
    expect(pageHeadingOf([], '/notice')).toEqual({ crumbs: [], title: '대시보드' });
  });

  it('follows the menu the server gave this admin, and at most three levels', () => {
    const deep: MenuNode[] = [
      {
        menuId: 1,
        menuCd: '1',
        menuTitle: '가',
        children: [
          {
            menuId: 2,
            menuCd: '2',
            menuTitle: '나',
            children: [{ menuId: 3, menuCd: '3', menuTitle: '다', children: [{ menuId: 4, menuCd: '4', menuTitle: '라', menuUrl: 'deep' }] }],
          },
        ],
      },
    ];
    expect(titles('/deep', deep)).toEqual(['가', '나', '다']);
    expect(activeTrail(deep, '/deep')).toEqual(['1', '2', '3', '4']);
  });
});
