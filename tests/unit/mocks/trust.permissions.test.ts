import { describe, expect, it } from 'vitest';
import { adminTable, collectionOf } from '@mocks/db';
import { type Requirement, requirementOf } from '@mocks/callRules';
import { flags } from '@mocks/accounts';
import { canOnMenu, type Permissions } from '@resources/permissions';
import { grantEscalation, normalizeGrant, type MenuGrant } from '@resources/menuGrants';
import type { MenuNode } from '@/types/api';
import { findScreen, screens } from '@resources/registry';
import { catalogue } from '../../coverage/calls';
import { call, signIn } from './api';

/**
 * Issue 11 item 2: the mock decides every call with the console's rule, refuses with 403 and
 * changes nothing; grants never give what the caller lacks (docs/permissions.md).
 */
const FORBIDDEN = { result: '9999', msg: '권한이 없습니다.' };
const table = (name: string) => {
  const screen = findScreen(name);
  if (!screen) throw new Error(`no screen ${name}`);
  return collectionOf(screen);
};
const snapshot = (name: string) => JSON.stringify(table(name).all());

describe('the pure rule and grants', () => {
  const node = (menuCd: string, add: 0 | 1, mod: 0 | 1, del: 0 | 1): MenuNode => ({
    menuId: 1,
    menuCd,
    menuTitle: menuCd,
    authAddYn: add,
    authModYn: mod,
    authDelYn: del,
  });
  const viewer: Permissions = { accessMenu: ['1101', '1104'], menu: [node('1101', 1, 1, 0), node('1104', 0, 0, 0)] };
  const allCodes = ['1101', '1104', '0804'];

  it('reads need the code; writes the code and its own flag', () => {
    expect(canOnMenu(viewer, '1101', 'read')).toBe(true);
    expect(canOnMenu(viewer, '0804', 'read')).toBe(false);
    expect(['create', 'edit', 'delete'].map((action) => canOnMenu(viewer, '1101', action as 'create'))).toEqual([true, true, false]);
    expect(canOnMenu(viewer, '1104', 'edit')).toBe(false);
    expect(canOnMenu({ accessMenu: [], menu: [] }, '0804', 'read')).toBe(true);
    expect(canOnMenu({ accessMenu: [], menu: [] }, '0804', 'edit')).toBe(false); // absent from the tree: no write
  });

  it('a grant gives only menus and flags the granter holds; what the target holds is not given again', () => {
    const grant = (accessMenu: string[], ...menuAuth: MenuGrant['menuAuth']): MenuGrant => ({ accessMenu, menuAuth });
    const entry = (menuCd: string, add: 0 | 1, mod: 0 | 1, del: 0 | 1) => ({ menuCd, authAddYn: add, authModYn: mod, authDelYn: del });
    expect(grantEscalation(viewer, grant(['1101'], entry('1101', 1, 1, 0)), { allCodes })).toBeUndefined();
    expect(grantEscalation(viewer, grant(['0804']), { allCodes })).toEqual({ menuCd: '0804', action: 'read' });
    expect(grantEscalation(viewer, grant(['1101'], entry('1101', 0, 0, 1)), { allCodes })).toEqual({ menuCd: '1101', action: 'delete' });
    expect(grantEscalation(viewer, grant([]), { allCodes })).toEqual({ menuCd: '0804', action: 'read' }); // empty = every menu
    const held = grant(['0804', '1101'], entry('1101', 1, 1, 1));
    expect(grantEscalation(viewer, held, { allCodes, current: held })).toBeUndefined();
    expect(normalizeGrant(grant(['1101', '1101', '1104'], entry('1101', 1, '1' as never, 0), entry('0804', 1, 1, 1)), allCodes)).toEqual(
      grant(['1101', '1104'], entry('1101', 1, 1, 0), entry('1104', 0, 0, 0)),
    );
  });
});

