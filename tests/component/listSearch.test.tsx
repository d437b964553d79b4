import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { presetRange } from '@/declarations/period';
import { callsTo, renderScreen, type RecordedRequest } from '../helpers/renderScreen';
import { dataRows, setDate } from './boardHelpers';

/** The generic list's search block and periods (issue 16 items 1 and 2), on the real mock. */

const filterOf = (entry: RecordedRequest | undefined): Record<string, unknown> => JSON.parse(entry?.query.get('filter') ?? '{}') as Record<string, unknown>;
const urlFilter = (search: string): Record<string, unknown> => JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as Record<string, unknown>;
const searchBlock = () => screen.getByRole('search', { name: '검색 조건' });
/** The first render on a loaded machine transforms and loads the whole console. */
const FIRST_PAINT = { timeout: 60000 };
const LONG = 180000;
/** A request and its render on a loaded machine. */
const WAIT = { timeout: 30000 };

const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('the search block of a generic list', () => {
  // the list's lazy module, transformed once before the first render (slow on a loaded machine)
  beforeAll(() => import('@/screens/generic/GenericList'), 300000);

  it(
    'sends nothing while typing, applies every field on 검색 into the request and the URL, and 초기화 empties them',
    async () => {
      const { user, requests, location } = await renderScreen('/notice');
      await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
      await dataRows();
      const lists = () => callsTo(requests, 'GET', 'notice/list');
      const opened = lists().length;

      const block = searchBlock();
      await user.type(within(block).getByRole('textbox', { name: '제목' }), '공지');
      await setDate(block, 'dispStartDtFrom', '2026-03-01');
      expect(lists()).toHaveLength(opened);
      expect(urlFilter(location().search)).toEqual({});

      await user.click(within(block).getByRole('button', { name: '검색' }));
      await waitFor(() => expect(lists()).toHaveLength(opened + 1), WAIT);
      expect(Object.fromEntries(lists()[opened].query)).toMatchObject({ title: '공지', dispStartDtFrom: '2026-03-01', page: '1', size: '20' });
      await waitFor(() => expect(urlFilter(location().search)).toEqual({ title: '공지', dispStartDtFrom: '2026-03-01' }), WAIT);

      await user.click(within(block).getByRole('button', { name: '초기화' }));
      await waitFor(() => expect(lists()).toHaveLength(opened + 2), WAIT);
      expect(lists()[opened + 1].query.has('title')).toBe(false);
      expect(lists()[opened + 1].query.has('dispStartDtFrom')).toBe(false);
      await waitFor(() => expect(within(block).getByRole('textbox', { name: '제목' })).toHaveValue(''), WAIT);
      expect(within(block).getByRole('textbox', { name: /게시 시작일 시작/ })).toHaveValue('');
      // the read leaves at the click (issue 32 item 5), the address follows a tick later
      await waitFor(() => expect(urlFilter(location().search)).toEqual({}), WAIT);
    },
    LONG,
  );

  it(
    'opens an order list on today; a preset only fills the dates, 검색 sends them; 진행중 sends the order type; 초기화 goes back to today',
    async () => {
      const { user, requests } = await renderScreen('/order');
      const lists = () => callsTo(requests, 'GET', 'order');
      await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
      await waitFor(() => expect(lists().length).toBeGreaterThan(0), FIRST_PAINT);
      const today = presetRange('today');
      expect(filterOf(lists()[0])).toEqual({ orderDtFrom: today.from, orderDtTo: today.to });
      const group = await screen.findByRole('group', { name: '주문일시 기간' });
      expect(pressed(group)).toEqual(['오늘']);
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['오늘', '어제', '1주일', '1개월', '3개월', '직접 입력', '진행중']);

      const opened = lists().length;
      const week = presetRange('week');
      await user.click(within(group).getByRole('button', { name: '1주일' }));
      expect(screen.getByRole('textbox', { name: '주문일시 시작' })).toHaveValue(week.from);
      expect(screen.getByRole('textbox', { name: '주문일시 종료' })).toHaveValue(week.to);
      expect(pressed(group)).toEqual(['1주일']);
      expect(lists()).toHaveLength(opened);
      await user.click(within(searchBlock()).getByRole('button', { name: '검색' }));
      await waitFor(() => expect(lists()).toHaveLength(opened + 1), WAIT);
      expect(filterOf(lists()[opened])).toEqual({ orderDtFrom: week.from, orderDtTo: week.to });

      await user.click(within(group).getByRole('button', { name: '진행중' }));
      expect(screen.getByRole('textbox', { name: '주문일시 시작' })).toHaveValue('');
      await user.click(within(searchBlock()).getByRole('button', { name: '검색' }));
      await waitFor(() => expect(lists()).toHaveLength(opened + 2), WAIT);
      expect(filterOf(lists()[opened + 1])).toEqual({ period: 'ing', orderType: 'ORDER' });
      expect(pressed(group)).toEqual(['진행중']);

      await user.click(within(searchBlock()).getByRole('button', { name: '초기화' }));
      await waitFor(() => expect(lists()).toHaveLength(opened + 3), WAIT);
      expect(filterOf(lists()[opened + 2])).toEqual({ orderDtFrom: today.from, orderDtTo: today.to });
      await waitFor(() => expect(pressed(group)).toEqual(['오늘']), WAIT);
    },
    LONG,
  );

  it(
    'opens statistics on this month and refuses a range wider than a year with a Korean message instead of a request (the mock refuses it too)',
    async () => {
      const { user, requests } = await renderScreen('/sales');
      const lists = () => callsTo(requests, 'GET', 'sales');
      await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
      await waitFor(() => expect(lists().length).toBeGreaterThan(0), FIRST_PAINT);
      const month = presetRange('thisMonth');
      expect(filterOf(lists()[0])).toEqual({ statDtFrom: month.from, statDtTo: month.to });
      const opened = lists().length;

      const block = searchBlock();
      await setDate(block, 'statDtFrom', '2025-01-01');
      await user.click(within(block).getByRole('button', { name: '검색' }));
      expect(await within(block).findByRole('alert')).toHaveTextContent('조회 기간은 최대 1년입니다.');
      expect(lists()).toHaveLength(opened);

      await setDate(block, 'statDtFrom', '2026-01-01');
      await user.click(within(block).getByRole('button', { name: '검색' }));
      await waitFor(() => expect(lists()).toHaveLength(opened + 1), WAIT);
      expect(filterOf(lists()[opened])).toEqual({ statDtFrom: '2026-01-01', statDtTo: month.to });
      expect(within(block).queryByRole('alert')).not.toBeInTheDocument();

      const wide = createDataProvider().getList('sales', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'statDt', order: 'DESC' },
        filter: { statDtFrom: '2025-01-01', statDtTo: '2026-11-20' },
      });
      await expect(wide).rejects.toMatchObject({ status: 400, message: '조회 기간은 최대 1년입니다.' });
    },
    LONG,
  );

  it(
    'searches only what the fields show: a half-typed date, an end before the start or no period at all get a Korean message and no request',
    async () => {
      const { user, requests } = await renderScreen('/order');
      const lists = () => callsTo(requests, 'GET', 'order');
      await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
      await waitFor(() => expect(lists().length).toBeGreaterThan(0), FIRST_PAINT);
      const opened = lists().length;
      const today = presetRange('today');
      const block = searchBlock();
      const group = within(block).getByRole('group', { name: '주문일시 기간' });
      const start = within(block).getByRole('textbox', { name: '주문일시 시작' });
      const end = within(block).getByRole('textbox', { name: '주문일시 종료' });

      await user.clear(start);
      await user.type(start, '202611{Enter}');
      expect(await within(block).findByText('날짜를 YYYY-MM-DD 형식으로 입력해주세요.', {}, WAIT)).toBeInTheDocument();
      expect(start).toHaveValue('202611');
      expect(pressed(group)).toEqual(['직접 입력']);

      await user.clear(start);
      await user.type(start, '20261120');
      await user.clear(end);
      await user.type(end, '20261101{Enter}');
      expect(await within(block).findByText('2026-11-20 이후 날짜를 입력해주세요.', {}, WAIT)).toBeInTheDocument();

      await user.clear(start);
      await user.clear(end);
      await user.click(within(block).getByRole('button', { name: '검색' }));
      expect(await within(block).findByRole('alert', {}, WAIT)).toHaveTextContent('조회 기간을 입력해주세요. (최대 1년)');
      expect(lists()).toHaveLength(opened);

      await user.type(start, '202611');
      await user.click(within(block).getByRole('button', { name: '초기화' }));
      await waitFor(() => expect(start).toHaveValue(today.from), WAIT);
      expect(end).toHaveValue(today.to);
      expect(within(block).queryByText(/형식으로 입력해주세요/)).not.toBeInTheDocument();
      expect(within(block).queryByRole('alert')).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'keeps the search block over a refused list, so the period can be corrected; an empty result offers 초기화 back to the defaults',
    async () => {
      const wide = encodeURIComponent(JSON.stringify({ orderDtFrom: '2024-01-01', orderDtTo: '2026-11-20' }));
      const { user, requests } = await renderScreen(`/order?filter=${wide}`);
      const lists = () => callsTo(requests, 'GET', 'order');
      expect(await screen.findByText('목록을 불러오지 못했습니다.', {}, FIRST_PAINT)).toBeInTheDocument();
      const block = searchBlock();
      const start = within(block).getByRole('textbox', { name: '주문일시 시작' });
      expect(start).toHaveValue('2024-01-01');

      const failed = lists().length;
      await user.clear(start);
      await user.type(start, '20261101');
      await user.type(within(block).getByRole('textbox', { name: '주문번호' }), 'NO-SUCH-ORDER{Enter}');
      await waitFor(() => expect(lists()).toHaveLength(failed + 1), WAIT);
      expect(filterOf(lists()[failed])).toEqual({ orderDtFrom: '2026-11-01', orderDtTo: '2026-11-20', orderNo: 'NO-SUCH-ORDER' });
      expect(await screen.findByText('현재 검색 조건에 맞는 주문 내역 데이터가 없습니다.', {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByText('목록을 불러오지 못했습니다.')).not.toBeInTheDocument();

      const today = presetRange('today');
      const emptyReset = screen.getAllByRole('button', { name: '초기화' }).find((button) => !block.contains(button));
      expect(emptyReset).toBeDefined();
      await user.click(emptyReset as HTMLElement);
      await waitFor(() => expect(lists()).toHaveLength(failed + 2), WAIT);
      expect(filterOf(lists()[failed + 1])).toEqual({ orderDtFrom: today.from, orderDtTo: today.to });
      await waitFor(() => expect(start).toHaveValue(today.from), WAIT);
    },
    LONG,
  );

  it(
    'writes the pager with thousands separators',
    async () => {
      await renderScreen('/customerStamp');
      await dataRows();
      expect(await screen.findByText(/^1-20 \/ 총 \d{1,3}(,\d{3})+건$/, {}, WAIT)).toBeInTheDocument();
    },
    LONG,
  );
});
