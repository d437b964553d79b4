import { describe, expect, it } from 'vitest';
import { adminTable, collectionOf, menuTable } from '@mocks/db';
import { menuTreeFor } from '@mocks/handlers/menu';
import { AUTH_LOG_CAP, authLogEntries, HISTORY_KEY, historyEntries } from '@mocks/history';
import { findScreen } from '@resources/registry';
import { call, signIn } from './api';

/** Issue 34 items 3 and 4 on the server: the change history and the permission-change log, recorded as writes are applied. */
type Row = Record<string, unknown>;
interface Change {
  label: string;
  before: string;
  after: string;
}
interface HistoryRow extends Row {
  changeDt: string;
  adminId: string;
  adminName: string;
  adminText: string;
  action: string;
  changes: Change[];
}
interface AuthRow extends Row {
  regDt: string;
  adminId: string;
  targetId: string;
  authType: string;
  beforeText: string;
  afterText: string;
}
interface List<T> {
  list: T[];
  totalCnt: number;
}
const table = (name: string) => {
  const screen = findScreen(name);
  if (!screen) throw new Error(`no screen ${name}`);
  return collectionOf(screen);
};
const history = (resource: string, id: unknown, query = '') => call<List<HistoryRow>>(`/api/history?resource=${resource}&id=${String(id)}${query}`);
const authLog = (query = '') => call<List<AuthRow>>(`/api/authLog${query}`);
const STAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const READER = { adminId: 'store.reader01', adminName: '조회전용', grpId: 2, adminHp: '010-1234-5678', adminEmail: 'reader@bean.kr', adminPwd: 'Mocha2026##' };

