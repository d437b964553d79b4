import { describe, expect, it } from 'vitest';
import { QA_OWNER_STORES } from '@mocks/accounts';
import { collectionOf } from '@mocks/db';
import { hasStoreDimension } from '@/declarations/storeScope';
import type { AuthRecord, ListResponse } from '@/types/api';
import { findScreen, screens } from '@resources/registry';
import { call, signIn } from './api';

/** Issue 11 item 1: a store owner's lists, details, Excel and writes stop at their own stores. */
type Row = Record<string, unknown>;
const OTHER_STORE = { result: '9999', msg: '다른 매장의 데이터에는 접근할 수 없습니다.' };
const table = (name: string) => {
  const screen = findScreen(name);
  if (!screen) throw new Error(`no screen ${name}`);
  return collectionOf(screen);
};
const storesOf = (rows: readonly Row[]) => [...new Set(rows.map((row) => String(row.storeId)))].sort();
const OWNER1 = QA_OWNER_STORES['store.owner1'];
const OWNER2 = QA_OWNER_STORES['store.owner2'];

describe('the seeded store universe', () => {
  it('every row with a store names a store of storeManage, with its name; the owners have rows on each of their screens', () => {
    const stores = new Map(
      table('storeManage')
        .all()
        .map((store) => [String(store.storeId), store]),
    );
    expect(new Set([...stores.values()].map((store) => store.storeName)).size).toBe(stores.size);
    const scoped = screens.filter(hasStoreDimension);
    expect(scoped.map((screen) => screen.name)).toEqual(
      expect.arrayContaining(['order', 'reserveOrder', 'storeManage', 'storeService', 'reserveRequest', 'reserveOk', 'closeCalculate']),
    );
    for (const screen of scoped) {
      const rows = collectionOf(screen).all();
      for (const row of rows) {
        const store = stores.get(String(row.storeId));
        expect(store, `${screen.name} ${String(row.storeId)}`).toBeDefined();
        if ('storeName' in row) expect(row.storeName, screen.name).toBe(store?.storeName);
      }
      if (screen.name !== 'storeManage' && !screen.detailParam)
        for (const id of [...OWNER1, ...OWNER2])
          expect(
            rows.some((row) => row.storeId === id),
            `${screen.name} ${id}`,
          ).toBe(true);
    }
    expect(stores.get(OWNER1[0])?.ownerName).toBe('박도윤');
  });
});

