import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen } from '../helpers/renderScreen';
import { waitForCall } from './boardHelpers';

/** The third variant's writes through the generated screens (ra-data-simple-rest URLs), on /couponType. */
const couponTypes = () => {
  const declaration = findScreen('couponType');
  if (!declaration) throw new Error('no couponType screen');
  return collectionOf(declaration);
};
const LONG = 60_000;
const dialog = async () => within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));

describe('rest family writes (쿠폰 유형)', () => {
  it('saves an edit with PUT couponType/{id} and deletes the record with DELETE couponType/{id}', async () => {
    const [row] = couponTypes().all();
    const id = String(row.id);
    const rev = row.rev; // the mock's row is live: read its version before the save moves it on
    const { user, requests } = await renderScreen(`/couponType/${id}`);
    const name = await screen.findByRole('textbox', { name: /쿠폰명/ }, { timeout: 40_000 });
    await waitFor(() => expect(name).toHaveValue(String(row.couponName)));
    await user.clear(name);
    await user.type(name, '봄맞이 정액 할인');
    await user.click(screen.getByRole('button', { name: '저장' }));
    const put = await waitForCall(requests, 'PUT', `/api/couponType/${id}`);
    expect(put.body).toMatchObject({ couponName: '봄맞이 정액 할인', rev });
    await waitFor(() => expect(couponTypes().get(id)).toMatchObject({ couponName: '봄맞이 정액 할인' }));

    // back on the list after the save: the row opens its form again, whose 삭제 asks first
    await user.click(await screen.findByText('봄맞이 정액 할인', {}, { timeout: 20_000 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /쿠폰명/ })).toHaveValue('봄맞이 정액 할인'), { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click((await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(callsTo(requests, 'DELETE', `couponType/${id}`)).toHaveLength(1));
    await waitFor(() => expect(couponTypes().get(id)).toBeUndefined());
  }, LONG);

  it('deletes the selected rows with one DELETE couponType/?ids=…', async () => {
    const { user, requests } = await renderScreen('/couponType');
    const table = await screen.findByRole('table', {}, { timeout: 40_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const [, first, second] = within(table).getAllByRole('row');
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    const before = couponTypes().all().length;
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click((await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(callsTo(requests, 'DELETE', 'couponType/')).toHaveLength(1));
    expect(callsTo(requests, 'DELETE', 'couponType/')[0].query.getAll('ids')).toHaveLength(2);
    await waitFor(() => expect(couponTypes().all()).toHaveLength(before - 2));
  }, LONG);
});
