import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatWon } from '@/format';
import { renderScreen } from '../../helpers/renderScreen';
import { aMember, call, calls, countOf, header, listRows, LONG, memberRow, paragraphTotal, rowsOf } from './memberHelpers';

const TAB_LABELS = ['스탬프', '쿠폰', '쿠폰 사용', '카드', '알림', '발송', '약관', '메모', '로그인'];
const TAB_PATHS = ['stamp', 'coupon', 'coupon_use', 'card', 'alert', 'send', 'terms', 'memo', 'login'];

describe('member detail', () => {
  it(
    'opens from a row of /member (withdrawn members left out) and reads the header, statistics and the first tab only',
    async () => {
      const { user, requests } = await renderScreen('/member');
      const rows = await listRows();
      const listCall = await call(requests, 'GET', /^\/api\/member\/list$/);
      expect(listCall.query.get('size')).toBe('20');
      const withdrawn = rowsOf('member')
        .filter((row) => row.memberStatus === 'WITHDRAWN')
        .map((row) => String(row.cusId));
      const shown = rows.map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
      expect(shown.some((id) => withdrawn.some((gone) => id.includes(gone)))).toBe(false);

      const first = rows[0];
      const cusId = String(shown[0]).replace(/\D/g, '');
      await user.click(within(first).getAllByRole('cell')[1]);
      const head = await header();
      const member = memberRow(cusId) ?? {};
      expect(within(head).getAllByText(cusId).length).toBeGreaterThan(0);
      expect(within(head).getByText(String(member.nickname))).toBeInTheDocument();
      expect(await call(requests, 'POST', new RegExp(`^/api/member/${cusId}$`), false)).toBeDefined();

      const stats = await screen.findByTestId('member-statistics');
      await call(requests, 'GET', new RegExp(`^/api/member/statistic/${cusId}$`));
      const paid = [...rowsOf('order'), ...rowsOf('reserveOrder'), ...rowsOf('subscribeOrder')].filter(
        (row) => row.cusId === cusId && row.orderStatus !== 'CANCELED',
      );
      await waitFor(() => expect(within(stats).getByText(formatWon(paid.reduce((sum, row) => sum + Number(row.payAmt), 0)))).toBeInTheDocument());

      const stampCall = await call(requests, 'GET', new RegExp(`^/api/member/${cusId}/stamp$`));
      expect(stampCall.search).toBe('?page=1&size=20');
      // besides the first tab, only the newest memos shown at the top (issue 32)
      expect(calls(requests, 'GET', new RegExp(`^/api/member/${cusId}/(?!stamp)`)).map((entry) => entry.path + entry.search)).toEqual([
        `/api/member/${cusId}/memo?page=1&size=2`,
      ]);
      expect(await paragraphTotal()).toBe(`총 ${formatNumber(countOf('stamp', cusId))}건`);
    },
    LONG,
  );

  it(
    'walks the nine sub-tabs in Korean, each asked when opened, with 총 N건 from totalCnt, paged on the server',
    async () => {
      const busy = aMember((member) => countOf('stamp', String(member.cusId)) > 20);
      const cusId = String(busy.cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      await header();
      const tabs = await screen.findByRole('tablist', { name: '회원 이력' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([TAB_LABELS[0], '주문', ...TAB_LABELS.slice(1), '변경 이력']); // 주문: the three order lists (memberOrders.test.tsx); 변경 이력: changeHistory.test.tsx

      expect(await paragraphTotal()).toBe(`총 ${countOf('stamp', cusId)}건`);
      await user.click(screen.getByRole('button', { name: '다음 페이지로 이동' }));
      expect((await call(requests, 'GET', new RegExp(`^/api/member/${cusId}/stamp$`))).search).toBe('?page=2&size=20');

      for (const [index, label] of TAB_LABELS.entries()) {
        if (index === 0) continue;
        await user.click(within(tabs).getByRole('tab', { name: label }));
        expect(within(tabs).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
        const tabCall = await call(requests, 'GET', new RegExp(`^/api/member/${cusId}/${TAB_PATHS[index]}$`));
        expect(tabCall.search).toBe('?page=1&size=20');
      }
      await user.click(screen.getByRole('combobox', { name: /페이지당 행 수/ }));
      await user.click(await screen.findByRole('option', { name: '50' }));
      await waitFor(() => expect(calls(requests, 'GET', new RegExp(`^/api/member/${cusId}/login$`)).at(-1)?.search).toBe('?page=1&size=50'));
      const loginTotal = (await screen.findByTestId('paged-total')).textContent;
      expect(loginTotal).toMatch(/^총 \d+건$/);
      expect(new Set(calls(requests, 'GET', new RegExp(`^/api/member/${cusId}/[a-z_]+$`)).map((entry) => entry.path.split('/').at(-1)))).toEqual(
        new Set(TAB_PATHS),
      );
    },
    LONG,
  );

  it('opens on the tab and page of the URL, and shows the coupons the /coupon screen lists', async () => {
    const owner = aMember((member) => countOf('coupon', String(member.cusId)) > 1);
    const cusId = String(owner.cusId);
    const { requests } = await renderScreen(`/member/${cusId}/show?tab=coupon&page=1&size=20`);
    await header();
    expect(screen.getByRole('tab', { name: '쿠폰' })).toHaveAttribute('aria-selected', 'true');
    await call(requests, 'GET', new RegExp(`^/api/member/${cusId}/coupon$`));
    expect(calls(requests, 'GET', new RegExp(`^/api/member/${cusId}/stamp$`))).toEqual([]);
    expect(await paragraphTotal()).toBe(`총 ${countOf('coupon', cusId)}건`);
    const table = screen.getByRole('table', { name: '쿠폰' });
    const names = rowsOf('coupon')
      .filter((row) => row.cusId === cusId)
      .map((row) => String(row.couponName));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(20, names.length) + 1));
    expect(within(table).getAllByText(names[0]).length).toBeGreaterThan(0);
  });

  it('links a member number of another screen to the detail without reading the member, and /member/create is not found', async () => {
    // every order, not the day the order list opens on (issue 13)
    const { user, requests } = await renderScreen('/order?filter=%7B%7D');
    const rows = await listRows();
    const link = within(rows[0]).getAllByRole('link')[0];
    const cusId = link.textContent ?? '';
    expect(cusId).toMatch(/^\d{6}$/);
    expect(calls(requests, 'POST', /^\/api\/member\//)).toEqual([]);
    await user.click(link);
    await header();
    expect(calls(requests, 'POST', new RegExp(`^/api/member/${cusId}$`))).toHaveLength(1);
  });

  it('answers /member/create with the not-found page, asking the server nothing', async () => {
    const { requests } = await renderScreen('/member/create');
    expect(await screen.findByText('접근 권한이 없습니다.')).toBeInTheDocument();
    expect(calls(requests, 'POST', /^\/api\/member\//)).toEqual([]);
  });
});
