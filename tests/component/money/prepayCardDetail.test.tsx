import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { server } from '@mocks/node';
import { formatNumber, formatWon, maskCard } from '@/format';
import { renderScreen } from '../../helpers/renderScreen';
import { call, calls, cardRow, expectNoDialog, inDialog, LONG, memberCards, rowsOf } from './moneyHelpers';

const header = () => screen.findByTestId('prepay-header', {}, { timeout: 20000 });
const ledgerOf = (cardNo: unknown) => rowsOf('cardTrade').filter((row) => row.cardNo === cardNo);

describe('prepaid-card detail', () => {
  it(
    'opens from /prepayCard and shows the card, its balance from GET balance, totals, use history, the owner’s cards and lost/refund info',
    async () => {
      const [main, second, third] = memberCards();
      const { user, requests } = await renderScreen('/prepayCard?filter=%7B%22cusId%22%3A%22100004%22%7D');
      const table = await screen.findByRole('table', {}, { timeout: 20000 });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
      const listed = await call(requests, 'GET', /^\/api\/prepayCard\/list$/);
      expect(listed.query.get('cusId')).toBe('100004');
      // the card number is masked in the list and links to the card's detail
      const link = within(table).getByRole('link', { name: maskCard(main.cardNo) });
      expect(link).toHaveAttribute('href', `/prepayCard/${opaqueKeyOf(main.cardNo)}/show`);
      await user.click(link);

      const head = await header();
      expect(within(head).getByText(maskCard(main.cardNo))).toBeInTheDocument();
      expect(within(head).getByText('정상')).toBeInTheDocument();
      expect(within(head).getByText('대표카드')).toBeInTheDocument();
      expect(within(head).getByRole('link', { name: /^100004 / })).toHaveAttribute('href', '/member/100004/show');
      const balance = await call(requests, 'GET', /^\/api\/prepayCard\/balance$/, false);
      expect(balance.search).toBe(`?cardKey=${opaqueKeyOf(main.cardNo)}`);
      await waitFor(() => expect(within(head).getByTestId('prepay-balance')).toHaveTextContent('11,000원'));
      // asked once: the card's route asks when it opens (lazyScreen's prefetch), the header reads that answer
      expect(calls(requests, 'GET', /^\/api\/prepayCard\/balance$/)).toHaveLength(1);
      const ledger = ledgerOf(main.cardNo);
      const total = (type: string) => ledger.filter((row) => row.tradeType === type).reduce((sum, row) => sum + Number(row.tradeAmt), 0);
      expect(within(head).getByTestId('prepay-charged')).toHaveTextContent(formatWon(total('CHARGE')));
      expect(within(head).getByTestId('prepay-used')).toHaveTextContent(formatWon(total('USE') - total('CANCEL')));
      // the full number behind '보기' (logged), with the modify flag
      await user.click(within(head).getByRole('button', { name: '카드번호 보기' }));
      expect((await call(requests, 'POST', /^\/api\/privacy\/reveal$/)).body).toEqual({
        resource: 'prepayCard',
        id: opaqueKeyOf(main.cardNo),
        field: 'cardNo',
      });
      expect(await within(head).findByText(String(main.cardNo).replace(/(\d{4})(?=\d)/g, '$1-'))).toBeInTheDocument();

      const history = await call(requests, 'GET', /^\/api\/prepayCard\/prepayCardUseList$/, false);
      expect(history.search).toBe(`?cardKey=${opaqueKeyOf(main.cardNo)}&page=1&size=20`);
      expect(await screen.findByTestId('paged-total')).toHaveTextContent(`총 ${formatNumber(ledger.length)}건`);
      const newest = [...ledger].sort((a, b) => String(b.aprvDt).localeCompare(String(a.aprvDt)))[0];
      const historyTable = screen.getByRole('table', { name: '이용 내역' });
      expect(within(within(historyTable).getAllByRole('row')[1]).getByText(formatWon(newest.tradeAmt))).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: '회원의 다른 카드' }));
      expect((await call(requests, 'GET', /^\/api\/prepayCard\/prepayCardIdList$/, false)).search).toBe('?cusId=100004');
      const cards = await screen.findByRole('table', { name: '회원의 다른 카드' });
      await waitFor(() => expect(within(cards).getAllByRole('row')).toHaveLength(4));
      expect(within(cards).getByText('현재 카드')).toBeInTheDocument();
      expect(within(cards).getByRole('link', { name: maskCard(second.cardNo) })).toHaveAttribute('href', `/prepayCard/${opaqueKeyOf(second.cardNo)}/show`);
      expect(within(cards).getByText(formatWon(third.balanceAmt))).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: '분실·환불 정보' }));
      expect((await call(requests, 'GET', /^\/api\/prepayCard\/prepayInfoLostAndRefund$/, false)).search).toBe(`?cardKey=${opaqueKeyOf(main.cardNo)}`);
      expect(await screen.findByText('분실 신고 이력이 없습니다.')).toBeInTheDocument();
      expect(screen.getByText('환불 이력이 없습니다.')).toBeInTheDocument();
      expect(calls(requests, 'POST', /^\/api\/prepayCard\//)).toEqual([]);
    },
    LONG,
  );

  it('says no count of the use history before its reply, then 총 N건 with the rows', async () => {
    const [, card] = memberCards();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // answered by the mock's own handler once released (a resolver returning nothing falls through)
    server.use(http.get('/api/prepayCard/prepayCardUseList', () => held.then(() => undefined)));
    const { requests } = await renderScreen(`/prepayCard/${opaqueKeyOf(card.cardNo)}/show`);
    await header();
    await call(requests, 'GET', /^\/api\/prepayCard\/prepayCardUseList$/, false);
    expect(screen.queryByTestId('paged-total')).toBeNull();
    expect(screen.queryByText(/^총 0건$/)).toBeNull();
    release();
    expect(await screen.findByTestId('paged-total')).toHaveTextContent(`총 ${formatNumber(ledgerOf(card.cardNo).length)}건`);
    expect(within(screen.getByRole('table', { name: '이용 내역' })).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it(
    'reports a card lost, then refunds its balance to an account checked on both sides, and shows balance 0 and the refund',
    async () => {
      const [, card] = memberCards();
      const cardNo = String(card.cardNo);
      const { user, requests } = await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show?tab=lostRefund`);
      const head = await header();
      await waitFor(() => expect(within(head).getByTestId('prepay-balance')).toHaveTextContent('25,000원'));

      await user.click(screen.getByRole('button', { name: '분실 신고' }));
      let box = await inDialog();
      expect(box.getByText(/분실 신고하시겠습니까\? .*남은 잔액 25,000원은 환불로 돌려받을 수 있습니다/)).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      expect((await call(requests, 'POST', /^\/api\/prepayCard\/prepayLostUpdate$/)).body).toEqual({ cusId: '100004', cardNo, lostYn: 'Y' });
      expect(await screen.findByText('분실 신고되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await waitFor(() => expect(within(head).getByText('분실 신고')).toBeInTheDocument());
      expect(await within(screen.getByTestId('prepay-lost-info')).findByText('hq.master')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '분실 해제' })).toBeEnabled();
      expect(screen.getByRole('button', { name: '대표카드 설정' })).toBeDisabled();
      expect(screen.getByRole('button', { name: '카드 통합' })).toBeDisabled();
      expect(screen.getByTestId('blocked-note')).toHaveTextContent(
        '분실 신고된 카드는 대표카드 설정과 카드 통합을 할 수 없습니다. 분실 해제 후 다시 시도해주세요.',
      );

      await user.click(screen.getByRole('button', { name: '환불' }));
      box = await inDialog();
      expect(box.getByTestId('refund-amount')).toHaveTextContent('25,000원');
      await waitFor(() => expect(box.getByRole('combobox', { name: /환불 은행/ })).toHaveFocus()); // a form dialog opens on its first field
      expect(box.getByText('콘솔 환불은 수수료 없이 남은 잔액 전액을 돌려드립니다.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '다음' }));
      expect(box.getByText('환불 은행을 선택해주세요.')).toBeInTheDocument();
      expect(box.getByText('계좌번호를 입력해주세요.')).toBeInTheDocument();
      expect(box.getByText('예금주를 입력해주세요.')).toBeInTheDocument();
      expect(box.getByText('분실 카드 환불 확인에 체크해주세요.')).toBeInTheDocument();
      // the focus goes to the first field with a problem; the check box is tied to its message
      await waitFor(() => expect(box.getByRole('combobox', { name: /환불 은행/ })).toHaveFocus());
      const lostCheck = box.getByRole('checkbox', { name: '분실 신고된 카드의 환불이며 본인 확인을 마쳤습니다.' });
      expect(lostCheck).toBeInvalid();
      expect(lostCheck).toHaveAccessibleDescription('분실 카드 환불 확인에 체크해주세요.');
      await user.click(box.getByRole('combobox', { name: /환불 은행/ }));
      await user.click(await screen.findByRole('option', { name: '신한은행' }));
      const account = box.getByRole('textbox', { name: /계좌번호/ });
      await user.type(account, '110-ab-123');
      expect(account).toHaveValue('110123');
      await user.click(box.getByRole('button', { name: '다음' }));
      expect(box.getByText('계좌번호는 숫자 10~14자리로 입력해주세요.')).toBeInTheDocument();
      await waitFor(() => expect(account).toHaveFocus());
      await user.type(account, '4567890');
      await user.type(box.getByRole('textbox', { name: /예금주/ }), '박서윤');
      await user.click(box.getByRole('checkbox', { name: '분실 신고된 카드의 환불이며 본인 확인을 마쳤습니다.' }));
      await user.click(box.getByRole('button', { name: '다음' }));

      box = await inDialog();
      expect(
        box.getByText(
          '25,000원을 신한은행 *********7890 (예금주 박서윤) 계좌로 환불합니다. 환불한 카드는 잔액 0원으로 해지되어 다시 사용할 수 없습니다. 진행하시겠습니까?',
        ),
      ).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      const refund = await call(requests, 'POST', /^\/api\/prepayCard\/prepayCardRefund$/);
      expect(refund.body).toEqual({
        cusId: '100004',
        cardNo,
        refundAmt: 25000,
        bankCode: '088',
        accountNo: '1101234567890',
        accountHolder: '박서윤',
        lostConfirmYn: 'Y',
      });
      expect(await screen.findByText('환불 처리되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await waitFor(() => expect(within(head).getByTestId('prepay-balance')).toHaveTextContent('0원'));
      expect(within(head).getByText('환불 완료')).toBeInTheDocument();
      const info = screen.getByTestId('prepay-refund-info');
      await waitFor(() => expect(within(info).getByText('신한은행 *********7890 (박*윤)')).toBeInTheDocument());
      expect(within(info).getAllByText('25,000원')).toHaveLength(2);
      expect(cardRow(cardNo)).toMatchObject({ cardStatus: 'REFUNDED', balanceAmt: 0 });
      for (const name of ['분실 신고', '환불', '대표카드 설정', '카드 통합']) expect(screen.getByRole('button', { name })).toBeDisabled();
    },
    LONG,
  );
});
