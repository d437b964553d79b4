import { describe, expect, it } from 'vitest';
import { toAuthRecord } from '@mocks/accounts';
import { adminTable } from '@mocks/db';
import { menuTreeFor } from '@mocks/handlers/menu';
import { findScreen } from '@resources/registry';
import { canAccess, canOpenView, findMenuNode, screenRights, type Permissions } from '@resources/permissions';
import type { Flag, MenuNode } from '@/types/api';

const NOTICE = '1101'; // /notice
const FAQ = '1104'; // /faq

function node(menuCd: string, flags: { add?: Flag; mod?: Flag; del?: Flag } = {}, children?: MenuNode[]): MenuNode {
  return {
    menuId: Number(menuCd),
    menuCd,
    menuTitle: menuCd,
    menuUrl: children ? null : `/${menuCd}`,
    authAddYn: flags.add,
    authModYn: flags.mod,
    authDelYn: flags.del,
    children,
  };
}

/** Board area (11) holding the notice and FAQ screens: three levels deep like the real tree. */
function tree(notice: MenuNode, faq: MenuNode = node(FAQ)): MenuNode[] {
  return [node('11', {}, [node('1100', {}, [notice, faq])])];
}

const allow = (permissions: Permissions, action: string, resource = 'notice') => canAccess(permissions, { action, resource });

describe('canAccess (spec §4 route guard, §6 flags)', () => {
  it('the registry knows the screens these tests use', () => {
    expect(findScreen('notice')?.menuCode).toBe(NOTICE);
    expect(findScreen('faq')?.menuCode).toBe(FAQ);
  });

  it('list and show: allowed when accessMenu is empty, even without a menu node', () => {
    const permissions: Permissions = { accessMenu: [], menu: [] };
    for (const action of ['list', 'show']) expect(allow(permissions, action)).toBe(true);
  });

  it('list and show: allowed when accessMenu holds the code, refused when it does not', () => {
    const holding: Permissions = { accessMenu: [NOTICE], menu: tree(node(NOTICE)) };
    const other: Permissions = { accessMenu: [FAQ], menu: tree(node(NOTICE)) };
    for (const action of ['list', 'show']) {
      expect(allow(holding, action)).toBe(true);
      expect(allow(other, action)).toBe(false);
    }
  });

  it.each([
    ['create', 'add'],
    ['edit', 'mod'],
    ['delete', 'del'],
  ] as const)('%s follows the %s flag: 1 and "1" allow, 0, "0" and absent refuse', (action, flag) => {
    const withFlag = (value: Flag | undefined): Permissions => ({ accessMenu: [], menu: tree(node(NOTICE, { [flag]: value })) });
    expect(allow(withFlag(1), action)).toBe(true);
    expect(allow(withFlag('1'), action)).toBe(true);
    expect(allow(withFlag(0), action)).toBe(false);
    expect(allow(withFlag('0'), action)).toBe(false);
    expect(allow(withFlag(undefined), action)).toBe(false);
  });

  it('each write action reads only its own flag', () => {
    const permissions: Permissions = { accessMenu: [NOTICE], menu: tree(node(NOTICE, { add: 1, mod: 0, del: '0' })) };
    expect(allow(permissions, 'create')).toBe(true);
    expect(allow(permissions, 'edit')).toBe(false);
    expect(allow(permissions, 'delete')).toBe(false);
  });

  it('flags are read from the node of the screen, not from a sibling or an ancestor', () => {
    const menu = [node('11', { add: 1, mod: 1, del: 1 }, [node('1100', {}, [node(NOTICE), node(FAQ, { add: 1, mod: 1, del: 1 })])])];
    const permissions: Permissions = { accessMenu: [], menu };
    for (const action of ['create', 'edit', 'delete']) {
      expect(allow(permissions, action, 'notice')).toBe(false);
      expect(allow(permissions, action, 'faq')).toBe(true);
    }
  });

  it('write actions are refused when the code is missing from the menu tree or from a non-empty accessMenu', () => {
    expect(allow({ accessMenu: [], menu: tree(node(FAQ, { add: 1 })) }, 'create')).toBe(false);
    expect(allow({ accessMenu: [FAQ], menu: tree(node(NOTICE, { add: 1, mod: 1, del: 1 })) }, 'edit')).toBe(false);
  });

  it('read and export count as viewing', () => {
    const permissions: Permissions = { accessMenu: [NOTICE], menu: [] };
    expect(allow(permissions, 'read')).toBe(true);
    expect(allow(permissions, 'export')).toBe(true);
    expect(allow({ accessMenu: [FAQ], menu: [] }, 'export')).toBe(false);
  });

  it('an unknown resource or action is refused', () => {
    const open: Permissions = { accessMenu: [], menu: tree(node(NOTICE, { add: 1, mod: 1, del: 1 })) };
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) expect(allow(open, action, 'noSuchScreen')).toBe(false);
    expect(allow(open, 'publish')).toBe(false);
    expect(allow(open, '')).toBe(false);
  });

  it('findMenuNode searches all three levels', () => {
    const menu = tree(node(NOTICE, { add: 1 }));
    expect(findMenuNode(menu, NOTICE)?.authAddYn).toBe(1);
    expect(findMenuNode(menu, '1100')?.children).toHaveLength(2);
    expect(findMenuNode(menu, '9999')).toBeUndefined();
  });
});

