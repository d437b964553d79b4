import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen } from '../helpers/renderScreen';
import { waitForCall } from './boardHelpers';

/**
 * The third variant's writes through the generated screens: /corporateMember on the generic
 * ra-data-simple-rest URLs, /couponType on its own coupon-type calls and the bulk delete.
 */
const rowsOf = (name: string) => {
  const declaration = findScreen(name);
  if (!declaration) throw new Error(`no ${name} screen`);
  return collectionOf(declaration);
};
const couponTypes = () => rowsOf('couponType');
const LONG = 60_000;
const dialog = async () => within(await screen.findByRole('dialog', {}, { timeout: 20_000 }));

describe('rest family writes (법인 회원사, 쿠폰 유형)', () => {
  it(
    'saves an edit with PUT corporateMember/{id} and deletes the record with DELETE corporateMember/{id}',
    async () => {
      const [row] = rowsOf('corporateMember').all();
      const id = String(row.id);
      const rev = row.rev; // the mock's row is live: read its version before the save moves it on
      const { user, requests } = await renderScreen(`/corporateMember/${id}`);
      const name = await screen.findByRole('textbox', { name: /회사명/ }, { timeout: 40_000 });
      await waitFor(() => expect(name).toHaveValue(String(row.corpName)));
      await user.clear(name);
      await user.type(name, '빈커피 협력사');
      await user.click(screen.getByRole('button', { name: '저장' }));
      const put = await waitForCall(requests, 'PUT', `/api/corporateMember/${id}`);
      expect(put.body).toMatchObject({ corpName: '빈커피 협력사', rev });
      await waitFor(() => expect(rowsOf('corporateMember').get(id)).toMatchObject({ corpName: '빈커피 협력사' }));

      await user.click(await screen.findByText('빈커피 협력사', {}, { timeout: 20_000 }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: /회사명/ })).toHaveValue('빈커피 협력사'), { timeout: 20_000 });
      await user.click(screen.getByRole('button', { name: '삭제' }));
      await user.click((await dialog()).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(callsTo(requests, 'DELETE', `corporateMember/${id}`)).toHaveLength(1));
      await waitFor(() => expect(rowsOf('corporateMember').get(id)).toBeUndefined());
    },
    LONG,
  );

  it(
    'saves a coupon type with its own PUT couponType/{id} (the item list for its choice) and deletes it with DELETE couponType/{id}',
    async () => {
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
    },
    LONG,
  );

  it(
    'deletes the selected rows with one DELETE couponType/?ids=…',
    async () => {
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
    },
    LONG,
  );
});