describe('every call of spec §7 has a requirement at the gate', () => {
  const FILL: Record<string, string> = {
    code: '900',
    sub: 'x',
    subUrl: 'check',
    a: 'notice',
    b: '1',
    c: 'IMG',
    refTarget: 'notice',
    refTargetType: 'IMG',
    path: 'dashboard/download',
    statistic: 'summary',
    url: 'status',
    tab: 'stamp',
    x: '1',
    typeCd: 'A',
    periodType: 'daily',
  };
  const OPEN = new Set(['menu.auth', 'code.sub', 'file.attachDeleteTmp', 'file.download', 'other.getDashboard']);
  const READING_POSTS = new Set([
    'contentV1.excelDetail',
    'contentV1.chkEventId',
    'contentV2.detail',
    'code.checkContent',
    'code.checkName',
    'admin.detail',
    'member.detail',
    'badIssueStamp.detail',
    'other.storeManageGeocode',
    'file.attachDownload',
  ]);
  const typesOf = (family: string) => [...new Set(screens.filter((screen) => screen.api.family === family).map((screen) => screen.api.type ?? screen.name))];

  function requests(template: string, family: string): string[] {
    const types = template.includes('{type}') ? typesOf(family) : [''];
    return types.map((type) =>
      template.replace(/\{(\w+)\}/g, (_all, name: string) =>
        name === 'type' ? type : name === 'id' ? (family === 'code' ? '90001' : '1') : (FILL[name] ?? 'x'),
      ),
    );
  }

  it('no call but the auth ones and the shared reads passes on a session alone; writes need a flag', async () => {
    for (const entry of catalogue.filter((item) => !item.key.startsWith('auth.'))) {
      const family = entry.key.split('.')[0];
      for (const path of requests(entry.template, family)) {
        const url = new URL(`/api/${path}`, 'http://localhost');
        const ctx = { method: entry.method, segments: path.split('/').filter(Boolean), url, body: () => Promise.resolve({}) };
        const requirement: Requirement | undefined = await requirementOf(ctx);
        const label = `${entry.key} ${entry.method} ${path}`;
        expect(requirement, label).toBeDefined();
        if (OPEN.has(entry.key)) continue;
        expect(requirement, label).not.toBe('open');
        if (requirement === 'open' || requirement === undefined) continue;
        expect(requirement.codes.length, label).toBeGreaterThan(0);
        const writes = entry.method !== 'GET' && !READING_POSTS.has(entry.key);
        expect(requirement.action === 'read', label).toBe(!writes);
      }
    }
  });

  it('category codes belong to their category screen as well as /code', async () => {
    const ctx = (method: string, path: string, body: Record<string, unknown> = {}) => ({
      method,
      segments: path.split('/'),
      url: new URL(`/api/${path}`, 'http://localhost'),
      body: () => Promise.resolve(body),
    });
    expect(await requirementOf(ctx('PUT', 'code/90001'))).toEqual({ action: 'edit', codes: ['0802', '1103'] });
    expect(await requirementOf(ctx('POST', 'code/create', { upCodeId: '904' }))).toEqual({ action: 'create', codes: ['0802', '010102'] });
    expect(await requirementOf(ctx('DELETE', 'code/900'))).toEqual({ action: 'delete', codes: ['0802'] });
    expect(await requirementOf(ctx('POST', 'badIssueStamp/create', { id: 3 }))).toEqual({ action: 'edit', codes: ['0712'] });
    expect(await requirementOf(ctx('POST', 'eventStandard/save', {}))).toEqual({ action: 'create', codes: ['0416'] });
  });
});

