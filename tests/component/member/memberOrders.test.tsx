import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/format';
import { createDataProvider } from '@/providers/dataProvider';
import { memberOrdersPage } from '@/screens/member/orders/memberOrdersPage';
import { renderScreen } from '../../helpers/renderScreen';
import { aMember, calls, countOf, header, LONG, paragraphTotal, rowsOf, type Row } from './memberHelpers';

const LISTS = ['order', 'reserveOrder', 'subscribeOrder'] as const;
const ordersOf = (cusId: string): Row[] =>
  LISTS.flatMap((list) => rowsOf(list).filter((row) => row.cusId === cusId)).sort((a, b) => String(b.orderDt).localeCompare(String(a.orderDt)));
const filterOf = (entry: { query: URLSearchParams }) => JSON.parse(entry.query.get('filter') ?? '{}') as Row;

describe('member 주문 tab (issue 32)', () => {
  it(
    "lists the member's orders of the three order lists in one list, any period, newest first; the total agrees with the statistics",
    async () => {
      const member = aMember((row) => LISTS.every((list) => countOf(list, String(row.cusId)) > 0));
      const cusId = String(member.cusId);
      const all = ordersOf(cusId);
      const { user, requests, location } = await renderScreen(`/member/${cusId}/show`);
      await header();
      await user.click(await screen.findByRole('tab', { name: '주문' }));
      await waitFor(() => expect(new URLSearchParams(location().search).get('tab')).toBe('order'));

      expect(await paragraphTotal()).toBe(`총 ${formatNumber(all.length)}건`);
      for (const list of LISTS) {
        const sent = calls(requests, 'GET', new RegExp(`^/api/${list}$`));
        expect(sent.length).toBeGreaterThan(0);
        // the member's number, no period (none is chosen), newest first
        expect(filterOf(sent[0])).toEqual({ cusId });
        expect(sent[0].query.get('sort')).toBe('["orderDt","DESC"]');
      }
      const stats = await screen.findByTestId('member-statistics');
      await waitFor(() => expect(within(stats).getByText('주문').nextSibling).toHaveTextContent(`${formatNumber(all.length)}건`));

      const table = screen.getByRole('table', { name: '회원 주문 내역' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(20, all.length) + 1));
      const shown = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
      expect(shown).toEqual(all.slice(0, 20).map((row) => String(row.orderNo)));
      const kinds = new Set(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0].textContent),
      );
      expect([...kinds].every((kind) => ['주문', '예약', '구독'].includes(String(kind)))).toBe(true);

      // a later page of the merge is the same slice of every order by time (three calls, each list's newest page × size)
      const page = await memberOrdersPage(createDataProvider(), cusId, 'all', { from: '', to: '' }, { page: 2, size: 3 });
      expect(page.totalCnt).toBe(all.length);
      expect(page.list.map((row) => row.orderNo)).toEqual(all.slice(3, 6).map((row) => row.orderNo));
    },
    LONG,
  );

  it('narrows to one kind and to a period through the same list calls, and a row opens its order', async () => {
    const member = aMember((row) => countOf('reserveOrder', String(row.cusId)) > 0 && countOf('order', String(row.cusId)) > 0);
    const cusId = String(member.cusId);
    const reserved = ordersOf(cusId).filter((row) => rowsOf('reserveOrder').includes(row));
    const { user, requests, location } = await renderScreen(`/member/${cusId}/show?tab=order`);
    await header();
    await screen.findByRole('table', { name: '회원 주문 내역' }, { timeout: 20_000 });

    await user.click(screen.getByRole('combobox', { name: '주문 구분' }));
    await user.click(await screen.findByRole('option', { name: '예약' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('orderKind')).toBe('reserveOrder'));
    expect(await paragraphTotal()).toBe(`총 ${formatNumber(reserved.length)}건`);
    const before = calls(requests, 'GET', /^\/api\/order$/).length;

    const since = String(reserved[0].orderDt).slice(0, 10);
    fireEvent.change(screen.getByLabelText('주문일 시작'), { target: { value: since } });
    await waitFor(() =>
      expect(filterOf(calls(requests, 'GET', /^\/api\/reserveOrder$/).at(-1) ?? { query: new URLSearchParams() })).toEqual({ cusId, orderDtFrom: since }),
    );
    const within1 = reserved.filter((row) => String(row.orderDt).slice(0, 10) >= since);
    expect(await paragraphTotal()).toBe(`총 ${formatNumber(within1.length)}건`);
    expect(calls(requests, 'GET', /^\/api\/order$/)).toHaveLength(before);

    const table = screen.getByRole('table', { name: '회원 주문 내역' });
    const orderNo = String(reserved[0].orderNo);
    const link = await within(table).findByRole('link', { name: orderNo });
    expect(link).toHaveAttribute('href', `/reserveOrder/${orderNo}/show`);
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe(`/reserveOrder/${orderNo}/show`));
  });

  it('asks only the order lists the admin may read (hq.viewer1: /order only), without a refusal', async () => {
    const member = aMember((row) => countOf('order', String(row.cusId)) > 0 && countOf('reserveOrder', String(row.cusId)) > 0);
    const cusId = String(member.cusId);
    const { user, requests } = await renderScreen(`/member/${cusId}/show?tab=order`, { adminId: 'hq.viewer1' });
    await header();
    expect(await paragraphTotal()).toBe(`총 ${formatNumber(countOf('order', cusId))}건`);
    expect(calls(requests, 'GET', /^\/api\/order$/).length).toBeGreaterThan(0);
    expect(calls(requests, 'GET', /^\/api\/(reserveOrder|subscribeOrder)$/)).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: '주문 구분' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['전체', '주문']);
  });
});