describe('store owners through the API', () => {
  it('the auth record names the stores: one for store.owner1, two for store.owner2, none for head office', async () => {
    await signIn('store.owner1');
    expect((await call<AuthRecord>('/api/auth/refresh')).body).toMatchObject({ grpId: 4, storeIds: OWNER1 });
    await call('/api/auth/signout');
    await signIn('store.owner2');
    expect((await call<AuthRecord>('/api/auth/refresh')).body.storeIds).toEqual(OWNER2);
    await call('/api/auth/signout');
    await signIn('hq.master');
    expect((await call<AuthRecord>('/api/auth/refresh')).body).not.toHaveProperty('storeIds');
  });

  it('lists hold only the owner’s stores: one store, then a set of two', async () => {
    await signIn('store.owner1');
    const orders = await call<ListResponse<Row>>('/api/order?page=1&size=1000');
    expect(storesOf(orders.body.list)).toEqual(OWNER1);
    expect(orders.body.totalCnt).toBe(
      table('order')
        .all()
        .filter((row) => OWNER1.includes(String(row.storeId))).length,
    );
    expect(storesOf((await call<ListResponse<Row>>('/api/storeManage')).body.list)).toEqual(OWNER1);
    expect(storesOf((await call<ListResponse<Row>>('/api/storeService/list')).body.list)).toEqual(OWNER1);
    await call('/api/auth/signout');

    await signIn('store.owner2');
    for (const path of ['/api/order', '/api/reserveOrder', '/api/reserveRequest', '/api/reserveOk', '/api/closeCalculate', '/api/storeManage']) {
      expect(storesOf((await call<ListResponse<Row>>(path)).body.list), path).toEqual(OWNER2);
    }
    const one = await call<ListResponse<Row>>(`/api/order?filter=${encodeURIComponent(JSON.stringify({ storeId: OWNER2[1] }))}`);
    expect(storesOf(one.body.list)).toEqual([OWNER2[1]]);
  });

  it('another store’s record, list filter or Excel answers 403 with the Korean message', async () => {
    const other = table('order')
      .all()
      .find((row) => ![...OWNER1].includes(String(row.storeId))) as Row;
    await signIn('store.owner1');
    expect(await call(`/api/order/${String(other.orderNo)}`)).toEqual({ status: 403, body: OTHER_STORE });
    expect(await call(`/api/order?filter=${encodeURIComponent(JSON.stringify({ storeId: other.storeId }))}`)).toEqual({ status: 403, body: OTHER_STORE });
    expect(await call(`/api/order?filter=${encodeURIComponent(JSON.stringify({ storeId: [OWNER1[0], other.storeId] }))}`)).toEqual({
      status: 403,
      body: OTHER_STORE,
    });
    expect((await call(`/api/storeService/list?storeId=${String(other.storeId)}`)).status).toBe(403);
    expect((await call('/api/storeService/storeService/excelDetail', { method: 'POST', json: { storeId: other.storeId } })).status).toBe(403);
    expect(await call(`/api/storeManage/${String(other.storeId)}`)).toEqual({ status: 403, body: OTHER_STORE });
    expect((await call(`/api/storeManage/${OWNER1[0]}`)).status).toBe(200);
  });

  it('another store’s settlement cannot be approved (nothing changes); the owner’s own can', async () => {
    const requests = table('reserveRequest').all();
    const mine = requests.find((row) => row.storeId === OWNER1[0] && row.status === 'REQUESTED') as Row;
    const theirs = requests.find((row) => !OWNER1.includes(String(row.storeId))) as Row;
    const before = JSON.stringify(requests);
    await signIn('store.owner1');
    const approve = (ids: unknown[]) => call<{ result: string }>('/api/reserveRequest/status', { method: 'POST', json: { ids, status: 'APPROVED' } });
    expect(await approve([theirs.id])).toEqual({ status: 403, body: OTHER_STORE });
    expect(await approve([mine.id, theirs.id])).toEqual({ status: 403, body: OTHER_STORE });
    expect(JSON.stringify(table('reserveRequest').all())).toBe(before);
    expect((await approve([mine.id])).body.result).toBe('0000');
    expect(table('reserveRequest').get(mine.id)?.status).toBe('APPROVED');
  });

  it('writes: a service setting only for the owner’s store; no moving a record to another store', async () => {
    const other = table('storeManage')
      .all()
      .find((row) => !OWNER1.includes(String(row.storeId))) as Row;
    const service = { pickupYn: 'Y', deliveryYn: 'N', reserveYn: 'Y', subscribeYn: 'N', openTime: '07:00', closeTime: '22:00' };
    await signIn('store.owner1');
    const count = table('storeService').all().length;
    expect(await call('/api/storeService/create', { method: 'POST', json: { ...service, storeId: other.storeId } })).toEqual({
      status: 403,
      body: OTHER_STORE,
    });
    expect(table('storeService').all()).toHaveLength(count);
    // one setting per store: the owner's store has one, so a second is refused until it is gone
    const again = await call('/api/storeService/create', { method: 'POST', json: { ...service, storeId: OWNER1[0] } });
    expect(again).toMatchObject({ status: 400, body: { msg: '이미 매장 서비스 설정이 있는 매장입니다.' } });
    for (const row of table('storeService').all()) if (row.storeId === OWNER1[0]) table('storeService').remove(row.id);
    const created = await call<{ result: string; data: Row }>('/api/storeService/create', { method: 'POST', json: { ...service, storeId: OWNER1[0] } });
    expect(created.body.result).toBe('0000');
    const moved = await call(`/api/storeService/storeService/${String(created.body.data.id)}`, {
      method: 'PUT',
      json: { ...created.body.data, storeId: other.storeId },
    });
    expect(moved).toEqual({ status: 403, body: OTHER_STORE });
    expect(table('storeService').get(created.body.data.id)?.storeId).toBe(OWNER1[0]);
  });

  it('head office is not limited', async () => {
    await signIn('hq.master');
    const all = await call<ListResponse<Row>>('/api/order');
    expect(all.body.totalCnt).toBe(table('order').all().length);
    expect(storesOf(all.body.list).length).toBeGreaterThan(3);
  });
});