describe('hq.viewer1 (1101 +add +mod, 1104 and 0301 read-only, 0701 +mod) writing through fetch', () => {
  it('gets 403 for every write its flags or menus do not allow, and the data stays as it was', async () => {
    await signIn('hq.viewer1');
    const before = ['notice', 'faq', 'guide', 'member'].map(snapshot);
    const notice = table('notice').all()[0];
    const faq = table('faq').all()[0];
    const member = table('member').all()[0];
    const refused: Array<[string, RequestInit & { json?: unknown }]> = [
      [`/api/notice/notice/${String(notice.id)}`, { method: 'DELETE', json: { id: notice.id } }], // 1101 del 0
      ['/api/faq/faq/status', { method: 'POST', json: { ids: [faq.id], status: 'N' } }], // 1104 mod 0
      [`/api/faq/faq/${String(faq.id)}`, { method: 'PUT', json: { ...faq, title: '바뀐 질문' } }],
      ['/api/faq/create', { method: 'POST', json: { ...faq, id: undefined } }],
      ['/api/guide/create', { method: 'POST', json: { title: '새 안내' } }], // no 1102
      [`/api/member/${String(member.cusId)}`, { method: 'DELETE', json: { cusId: member.cusId } }], // 0701 del 0
      ['/api/member/memo', { method: 'POST', json: { cusId: member.cusId, memo: '통화 완료' } }], // 0701 add 0: a memo adds a record
      ['/api/admin/create', { method: 'POST', json: { adminId: 'evil.admin01', adminName: '권한상승', grpId: 1, accessMenu: [] } }], // no 0804
      ['/api/menu/1', { method: 'PUT', json: { menuTitle: '바꿈' } }], // no 0803
      ['/api/code/greenDeposit', { method: 'POST', json: { depositAmt: 1 } }], // no 0802
    ];
    for (const [path, init] of refused) expect(await call(path, init), `${init.method} ${path}`).toEqual({ status: 403, body: FORBIDDEN });
    expect(['notice', 'faq', 'guide', 'member'].map(snapshot)).toEqual(before);
    expect(adminTable().get('evil.admin01')).toBeUndefined();

    const put = await call<{ result: string }>(`/api/notice/notice/${String(notice.id)}`, { method: 'PUT', json: { ...notice, title: '수정한 공지' } });
    expect(put).toMatchObject({ status: 200, body: { result: '0000' } });
    const vip = await call<{ result: string }>('/api/member/setMemberVip', { method: 'POST', json: { cusId: member.cusId, vipYn: 'Y' } }); // 0701 mod 1
    expect(vip).toMatchObject({ status: 200, body: { result: '0000' } });
  });

  it('reads: its menus and the records their reference fields name, nothing else', async () => {
    await signIn('hq.viewer1');
    expect((await call('/api/notice/list')).status).toBe(200);
    expect((await call('/api/order')).status).toBe(200);
    expect((await call('/api/storeManage')).status).toBe(200); // the order screen's store filter reads the stores
    expect((await call('/api/guide/list')).status).toBe(403);
    expect((await call('/api/code/list?upCodeId=900')).status).toBe(403); // 1103 faqCategory not held
    expect((await call('/api/eDreamSet/list')).status).toBe(403);
  });
});

