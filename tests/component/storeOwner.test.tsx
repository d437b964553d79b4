import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { findCodeGroup } from '@mocks/db/codeGroups';
import { renderScreen, signIn } from '../helpers/renderScreen';
import { call } from './settings/settingsHelpers';

const stores = () => db.collection('storeManage', 'storeId');
const services = () => db.collection('storeService', 'id');
const put = (path: string, json: unknown) =>
  fetch(path, { method: 'PUT', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { result?: string; msg?: string },
  }));

describe("a store owner's own store", () => {
  it('shows its identity (매장명, 사업자등록번호, 지역) read-only and saves what the owner runs; the server refuses an identity change (403)', async () => {
    const store = stores().get('ST0003');
    const { user, requests } = await renderScreen('/storeManage/ST0003', { adminId: 'store.owner1' });
    // a phone number starts masked (issue 34 item 5): '보기' fills it, editable
    await user.click(await screen.findByRole('button', { name: '매장 전화번호 보기' }, { timeout: 30_000 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /매장 전화번호/ })).not.toHaveAttribute('readonly'));
    const phone = screen.getByRole('textbox', { name: /매장 전화번호/ });
    expect(screen.queryByRole('textbox', { name: /매장명/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /사업자등록번호/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /지역/ })).toBeNull();
    expect(screen.getByText(String(store?.storeName))).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '02-555-1234');
    await user.click(screen.getByRole('button', { name: '저장' }));
    const body = (await call(requests, 'PUT', /^\/api\/storeManage\/ST0003$/)).body as Record<string, unknown>;
    expect(body).toMatchObject({ storeName: store?.storeName, storeTel: '02-555-1234' });
    await waitFor(() => expect(stores().get('ST0003')?.storeTel).toBe('02-555-1234'));

    // what the form does not offer, sent by hand: refused by the server, nothing changed
    const current = stores().get('ST0003');
    const refused = await put('/api/storeManage/ST0003', { ...current, storeName: '바뀐 매장명', bizNo: '1234567890' });
    expect(refused).toEqual({ status: 403, body: { result: '9999', msg: '매장명, 사업자등록번호는 본사에서만 변경할 수 있습니다.' } });
    expect(stores().get('ST0003')?.storeName).toBe(store?.storeName);
  });

  it('head office changes a store’s identity', async () => {
    await signIn('hq.master');
    const current = stores().get('ST0003');
    const saved = await put('/api/storeManage/ST0003', { ...current, storeName: '선릉역점' });
    expect(saved.body.result).toBe('0000');
    expect(stores().get('ST0003')?.storeName).toBe('선릉역점');
  });
});

describe('the seeded stores', () => {
  it('lie in the region their address names', () => {
    const regions = new Map(findCodeGroup('905')?.codes.map((code) => [code.codeId, code.codeName]));
    const expected = (address: string) =>
      /^서울/.test(address)
        ? '서울'
        : /^경기/.test(address)
          ? '경기'
          : /^인천/.test(address)
            ? '인천'
            : /^(대구|경상)/.test(address)
              ? '경상'
              : /^부산/.test(address)
                ? '부산'
                : /^제주/.test(address)
                  ? '제주'
                  : '?';
    for (const store of stores().all()) expect([store.storeId, regions.get(String(store.region))]).toEqual([store.storeId, expected(String(store.address))]);
  });

  it('have one service setting each, and a second is refused', async () => {
    const rows = services().all();
    expect(new Set(rows.map((row) => row.storeId)).size).toBe(rows.length);
    expect(rows.some((row) => row.storeId === 'ST0003')).toBe(true);
    await signIn('hq.master');
    const taken = rows[0];
    const response = await fetch('/api/storeService/create', {
      method: 'POST',
      body: JSON.stringify({ ...taken, id: undefined }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: '이미 매장 서비스 설정이 있는 매장입니다.' });
    expect(services().all()).toHaveLength(rows.length);
  });
});