describe('canAccess with the QA accounts as the mock server serves them (DESIGN §5)', () => {
  const permissionsOf = (adminId: string): Permissions => {
    const admin = adminTable().get(adminId);
    if (!admin) throw new Error(`no ${adminId}`);
    return { accessMenu: toAuthRecord(admin).accessMenu ?? [], menu: menuTreeFor(admin) };
  };
  const rights = (adminId: string, resource: string) =>
    ['list', 'show', 'create', 'edit', 'delete'].filter((action) => canAccess(permissionsOf(adminId), { action, resource })).join(',');

  it('hq.master: everything everywhere', () => {
    for (const resource of ['notice', 'guide', 'faq', 'member', 'user', 'code']) expect(rights('hq.master', resource)).toBe('list,show,create,edit,delete');
  });

  it('hq.viewer1: its five menus, with the flags it was given', () => {
    expect(rights('hq.viewer1', 'notice')).toBe('list,show,create,edit');
    expect(rights('hq.viewer1', 'faq')).toBe('list,show');
    expect(rights('hq.viewer1', 'member')).toBe('list,show,edit');
    expect(rights('hq.viewer1', 'order')).toBe('list,show');
    expect(rights('hq.viewer1', 'item')).toBe('list,show,create,edit,delete');
    for (const resource of ['guide', 'faqCategory', 'user', 'pushSend', 'sales']) expect(rights('hq.viewer1', resource)).toBe('');
  });

  it('store.owner1: the store menu, the board read-only', () => {
    for (const resource of ['notice', 'guide', 'faq']) expect(rights('store.owner1', resource)).toBe('list,show');
    expect(rights('store.owner1', 'order')).toBe('list,show,edit');
    expect(rights('store.owner1', 'storeManage')).toBe('list,show,edit');
    for (const resource of ['member', 'item', 'user']) expect(rights('store.owner1', resource)).toBe('');
  });

  it('hq.old01: an empty accessMenu opens every menu', () => {
    expect(permissionsOf('hq.old01').accessMenu).toEqual([]);
    expect(rights('hq.old01', 'guide')).toBe('list,show,create,edit,delete');
  });
});

describe('canOpenView and screenRights (issue 14 item 8: routes follow accessMenu, actions the flags)', () => {
  const open = (permissions: Permissions, view: 'list' | 'show' | 'edit' | 'create', resource = 'notice') => canOpenView(permissions, { resource, view });

  it('a record’s detail opens whenever the screen may be read, read-only without 수정; only the create form needs 등록', () => {
    const readOnly: Permissions = { accessMenu: [NOTICE], menu: tree(node(NOTICE, { add: 0, mod: 0, del: 0 })) };
    for (const view of ['list', 'show', 'edit'] as const) expect(open(readOnly, view)).toBe(true);
    expect(open(readOnly, 'create')).toBe(false);
    expect(screenRights(readOnly, 'notice')).toEqual({ read: true, create: false, edit: false, delete: false });
    const writer: Permissions = { accessMenu: [NOTICE], menu: tree(node(NOTICE, { add: 1, mod: 1, del: 0 })) };
    expect(open(writer, 'create')).toBe(true);
    expect(screenRights(writer, 'notice')).toEqual({ read: true, create: true, edit: true, delete: false });
  });

  it('a screen absent from the menu tree but allowed by an empty accessMenu opens read-only, as the mock reads it (no node: no write)', () => {
    const permissions: Permissions = { accessMenu: [], menu: tree(node(FAQ, { add: 1, mod: 1, del: 1 })) };
    for (const view of ['list', 'show', 'edit'] as const) expect(open(permissions, view, 'orderLimit')).toBe(true);
    expect(screenRights(permissions, 'orderLimit')).toEqual({ read: true, create: false, edit: false, delete: false });
  });

  it('nothing opens outside accessMenu, and no session has no rights', () => {
    const other: Permissions = { accessMenu: [FAQ], menu: tree(node(NOTICE, { add: 1, mod: 1, del: 1 })) };
    for (const view of ['list', 'show', 'edit', 'create'] as const) expect(open(other, view)).toBe(false);
    expect(screenRights(null, 'notice')).toEqual({ read: false, create: false, edit: false, delete: false });
  });
});