describe('menu grants: no escalation, and the next sign-in gets exactly what was stored', () => {
  /** hq.viewer1 as an account manager: 0804 with add and modify, and its other menus. */
  function viewerManagesAccounts() {
    const viewer = adminTable().get('hq.viewer1');
    if (!viewer) throw new Error('no hq.viewer1');
    adminTable().update('hq.viewer1', { accessMenu: [...viewer.accessMenu, '0804'], menuAuth: { ...viewer.menuAuth, '0804': flags(1, 1, 0) } });
  }
  const entry = (menuCd: string, add: 0 | 1, mod: 0 | 1, del: 0 | 1) => ({ menuCd, authAddYn: add, authModYn: mod, authDelYn: del });
  const account = { adminName: '신규점검', grpId: 2, adminHp: '010-3333-4444', adminEmail: 'check@bean.kr', adminPwd: 'Mocha2026##' };

  it('refuses a menu or a flag the caller lacks, with the Korean reason; stores and serves a grant within', async () => {
    viewerManagesAccounts();
    await signIn('hq.viewer1');
    const escalation = { status: 403, body: { result: '9999', msg: '보유하지 않은 메뉴 권한은 부여할 수 없습니다.' } };
    const create = (adminId: string, grant: object) =>
      call<{ result: string }>('/api/admin/create', { method: 'POST', json: { adminId, ...account, ...grant } });
    expect(await create('check.admin01', { accessMenu: ['1101', '0802'] })).toEqual(escalation);
    expect(await create('check.admin01', { accessMenu: ['1101'], menuAuth: [entry('1101', 0, 0, 1)] })).toEqual(escalation);
    expect(await create('check.admin01', { accessMenu: [] })).toEqual(escalation);
    expect(adminTable().get('check.admin01')).toBeUndefined();

    const grant = { accessMenu: ['1101', '1104'], menuAuth: [entry('1101', 1, 1, 0)] };
    expect((await create('check.admin01', grant)).body.result).toBe('0000');
    const detail = await call<{ data: { accessMenu: string[]; menuAuth: unknown[] } }>('/api/admin/detail', {
      method: 'POST',
      json: { adminId: 'check.admin01' },
    });
    expect(detail.body.data).toMatchObject({ accessMenu: ['1101', '1104'], menuAuth: [entry('1101', 1, 1, 0), entry('1104', 0, 0, 0)] });
    expect(detail.body.data).not.toHaveProperty('adminPwd');

    await call('/api/auth/signout');
    await signIn('check.admin01', 'Mocha2026##');
    const leaves = (await call<{ list: MenuNode[] }>('/api/menu/auth')).body.list.flatMap(function flat(node: MenuNode): MenuNode[] {
      return node.children ? node.children.flatMap(flat) : [node];
    });
    expect(leaves.map(({ menuCd, authAddYn, authModYn, authDelYn }) => entry(menuCd, authAddYn as 0, authModYn as 0, authDelYn as 0))).toEqual([
      entry('1101', 1, 1, 0),
      entry('1104', 0, 0, 0),
    ]);
  });

  it('on an update, what the account already holds may stay; adding what the caller lacks may not', async () => {
    viewerManagesAccounts();
    await signIn('hq.viewer1');
    const master = (await call<{ data: Record<string, unknown> }>('/api/admin/detail', { method: 'POST', json: { adminId: 'hq.master' } })).body.data;
    const rename = await call<{ result: string }>('/api/admin/update', { method: 'PUT', json: { ...master, adminName: '김민준(본사)' } });
    expect(rename).toMatchObject({ status: 200, body: { result: '0000' } });
    expect(adminTable().get('hq.master')?.adminName).toBe('김민준(본사)');

    const before = JSON.stringify(adminTable().get('store.owner1'));
    const owner = (await call<{ data: Record<string, unknown> }>('/api/admin/detail', { method: 'POST', json: { adminId: 'store.owner1' } })).body.data;
    const widen = await call('/api/admin/update', { method: 'PUT', json: { ...owner, accessMenu: [...(owner.accessMenu as string[]), '0802'] } });
    expect(widen.status).toBe(403);
    expect(JSON.stringify(adminTable().get('store.owner1'))).toBe(before);
  });

  it('groups carry default grants in the same shape, checked the same way', async () => {
    viewerManagesAccounts();
    adminTable().update('hq.viewer1', {
      accessMenu: [...(adminTable().get('hq.viewer1')?.accessMenu ?? []), '0805'],
      menuAuth: { ...adminTable().get('hq.viewer1')?.menuAuth, '0805': flags(1, 1, 0) },
    });
    await signIn('hq.viewer1');
    const create = (accessMenu: string[]) =>
      call<{ result: string; data: { grpId: number } }>('/api/group', {
        method: 'POST',
        json: { grpName: '상담팀', useYn: 'Y', accessMenu, menuAuth: [entry('0701', 0, 1, 0)] },
      });
    expect((await create(['0701', '0802'])).status).toBe(403);
    const made = await create(['0701']);
    expect(made.body.result).toBe('0000');
    const group = await call<Record<string, unknown>>(`/api/group/${made.body.data.grpId}`);
    expect(group.body).toMatchObject({ grpName: '상담팀', accessMenu: ['0701'], menuAuth: [entry('0701', 0, 1, 0)] });
    expect((await call(`/api/group/4`)).body).toMatchObject({ grpName: '가맹점주', accessMenu: adminTable().get('store.owner1')?.accessMenu });
  });
});
