import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { josa } from '@/validation/josa';
import { maskCard } from '@/format';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { renderScreen } from '../../helpers/renderScreen';
import { call, calls, cardRow, changeCard, dialogUnderConfirmation, expectNoDialog, inDialog, LONG, memberCards } from './moneyHelpers';

const header = () => screen.findByTestId('prepay-header', {}, { timeout: 20000 });
const balanceShows = async (text: string) => waitFor(() => expect(screen.getByTestId('prepay-balance')).toHaveTextContent(text));

describe('prepaid-card writes', () => {
  it(
    'sets the main card, then combines the member’s other cards into it with the summed balance previewed',
    async () => {
      const [, second, third] = memberCards();
      const cardNo = String(second.cardNo);
      const { user, requests } = await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show`);
      await header();
      await balanceShows('25,000원');

      await user.click(screen.getByRole('button', { name: '대표카드 설정' }));
      let box = await inDialog();
      expect(box.getByText(`카드 ${josa(maskCard(cardNo), '을/를')} 대표카드로 설정하시겠습니까? 지금의 대표카드는 일반 카드로 바뀝니다.`)).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      expect((await call(requests, 'POST', /^\/api\/prepayCard\/prepaySetMainCard$/)).body).toEqual({ cusId: '100004', cardNo });
      expect(await screen.findByText('대표카드로 설정되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(within(screen.getByTestId('prepay-header')).getByText('대표카드')).toBeInTheDocument());
      await expectNoDialog(); // the confirmation's closing transition hides the page from the accessibility tree
      expect(screen.getByRole('button', { name: '대표카드 설정' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: '카드 통합' }));
      box = await inDialog();
      expect((await call(requests, 'GET', /^\/api\/prepayCard\/prepayCardCombineList$/, false)).search).toBe(`?cusId=100004&cardKey=${opaqueKeyOf(cardNo)}`);
      await user.click(box.getByRole('button', { name: '다음' }));
      expect(box.getByText('통합할 카드를 선택해주세요.')).toBeInTheDocument();
      const choices = box.getAllByRole('checkbox');
      expect(choices).toHaveLength(2);
      await user.click(box.getByRole('checkbox', { name: `${maskCard(third.cardNo)} · 잔액 40,000원` }));
      expect(box.getByTestId('combine-preview')).toHaveTextContent('통합 후 잔액: 이 카드 25,000원 + 선택한 카드 1장 40,000원 = 65,000원');
      await user.click(box.getByRole('button', { name: '다음' }));
      box = await inDialog();
      expect(box.getByText(/선택한 카드 1장의 잔액 40,000원을 카드 .*로 옮겨 잔액이 65,000원이 됩니다\. 옮긴 카드는 통합 해지되어/)).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      expect((await call(requests, 'POST', /^\/api\/prepayCard\/prepayCardCombineUpdate$/)).body).toEqual({
        cusId: '100004',
        toCardNo: cardNo,
        fromCardNos: [third.cardNo],
      });
      expect(await screen.findByText('카드가 통합되었습니다.')).toBeInTheDocument();
      await balanceShows('65,000원');
      expect(cardRow(third.cardNo)).toMatchObject({ cardStatus: 'COMBINED', balanceAmt: 0, combinedTo: cardNo });
      // the history of the card combined away stays its own; this card got the balance as one row
      await waitFor(() => expect(within(screen.getByRole('table', { name: '이용 내역' })).getAllByText('통합 입금')).toHaveLength(1));
    },
    LONG,
  );

  it(
    'shows each refusal of the server in its dialog, which stays open with its input: a card lost meanwhile, no balance left, lost or refunded cards to combine, a refunded card made main',
    async () => {
      const [, card, other] = memberCards();
      const cardNo = String(card.cardNo);
      const { user, requests } = await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show`);
      await header();
      await balanceShows('25,000원');

      // combine: the card chosen is reported lost, then refunded, before the confirmation
      await user.click(screen.getByRole('button', { name: '카드 통합' }));
      let box = await inDialog();
      const choice = await box.findByRole('checkbox', { name: new RegExp(maskCard(other.cardNo).replace(/\*/g, '\\*')) });
      await user.click(choice);
      await user.click(box.getByRole('button', { name: '다음' }));
      changeCard(other.cardNo, { cardStatus: 'LOST' });
      await user.click(await (await inDialog()).findByRole('button', { name: '확인' }));
      box = await inDialog();
      expect(await box.findByText('분실 신고된 카드는 통합할 수 없습니다.')).toBeInTheDocument();
      changeCard(other.cardNo, { cardStatus: 'REFUNDED', balanceAmt: 0 });
      await user.click(box.getByRole('button', { name: '확인' }));
      expect(await box.findByText('환불된 카드는 통합할 수 없습니다.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '취소' }));
      box = await dialogUnderConfirmation();
      expect(box.getByText('환불된 카드는 통합할 수 없습니다.')).toBeInTheDocument();
      expect(box.getByRole('checkbox', { checked: true })).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '취소' }));
      await expectNoDialog();

      // refund: the card is reported lost elsewhere while the operator fills the account
      await user.click(screen.getByRole('button', { name: '환불' }));
      box = await inDialog();
      await user.click(box.getByRole('combobox', { name: /환불 은행/ }));
      await user.click(await screen.findByRole('option', { name: 'KB국민은행' }));
      await user.type(box.getByRole('textbox', { name: /계좌번호/ }), '12345678901');
      await user.type(box.getByRole('textbox', { name: /예금주/ }), '박서윤');
      await user.click(box.getByRole('button', { name: '다음' }));
      changeCard(cardNo, { cardStatus: 'LOST' });
      await user.click(await (await inDialog()).findByRole('button', { name: '확인' }));
      box = await inDialog();
      expect(await box.findByText('분실 신고된 카드입니다. 분실 카드 환불 확인 후 다시 시도해주세요.')).toBeInTheDocument();
      const sent = await call(requests, 'POST', /^\/api\/prepayCard\/prepayCardRefund$/);
      expect(sent.body).not.toHaveProperty('lostConfirmYn');
      await user.click(box.getByRole('button', { name: '취소' }));
      // back in the form, the input kept; the card read again now asks for the lost-card confirmation
      box = await dialogUnderConfirmation();
      expect(box.getByRole('textbox', { name: /계좌번호/ })).toHaveValue('12345678901');
      expect(box.getByRole('textbox', { name: /예금주/ })).toHaveValue('박서윤');
      const confirmLost = await box.findByRole('checkbox', { name: '분실 신고된 카드의 환불이며 본인 확인을 마쳤습니다.' });

      // …and meanwhile the balance was spent at a store: nothing left to refund
      await user.click(confirmLost);
      await user.click(box.getByRole('button', { name: '다음' }));
      const confirmRefund = await (await inDialog()).findByRole('button', { name: '확인' });
      // spent after the form was checked and before the confirmation: only the server can tell
      changeCard(cardNo, { cardStatus: 'NORMAL', balanceAmt: 0 });
      await user.click(confirmRefund);
      box = await inDialog();
      expect(await box.findByText('환불할 잔액이 없습니다.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '취소' }));
      await user.click((await dialogUnderConfirmation()).getByRole('button', { name: '취소' }));
      await expectNoDialog();

      // main card: refunded elsewhere before the confirmation
      await waitFor(() => expect(screen.getByRole('button', { name: '대표카드 설정' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: '대표카드 설정' }));
      changeCard(cardNo, { cardStatus: 'REFUNDED' });
      box = await inDialog();
      await user.click(box.getByRole('button', { name: '확인' }));
      expect(await box.findByText('환불된 카드는 대표카드로 설정할 수 없습니다.')).toBeInTheDocument();
      // the card read again: the button behind the dialog is disabled, the dialog and its message stay
      await waitFor(() => expect(screen.getByRole('button', { name: '대표카드 설정', hidden: true })).toBeDisabled());
      expect(box.getByText('환불된 카드는 대표카드로 설정할 수 없습니다.')).toBeInTheDocument();
      expect(calls(requests, 'POST', /^\/api\/prepayCard\/prepaySetMainCard$/)).toHaveLength(1);
      expect(cardRow(cardNo)).toMatchObject({ mainCardYn: 'N' });
    },
    LONG,
  );
});
