import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu } from '@resources/menuTree';
import type { ListResponse, MenuNode } from '@/types/api';
import { call, signIn } from './api';

const menuAuth = async () => (await call<{ list: MenuNode[] }>('/api/menu/auth')).body.list;
const codes = (tree: MenuNode[]) => flattenMenu(tree).map((node) => node.menuCd);
const leaves = (tree: MenuNode[]) => flattenMenu(tree).filter((node) => !node.children);
const find = (tree: MenuNode[], code: string) => flattenMenu(tree).find((node) => node.menuCd === code);

describe('GET /api/menu/auth', () => {
  it('gives hq.master the whole menu with every flag on', async () => {
    await signIn('hq.master');
    const tree = await menuAuth();
    expect(codes(tree)).toEqual(codes(buildMenuTree()));
    expect(flattenMenu(tree).every((node) => node.authAddYn === 1 && node.authModYn === 1 && node.authDelYn === 1)).toBe(true);
  });

  it('gives hq.viewer1 its five screens under their ancestors, with its flags', async () => {
    await signIn('hq.viewer1');
    const tree = await menuAuth();
    expect(
      leaves(tree)
        .map((node) => node.menuCd)
        .sort(),
    ).toEqual(['010101', '0301', '0701', '1101', '1104']);
    expect(tree.map((node) => node.menuCd)).toEqual(['01', '03', '07', '11']);
    expect(find(tree, '0101')?.children?.map((node) => node.menuCd)).toEqual(['010101']);
    expect(find(tree, '1104')).toMatchObject({ authAddYn: 0, authModYn: 0, authDelYn: 0 });
    expect(find(tree, '1101')).toMatchObject({ authAddYn: 1, authModYn: 1, authDelYn: 0 });
    expect(find(tree, '010101')).toMatchObject({ authAddYn: 1, authModYn: 1, authDelYn: 1 });
  });

  it('gives store.owner1 the store-owner menu only', async () => {
    await signIn('store.owner1');
    const tree = await menuAuth();
    expect(tree.map((node) => node.menuCd)).toEqual(['03', '05', '06', '11']);
    expect(find(tree, '1101')).toMatchObject({ authAddYn: 0, authModYn: 0, authDelYn: 0 });
  });

  it('treats an empty accessMenu (hq.old01) as every menu', async () => {
    await signIn('hq.old01');
    expect(codes(await menuAuth())).toEqual(codes(buildMenuTree()));
  });
});

describe('menu list and update', () => {
  it("lists every node as the spec's tree (children, three levels), whatever page is asked; a filter keeps its matches' ancestors", async () => {
    await signIn('hq.master');
    const all = flattenMenu(buildMenuTree());
    const { body } = await call<ListResponse<MenuNode & { sortOrder: number; useYn: string }>>('/api/menu/list?page=2&size=10');
    expect(body.totalCnt).toBe(all.length);
    expect(codes(body.list)).toEqual(all.map((node) => node.menuCd));
    expect(body.list[0]).not.toHaveProperty('upMenuCd');
    expect(find(body.list, '0101')?.children?.[0]).toMatchObject({ menuCd: '010101', menuTitle: '상품 목록', sortOrder: 1, useYn: 'Y' });
    const notice = find(body.list, '1101');
    const filtered = (await call<ListResponse<MenuNode>>(`/api/menu/list?menuId=${notice?.menuId}`)).body;
    expect(codes(filtered.list)).toEqual(['11', '1101']);
    expect(filtered.totalCnt).toBe(2);
  });

  it('updates a node and the sidebar shows it; hidden nodes leave the sidebar', async () => {
    await signIn('hq.master');
    const notice = flattenMenu(buildMenuTree()).find((node) => node.menuCd === '1101');
    const faq = flattenMenu(buildMenuTree()).find((node) => node.menuCd === '1104');
    const put = (id: number | undefined, json: object) => call<{ result: string; msg?: string }>(`/api/menu/${id}`, { method: 'PUT', json });
    expect((await put(notice?.menuId, { menuTitle: '공지사항(본사)', sortOrder: 9 })).body.result).toBe('0000');
    expect((await put(faq?.menuId, { useYn: 'N' })).body.result).toBe('0000');
    expect((await put(faq?.menuId, { menuTitle: ' ' })).body).toEqual({ result: '9999', msg: '메뉴명을 입력해주세요.' });
    expect((await put(99999, { menuTitle: 'x' })).status).toBe(404);
    const board = find(await menuAuth(), '11');
    expect(board?.children?.map((node) => node.menuTitle).at(-1)).toBe('공지사항(본사)');
    expect(board?.children?.some((node) => node.menuCd === '1104')).toBe(false);
  });
});