describe('변경 이력 (issue 34 item 4)', () => {
  it('records a member level change with who, when and before → after, newest first, paged', async () => {
    await signIn('hq.master');
    const member = table('member')
      .all()
      .find((row) => row.level === 'WELCOME') as Row;
    const id = String(member.cusId);
    expect((await history('member', id)).body).toEqual({ list: [], totalCnt: 0 });

    expect((await call(`/api/member/${id}/level`, { method: 'PUT', json: { level: 'BLUE', reason: '보상' } })).status).toBe(200);
    expect((await call(`/api/member/${id}/level`, { method: 'PUT', json: { level: 'WHITE', reason: '정정' } })).status).toBe(200);
    const { body } = await history('member', id);
    expect(body.totalCnt).toBe(2);
    expect(body.list[0]).toMatchObject({ adminId: 'hq.master', adminName: '김민준', adminText: 'hq.master · 김민준', action: '등급 변경', recordId: id });
    expect(body.list[0].changes).toEqual([expect.objectContaining({ label: '회원 등급', before: '블루', after: '화이트' })]);
    expect(body.list[1].changes).toEqual([expect.objectContaining({ label: '회원 등급', before: '웰컴', after: '블루' })]);
    expect(body.list[0].changeDt).toMatch(STAMP);
    // the workspace's tab reads the same
    expect((await call<List<HistoryRow>>(`/api/member/${id}/history?page=2&size=1`)).body).toMatchObject({ totalCnt: 2, list: [{ action: '등급 변경' }] });
    expect((await call<List<HistoryRow>>(`/api/member/${id}/history?page=2&size=1`)).body.list[0].changes[0]).toMatchObject({ after: '블루' });
  });

  it('records a store, an item and a coupon type; masks personal values for a reader without the modify flag', async () => {
    await signIn('hq.master');
    const store = table('storeManage').all()[0];
    const path = `/api/storeManage/${String(store.storeId)}`;
    expect((await call(path, { method: 'PUT', json: { ...store, ownerName: '홍길동', storeTel: '010-9876-5432', storeStatus: 'PAUSE' } })).status).toBe(200);
    const item = table('item').all()[0];
    expect((await call(`/api/item/${String(item.itemCd)}`, { method: 'PUT', json: { ...item, itemName: '바닐라 라떼 (변경)' } })).status).toBe(200);
    const coupon = table('couponType').all()[0];
    expect((await call(`/api/couponType/${String(coupon.id)}`, { method: 'PUT', json: { ...coupon, couponName: '신규 가입 쿠폰' } })).status).toBe(200);

    const full = (await history('storeManage', store.storeId)).body.list[0];
    expect(full).toMatchObject({ action: '수정', adminId: 'hq.master' });
    expect(full.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: '점주명', after: '홍길동' }),
        expect.objectContaining({ label: '매장 전화번호', after: '010-9876-5432' }),
        expect.objectContaining({ label: '영업 상태', after: '휴점' }),
      ]),
    );
    expect((await history('item', item.itemCd)).body.list[0].changes).toEqual([expect.objectContaining({ label: '상품명', after: '바닐라 라떼 (변경)' })]);
    expect((await history('couponType', coupon.id)).body.list[0].changes).toEqual([expect.objectContaining({ label: '쿠폰명', after: '신규 가입 쿠폰' })]);

    // a reader of 매장 정보 without its modify flag: masked names and phones
    const created = await call<Row>('/api/admin/create', {
      method: 'POST',
      json: { ...READER, accessMenu: ['0501'], menuAuth: [{ menuCd: '0501', authAddYn: 0, authModYn: 0, authDelYn: 0 }] },
    });
    expect(created.body.result).toBe('0000');
    await signIn(READER.adminId, READER.adminPwd);
    const masked = (await history('storeManage', store.storeId)).body.list[0].changes;
    expect(masked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: '점주명', after: '홍*동' }),
        expect.objectContaining({ label: '매장 전화번호', after: '010-****-5432' }),
        expect.objectContaining({ label: '영업 상태', after: '휴점' }),
      ]),
    );
    expect(JSON.stringify(masked)).not.toContain('9876');
    // and no history of a screen outside the reader's menus
    expect((await history('item', item.itemCd)).status).toBe(403);
  });

  it('names a prepaid card’s lost report and main-card change', async () => {
    await signIn('hq.master');
    const card = table('prepayCard')
      .all()
      .find((row) => row.cardStatus === 'NORMAL' && row.mainCardYn === 'N') as Row;
    const lost = await call('/api/prepayCard/prepayLostUpdate', { method: 'POST', json: { cardNo: card.cardNo, lostYn: 'Y' } });
    expect(lost.status).toBe(200);
    const { body } = await history('prepayCard', card.cardNo);
    expect(body.list[0]).toMatchObject({ action: '분실 신고', adminId: 'hq.master' });
    expect(body.list[0].changes).toEqual([expect.objectContaining({ label: '카드 상태', before: '정상', after: '분실 신고' })]);
  });

  it('gives a store owner the history of their own stores only', async () => {
    await signIn('store.owner1');
    expect((await history('storeManage', 'ST0003')).status).toBe(200);
    expect(await history('storeManage', 'ST0001')).toEqual({ status: 403, body: { result: '9999', msg: '다른 매장의 데이터에는 접근할 수 없습니다.' } });
  });

  it('keeps nothing of the seed, of writes outside a call, and forgets on a reset', async () => {
    await signIn('hq.master');
    const store = table('storeManage').all()[0];
    table('storeManage').update(store.storeId, { storeName: '테스트가 바꾼 이름' });
    expect(historyEntries()).toEqual([]);
    await call(`/api/storeManage/${String(store.storeId)}`, { method: 'PUT', json: { ...table('storeManage').get(store.storeId), storeStatus: 'CLOSED' } });
    expect(historyEntries()).toHaveLength(1);
    expect(window.localStorage.getItem(HISTORY_KEY)).toContain('storeManage');
  });

  it('answers 405 to PUT, DELETE and POST on the history', async () => {
    await signIn('hq.master');
    for (const method of ['PUT', 'DELETE', 'POST'])
      expect(await call('/api/history', { method, json: {} })).toEqual({
        status: 405,
        body: { result: '9999', msg: '변경 이력은 수정하거나 삭제할 수 없습니다.' },
      });
    expect((await call('/api/history/1', { method: 'DELETE' })).status).toBe(405);
  });
});

