import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { koreaToday } from '@/declarations/period';
import { callsTo, renderScreen, type RecordedRequest } from '../../helpers/renderScreen';
import { totalsByHeader, won, sumOf, rowsOf } from './figuresHelpers';

/**
 * Issue 32 item 4: a monthly list (settlement, statistics) offers 당월 (the 1st to today) and 전월
 * (the whole previous month) beside the presets, and a search on one sends those dates; a daily
 * list (orders, opened on today) does not offer them.
 */
const filterOf = (entry: RecordedRequest | undefined): Record<string, unknown> => JSON.parse(entry?.query.get('filter') ?? '{}') as Record<string, unknown>;
const FIRST_PAINT = { timeout: 60000 };

describe('당월 and 전월', () => {
  it('sends the whole previous month on 전월 and the 1st to today on 당월 (마감 정산), the 합계 following', async () => {
    const { user, requests, unmount } = await renderScreen('/closeCalculate');
    const lists = () => callsTo(requests, 'GET', 'closeCalculate');
    const block = await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
    await waitFor(() => expect(lists().length).toBeGreaterThan(0), FIRST_PAINT);
    const today = dayjs(koreaToday());
    const thisMonth = { closeDtFrom: today.startOf('month').format('YYYY-MM-DD'), closeDtTo: today.format('YYYY-MM-DD') };
    const previous = today.startOf('month').subtract(1, 'month');
    const lastMonth = { closeDtFrom: previous.format('YYYY-MM-DD'), closeDtTo: previous.endOf('month').format('YYYY-MM-DD') };
    expect(filterOf(lists()[0])).toEqual(thisMonth);
    // the list opens on this month: 당월 is the choice shown
    expect(within(block).getByRole('button', { name: '당월' })).toHaveAttribute('aria-pressed', 'true');

    const opened = lists().length;
    await user.click(within(block).getByRole('button', { name: '전월' }));
    await user.click(within(block).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(lists()).toHaveLength(opened + 1), { timeout: 30000 });
    expect(filterOf(lists()[opened])).toEqual(lastMonth);
    expect(within(block).getByRole('button', { name: '전월' })).toHaveAttribute('aria-pressed', 'true');
    const inMonth = rowsOf('closeCalculate').filter((row) => String(row.closeDt) >= lastMonth.closeDtFrom && String(row.closeDt) <= lastMonth.closeDtTo);
    await waitFor(async () => expect((await totalsByHeader('마감 정산'))['총매출']).toBe(won(sumOf(inMonth, 'totalSaleAmt'))), { timeout: 30000 });

    await user.click(within(block).getByRole('button', { name: '당월' }));
    await user.click(within(block).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(lists()).toHaveLength(opened + 2), { timeout: 30000 });
    expect(filterOf(lists()[opened + 1])).toEqual(thisMonth);
    unmount();

    // a daily list (주문 내역, opened on today) keeps the five presets only
    await renderScreen('/order');
    const daily = await screen.findByRole('search', { name: '검색 조건' }, FIRST_PAINT);
    expect(within(daily).getAllByRole('button', { name: '1개월' }).length).toBeGreaterThan(0);
    expect(within(daily).queryByRole('button', { name: '당월' })).not.toBeInTheDocument();
    expect(within(daily).queryByRole('button', { name: '전월' })).not.toBeInTheDocument();
  }, 180000);
});
