import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codesOf, collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen } from '../../helpers/renderScreen';
import { waitForCall } from '../boardHelpers';

/**
 * /pickupDp (content v2): its records are read with POST pickupDp/detail, the selected rows deleted
 * with DELETE pickupDp/list, and the order saved one category at a time with
 * POST pickupDp/pickupDp/order/{categoryCd}.
 */
const LONG = 120_000;
const displays = () => collectionOf(findScreen('pickupDp')!);
const byOrder = (category: string) =>
  displays()
    .all()
    .filter((row) => String(row.categoryCd) === category)
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));

/** A category holding at least two rows. */
function busyCategory(): string {
  const counts = new Map<string, number>();
  for (const row of displays().all()) counts.set(String(row.categoryCd), (counts.get(String(row.categoryCd)) ?? 0) + 1);
  const found = [...counts].find(([, count]) => count >= 2);
  if (!found) throw new Error('no category with two display rows');
  return found[0];
}

describe('display lists of content v2 (POST detail, DELETE list, order within a category)', () => {
  it(
    'asks for a category before reordering, then saves that category’s order with POST order/{categoryCd}',
    async () => {
      const category = busyCategory();
      const [first, second] = byOrder(category);
      const { user, requests } = await renderScreen('/pickupDp');
      await user.click(await screen.findByRole('button', { name: '순서 변경' }, { timeout: 60_000 }));
      let dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('전시 카테고리를 먼저 선택하면 그 안의 순서를 바꿀 수 있습니다.')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: '순서 저장' })).toBeDisabled();
      await user.click(dialog.getByRole('button', { name: '취소' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const name = codesOf('904').find((code) => String(code.codeId) === category)?.codeName;
      await user.click(screen.getByRole('combobox', { name: '전시 카테고리' }));
      await user.click(await screen.findByRole('option', { name: String(name) }));
      await user.click(screen.getByRole('button', { name: '검색' }));
      await waitFor(() => expect(requests.some((entry) => entry.path === '/api/pickupDp/list' && entry.query.get('categoryCd') === category)).toBe(true));
      await user.click(screen.getByRole('button', { name: '순서 변경' }));
      dialog = within(await screen.findByRole('dialog'));
      await user.click(await dialog.findByRole('button', { name: `${String(first.dispName)} 아래로 이동` }));
      await user.click(dialog.getByRole('button', { name: '순서 저장' }));
      const call = await waitForCall(requests, 'POST', `/api/pickupDp/pickupDp/order/${category}`);
      const list = (call.body as { list: Record<string, unknown>[] }).list;
      expect(list.slice(0, 2).map((item) => String(item.id))).toEqual([String(second.id), String(first.id)]);
      expect(await screen.findByText('순서가 저장되었습니다.')).toBeInTheDocument();
      expect(callsTo(requests, 'POST', 'pickupDp/pickupDp/order')).toHaveLength(0);
      await waitFor(() =>
        expect(
          byOrder(category)
            .slice(0, 2)
            .map((row) => row.id),
        ).toEqual([second.id, first.id]),
      );
    },
    LONG,
  );

  it(
    'deletes the selected rows with one DELETE pickupDp/list, then opens a row with POST pickupDp/detail',
    async () => {
      const { user, requests } = await renderScreen('/pickupDp');
      const table = await screen.findByRole('table', {}, { timeout: 60_000 });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
      const [, one, two] = within(table).getAllByRole('row');
      await user.click(within(one).getByRole('checkbox'));
      await user.click(within(two).getByRole('checkbox'));
      const before = displays().all().length;
      await user.click(screen.getByRole('button', { name: '삭제' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
      const call = await waitForCall(requests, 'DELETE', '/api/pickupDp/list');
      const deleted = (call.body as { ids: unknown[] }).ids.map(String);
      expect(deleted).toHaveLength(2);
      await waitFor(() => expect(displays().all()).toHaveLength(before - 2));

      const rest = displays()
        .all()
        .find((row) => !deleted.includes(String(row.id)))!;
      const line = await waitFor(
        () => {
          const found = within(table)
            .getAllByRole('row')
            .find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === String(rest.id));
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 40_000 },
      );
      await user.click(line);
      await waitFor(() => expect(screen.queryByRole('search')).toBeNull(), { timeout: 40_000 }); // the list (and its search block) has left
      const name = await screen.findByRole('textbox', { name: /전시 상품명/ }, { timeout: 40_000 });
      await waitFor(() => expect(name).toHaveValue(String(rest.dispName)));
      await waitForCall(requests, 'POST', '/api/pickupDp/detail');
      expect(callsTo(requests, 'POST', 'pickupDp/detail').map((entry) => String((entry.body as { id: unknown }).id))).toContain(String(rest.id));
      expect(callsTo(requests, 'GET', `pickupDp/pickupDp/${String(rest.id)}`)).toHaveLength(0);
    },
    LONG,
  );
});