describe('권한 변경 이력 (issue 34 item 3)', () => {
  it('logs an account created, its menu grant changed, duplicated and deleted, with before → after in Korean', async () => {
    await signIn('hq.master');
    const created = await call<Row>('/api/admin/create', {
      method: 'POST',
      json: { ...READER, accessMenu: ['0701', '0501'], menuAuth: [{ menuCd: '0701', authAddYn: 0, authModYn: 0, authDelYn: 0 }] },
    });
    expect(created.body.result).toBe('0000');
    const detail = (await call<{ data: Row }>('/api/admin/detail', { method: 'POST', json: { adminId: READER.adminId } })).body.data;
    const menuAuth = (detail.menuAuth as Row[]).map((entry) => (entry.menuCd === '0701' ? { ...entry, authModYn: 1 } : entry));
    expect((await call('/api/admin/update', { method: 'PUT', json: { ...detail, menuAuth } })).status).toBe(200);
    expect((await call('/api/admin/duplicate', { method: 'POST', json: { ...READER, adminId: 'store.reader02', srcAdminId: READER.adminId } })).status).toBe(
      200,
    );
    expect((await call('/api/admin/delete', { method: 'POST', json: { adminId: READER.adminId } })).status).toBe(200);

    const member = String(
      menuTable()
        .all()
        .find((row) => row.menuCd === '0701')?.menuTitle,
    );
    const { body } = await authLog(`?targetId=${READER.adminId}`);
    expect(body.list.map((row) => row.authType)).toEqual(['삭제', '메뉴 권한', '등록']);
    const [deleted, changed, added] = body.list;
    expect(added).toMatchObject({ adminId: 'hq.master', targetId: READER.adminId, beforeText: '' });
    expect(added.afterText).toMatch(/^권한 그룹: .+ · 메뉴 2개: /);
    expect(changed).toMatchObject({ beforeText: `${member}: 수정 권한 없음`, afterText: `${member}: 수정 권한 허용` });
    expect(deleted.afterText).toBe('');
    expect(deleted.regDt).toMatch(STAMP);
    expect((await authLog('?targetId=store.reader02')).body.list).toEqual([expect.objectContaining({ authType: '복제' })]);

    // the list of /authLog: newest first, filtered by who and the period
    const all = (await authLog(`?filter=${encodeURIComponent(JSON.stringify({ adminId: 'hq.master' }))}&range=[0,19]`)).body;
    expect(all.totalCnt).toBe(4);
    expect(all.list[0].authType).toBe('삭제');
    expect((await authLog(`?filter=${encodeURIComponent(JSON.stringify({ adminId: 'hq.viewer1' }))}`)).body.totalCnt).toBe(0);
    expect((await authLog(`?filter=${encodeURIComponent(JSON.stringify({ regDtTo: '2020-01-01' }))}`)).body.totalCnt).toBe(0);
  });

  it('logs a group change of an account and a menu default flag change; nothing for a name change', async () => {
    await signIn('hq.master');
    const detail = (await call<{ data: Row }>('/api/admin/detail', { method: 'POST', json: { adminId: 'hq.old01' } })).body.data;
    await call('/api/admin/update', { method: 'PUT', json: { ...detail, adminName: '강지우B' } });
    expect(authLogEntries()).toEqual([]);
    const fresh = (await call<{ data: Row }>('/api/admin/detail', { method: 'POST', json: { adminId: 'hq.old01' } })).body.data;
    await call('/api/admin/update', { method: 'PUT', json: { ...fresh, grpId: 2 } });
    expect(authLogEntries()[0]).toMatchObject({ authType: '수정', targetId: 'hq.old01' });
    expect(authLogEntries()[0].beforeText).toMatch(/^권한 그룹: /);

    const menu = menuTable()
      .all()
      .find((row) => row.menuCd === '0701');
    await call(`/api/menu/${String(menu?.menuId)}`, { method: 'PUT', json: { authDelYn: menu?.authDelYn === 1 ? 0 : 1, rev: menu?.rev } });
    expect(authLogEntries()[0]).toMatchObject({ authType: '메뉴 권한', targetType: 'menu', targetId: '0701' });
    expect(AUTH_LOG_CAP).toBeGreaterThan(0);
  });

  it('is the menu 0821 /authLog under 기본 설정, which hq.master sees', () => {
    const master = adminTable().get('hq.master');
    if (!master) throw new Error('no hq.master');
    const settings = menuTreeFor(master).find((node) => node.children?.some((child) => child.menuCd === '0804'));
    expect(settings?.children?.find((child) => child.menuCd === '0821')).toMatchObject({ menuTitle: '권한 변경 이력', menuUrl: '/authLog' });
  });

  it('answers 405 to writes, and refuses the list to an account without 0821', async () => {
    await signIn('hq.master');
    for (const method of ['PUT', 'DELETE'])
      expect(await call('/api/authLog/1', { method, json: {} })).toEqual({
        status: 405,
        body: { result: '9999', msg: '권한 변경 이력은 수정하거나 삭제할 수 없습니다.' },
      });
    expect((await call('/api/authLog', { method: 'POST', json: {} })).status).toBe(405);
    await signIn('hq.viewer1');
    expect((await authLog()).status).toBe(403);
  });
});
