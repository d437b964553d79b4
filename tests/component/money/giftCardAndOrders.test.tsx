import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { formatWon } from '@/format';
import { renderScreen } from '../../helpers/renderScreen';
import { call, calls, expectNoDialog, inDialog, LONG, rowsOf, type Row } from './moneyHelpers';

const historyOf = (cardNo: unknown): Row[] =>
  rowsOf('giftCardHistory')
    .filter((row) => row.cardNo === cardNo)
    .sort((a, b) => Number(b.aprvSn) - Number(a.aprvSn));
const grouped = (cardNo: unknown) => String(cardNo).replace(/(\d{4})(?=\d)/g, '$1-');
const historyTable = () => screen.getByRole('table', { name: '승인 내역' });
const historyRows = () => within(historyTable()).getAllByRole('row').slice(1);
// the card's calls and address name it by its opaque key, never its number (issue 34 item 6)
const historyCalls = (log: Parameters<typeof calls>[0], cardNo: unknown) =>
  calls(log, 'GET', new RegExp(`^/api/offlineGiftCard/history/${opaqueKeyOf(cardNo)}$`));

describe('offline gift cards and ongoing orders', () => {
  it(
    'looks a card up by its number typed 4-4-4-4, opens it, pages its history to the end, and starts again at 0 on another card',
    async () => {
      const cards = rowsOf('offlineGiftCard');
      // a card with three pages of approvals, and a short one to switch to
      const long = cards.find((card) => historyOf(card.cardNo).length > 40) ?? {};
      const short = cards.find((card) => historyOf(card.cardNo).length > 1 && historyOf(card.cardNo).length <= 20) ?? {};
      const longHistory = historyOf(long.cardNo);
      const { user, requests, location } = await renderScreen('/offlineGiftCard');
      await call(requests, 'GET', /^\/api\/offlineGiftCard$/, false);

      await user.click(await screen.findByRole('button', { name: '잔액 조회' }, { timeout: 20000 }));
      let box = await inDialog();
      const input = box.getByRole('textbox', { name: '상품권 번호' });
      // numeric keys only, grouped 4-4-4-4 as typed
      await user.type(input, `${String(long.cardNo).slice(0, 6)}ab.-`);
      expect(input).toHaveValue(grouped(String(long.cardNo).slice(0, 6)));
      await user.click(box.getByRole('button', { name: '조회' }));
      expect(box.getByText('상품권 번호 16자리를 입력해주세요.')).toBeInTheDocument();
      expect(calls(requests, 'GET', /^\/api\/offlineGiftCard\/balance$/)).toEqual([]);
      await user.type(input, String(long.cardNo).slice(6));
      expect(input).toHaveValue(grouped(long.cardNo));
      await user.click(box.getByRole('button', { name: '조회' }));
      expect((await call(requests, 'GET', /^\/api\/offlineGiftCard\/balance$/, false)).query.get('cardNo')).toBe(String(long.cardNo));
      expect(await box.findByTestId('gift-balance')).toHaveTextContent(formatWon(long.balanceAmt));
      await user.click(box.getByRole('button', { name: '상세 보기' }));
      await expectNoDialog();

      // the detail (GET /{id}) and the newest page of approvals (nextAprvSn=0)
      await screen.findByTestId('gift-header', {}, { timeout: 20000 });
      await call(requests, 'GET', new RegExp(`^/api/offlineGiftCard/${opaqueKeyOf(long.cardNo)}$`), false);
      expect(location().pathname).toBe(`/offlineGiftCard/${opaqueKeyOf(long.cardNo)}/show`);
      await waitFor(() => expect(historyRows()).toHaveLength(20));
      expect(historyCalls(requests, long.cardNo).map((entry) => entry.query.get('nextAprvSn'))).toEqual(['0']);
      expect(screen.getByTestId('gift-history-count')).toHaveTextContent(`20건 / 총 ${longHistory.length}건`);
      const first = within(historyRows()[0]);
      expect(first.getByText(String(longHistory[0].aprvSn))).toBeInTheDocument();
      expect(first.getByText(formatWon(longHistory[0].balanceAmt))).toBeInTheDocument();
      expect(first.getByText({ USE: '사용', CANCEL: '취소', CHARGE: '충전' }[String(longHistory[0].aprvType)] ?? '')).toBeInTheDocument();

      // '더 보기' appends the page after the last row's serial, until the server says last
      let shown = 20;
      while (shown < longHistory.length) {
        const serial = String(longHistory[shown - 1].aprvSn);
        await user.click(screen.getByRole('button', { name: '더 보기' }));
        shown = Math.min(shown + 20, longHistory.length);
        await waitFor(() => expect(historyRows()).toHaveLength(shown));
        expect(historyCalls(requests, long.cardNo).at(-1)?.query.get('nextAprvSn')).toBe(serial);
      }
      expect(within(historyRows().at(-1) as HTMLElement).getByText('충전')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
      expect(screen.getByText('마지막 승인 내역까지 모두 불러왔습니다.')).toBeInTheDocument();

      // another card: its first page replaces the list, asked from 0 again
      await user.click(screen.getByRole('button', { name: '잔액 조회' }));
      box = await inDialog();
      await user.type(box.getByRole('textbox', { name: '상품권 번호' }), String(short.cardNo));
      await user.click(box.getByRole('button', { name: '조회' }));
      await user.click(await box.findByRole('button', { name: '상세 보기' }));
      await expectNoDialog();
      await waitFor(() => expect(historyRows()).toHaveLength(historyOf(short.cardNo).length));
      expect(historyCalls(requests, short.cardNo).map((entry) => entry.query.get('nextAprvSn'))).toEqual(['0']);
      expect(within(historyTable()).queryByText(String(longHistory[0].aprvSn))).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'opens an order list on today and sends period=ing with the order type on 진행중 and 검색',
    async () => {
      const { user, requests } = await renderScreen('/order');
      const group = await screen.findByRole('group', { name: '주문일시 기간' }, { timeout: 20000 });
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
      const opened = await call(requests, 'GET', /^\/api\/order$/, false);
      expect(JSON.parse(opened.query.get('filter') ?? '{}')).toMatchObject({ orderDtFrom: today, orderDtTo: today });
      expect(within(group).getByRole('button', { name: '오늘' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(group).getByRole('button', { name: '진행중' }));
      await user.click(screen.getByRole('button', { name: '검색' }));
      await waitFor(() => expect(calls(requests, 'GET', /^\/api\/order$/).some((entry) => entry.query.get('filter')?.includes('"ing"'))).toBe(true));
      const ongoing = calls(requests, 'GET', /^\/api\/order$/)
        .filter((entry) => entry.query.get('filter')?.includes('"ing"'))
        .at(-1);
      const filter = JSON.parse(ongoing?.query.get('filter') ?? '{}') as Row;
      expect(filter).toMatchObject({ period: 'ing', orderType: 'ORDER' });
      expect(filter).not.toHaveProperty('orderDtFrom');
      expect(within(group).getByRole('button', { name: '진행중' })).toHaveAttribute('aria-pressed', 'true');
      // only orders still in progress are listed
      const live = db
        .collection('order', 'orderNo')
        .all()
        .filter((row) => ['PAID', 'ACCEPTED', 'MAKING', 'READY'].includes(String(row.orderStatus)));
      expect(live.length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getAllByText(/^(결제 완료|주문 접수|제조 중|제조 완료)$/).length).toBeGreaterThan(0));
      expect(screen.queryByText('수령 완료')).not.toBeInTheDocument();
    },
    LONG,
  );
});
