import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen } from '../../helpers/renderScreen';
import { waitForCall } from '../boardHelpers';

/**
 * /story (the third variant): the list's order saved with POST story/order, one story moved with
 * POST story/order/{id}, recommended with POST story/{id}/status-like, its images read with
 * GET attach/story/{id}/IMAGE.
 */
const LONG = 120_000;
const stories = () => collectionOf(findScreen('story')!);
const ordered = () =>
  stories()
    .all()
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));

describe('brand stories on the rest family (order, order/{id}, status-like, an IMAGE bag)', () => {
  it(
    'saves the list order, then on a story moves it to 1st place and changes its recommend status',
    async () => {
      const [first, second] = ordered();
      const { user, requests } = await renderScreen('/story');
      await user.click(await screen.findByRole('button', { name: '순서 변경' }, { timeout: 60_000 }));
      let dialog = within(await screen.findByRole('dialog'));
      // seeded titles repeat: the first row's arrow, by position
      await waitFor(() => expect(dialog.getAllByRole('button', { name: / 아래로 이동$/ }).length).toBeGreaterThan(1));
      await user.click(dialog.getAllByRole('button', { name: / 아래로 이동$/ })[0]);
      await user.click(dialog.getByRole('button', { name: '순서 저장' }));
      const order = await waitForCall(requests, 'POST', '/api/story/order');
      expect((order.body as { list: Record<string, unknown>[] }).list.slice(0, 2)).toEqual([
        { id: second.id, sortOrder: 1 },
        { id: first.id, sortOrder: 2 },
      ]);
      await waitFor(() => expect(ordered()[0].id).toBe(second.id));

      // the story now second is moved back to the top on its own form
      const id = String(first.id);
      const table = await screen.findByRole('table');
      const rowOf = () =>
        within(table)
          .getAllByRole('row')
          .find((line) => within(line).queryAllByRole('cell')[1]?.textContent === id);
      await waitFor(() => expect(rowOf()).toBeDefined(), { timeout: 40_000 });
      await user.click(rowOf()!);
      await waitForCall(requests, 'GET', `/api/attach/story/${id}/IMAGE`);
      await user.click(await screen.findByRole('button', { name: '순서 이동' }, { timeout: 40_000 }));
      dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('현재 순서: 2')).toBeInTheDocument();
      await user.type(dialog.getByRole('textbox', { name: /이동할 순서/ }), '0');
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await dialog.findByText('순서는 1 이상의 숫자로 입력해주세요.')).toBeInTheDocument();
      expect(callsTo(requests, 'POST', `story/order/${id}`)).toHaveLength(0);
      await user.clear(dialog.getByRole('textbox', { name: /이동할 순서/ }));
      await user.type(dialog.getByRole('textbox', { name: /이동할 순서/ }), '1');
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect((await waitForCall(requests, 'POST', `/api/story/order/${id}`)).body).toEqual({ sortOrder: 1 });
      expect(await screen.findByText('순서가 변경되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(ordered()[0].id).toBe(first.id));

      const liked = stories().get(id)?.likeYn === 'Y';
      // the page is aria-hidden until the order dialog has finished closing
      await user.click(await screen.findByRole('button', { name: liked ? '추천 해제' : '추천 지정' }));
      dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText(liked ? '이 항목의 추천을 해제하시겠습니까?' : '이 항목을 추천으로 지정하시겠습니까?')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: '확인' }));
      expect((await waitForCall(requests, 'POST', `/api/story/${id}/status-like`)).body).toEqual({ likeYn: liked ? 'N' : 'Y' });
      expect(await screen.findByText(liked ? '추천이 해제되었습니다.' : '추천으로 지정되었습니다.')).toBeInTheDocument();
      expect(stories().get(id)?.likeYn).toBe(liked ? 'N' : 'Y');
      expect(await screen.findByRole('button', { name: liked ? '추천 지정' : '추천 해제' })).toBeInTheDocument();
    },
    LONG,
  );
});
