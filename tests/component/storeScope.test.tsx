import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QA_OWNER_STORES } from '@mocks/accounts';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, waitForCall } from './boardHelpers';

/**
 * Issue 11 item 1 in the console: a store owner's list shows their stores only, its store filter
 * is fixed to them (a chip for one store, a choice among their own for two), and approving their
 * own settlement request works.
 */
const rowsOf = (name: string) => {
  const declaration = findScreen(name);
  if (!declaration) throw new Error(`no screen ${name}`);
  return collectionOf(declaration).all();
};
const storeName = (storeId: string) => String(rowsOf('storeManage').find((store) => store.storeId === storeId)?.storeName);
const storeCells = (rows: HTMLElement[]) => rows.map((row) => row.querySelector('td.column-storeName')?.textContent ?? '');

describe('store-owner scoping on a settlement list', () => {
  it('store.owner2 (two stores): only their rows, and a store choice limited to their two stores', async () => {
    const [first, second] = QA_OWNER_STORES['store.owner2'];
    const { user, requests } = await renderScreen('/reserveRequest', { adminId: 'store.owner2' });
    const rows = await dataRows();
    expect(new Set(storeCells(rows))).toEqual(new Set([storeName(first), storeName(second)]));

    await user.click(await screen.findByRole('combobox', { name: '매장' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(options.map((option) => option.textContent)).toEqual(['내 매장 전체', storeName(first), storeName(second)]));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: storeName(second) }));
    await user.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() =>
      expect(requests.some((entry) => entry.path === '/api/reserveRequest' && JSON.parse(entry.query.get('filter') ?? '{}').storeId === second)).toBe(true),
    );
    // the rows of records (the 합계 row under them names no store)
    const records = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    await waitFor(() => expect(new Set(storeCells(records()))).toEqual(new Set([storeName(second)])));
    expect(requests.filter((entry) => entry.path === '/api/storeManage').every((entry) => entry.query.get('filter')?.includes(first))).toBe(true);
  });

  it('store.owner1 (one store): a read-only chip, and their own request approved after 확인', async () => {
    const [own] = QA_OWNER_STORES['store.owner1'];
    const { user, requests } = await renderScreen('/reserveRequest', { adminId: 'store.owner1' });
    const rows = await dataRows();
    expect(new Set(storeCells(rows))).toEqual(new Set([storeName(own)]));
    expect(await screen.findByText(`매장: ${storeName(own)}`)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '매장' })).toBeNull();

    const pending = rows.find((row) => row.querySelector('td.column-status')?.textContent === '승인 대기');
    if (!pending) throw new Error('no request waiting for approval');
    await user.click(within(pending).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '승인' }));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    const call = await waitForCall(requests, 'POST', '/api/reserveRequest/status');
    const [id] = (call.body as { ids: number[] }).ids;
    expect(call.body).toEqual({ ids: [id], status: 'APPROVED' });
    expect(await screen.findByText('상태가 변경되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('reserveRequest').find((row) => row.id === id)).toMatchObject({ storeId: own, status: 'APPROVED' }));
  });
});
