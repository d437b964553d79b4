import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requiresApproval } from '@resources/approvalRules';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { historyEntries } from '@mocks/history';
import { renderScreen, signIn } from '../../helpers/renderScreen';
import { call, calls, cardRow, changeCard, expectNoDialog, inDialog, LONG, memberCards } from './moneyHelpers';
import { cases, header as caseHeader, newestCase } from '../marketing/eDreamHelpers';

/**
 * 결재 (issue 37 item 2) on the real mock: a refund over 100,000원 becomes a request (the balance
 * stays), the mock refuses the same refund sent by hand (403), the requester cannot approve it,
 * an approver's 승인 runs it once (the balance goes to 0), a 반려 keeps the card as it was with its
 * reason; the state shows on the card and in 결재함.
 */
const header = () => screen.findByTestId('prepay-header', {}, { timeout: 20000 });
const balanceShows = async (text: string) => waitFor(() => expect(screen.getByTestId('prepay-balance')).toHaveTextContent(text));
const post = (path: string, json: unknown) =>
  fetch(path, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { result?: string; msg?: string; data?: Record<string, unknown> },
  }));
const account = { bankCode: '088', accountNo: '1101234567890', accountHolder: '박서윤' };

/** hq.master asks for the refund of the card (balance `won`) through its dialog; the request's number. */
async function requestRefund(cardNo: string, won: string, reason: string) {
  const { user, requests, unmount } = await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show`);
  await header();
  await balanceShows(won);
  await user.click(screen.getByRole('button', { name: '환불' }));
  let box = await inDialog();
  expect(box.getByTestId('approval-needed')).toHaveTextContent(
    `선불카드 환불 ${won}은(는) 기준(100,000원 초과)을 넘어 결재가 필요합니다. 요청 사유를 입력하면 결재 요청이 올라가고, 승인되면 처리됩니다.`,
  );
  await user.click(box.getByRole('combobox', { name: /환불 은행/ }));
  await user.click(await screen.findByRole('option', { name: '신한은행' }));
  await user.type(box.getByRole('textbox', { name: /계좌번호/ }), account.accountNo);
  await user.type(box.getByRole('textbox', { name: /예금주/ }), account.accountHolder);
  await user.click(box.getByRole('button', { name: '다음' }));
  expect(box.getByText('요청 사유를 입력해주세요.')).toBeInTheDocument();
  await user.type(box.getByRole('textbox', { name: /요청 사유/ }), reason);
  await user.click(box.getByRole('button', { name: '다음' }));
  box = await inDialog();
  expect(box.getByText(`선불카드 환불 ${won}의 결재를 요청합니다. 승인자가 승인하면 그때 처리됩니다.`)).toBeInTheDocument();
  await user.click(box.getByRole('button', { name: '확인' }));
  const sent = await call(requests, 'POST', /^\/api\/approval$/);
  expect(await screen.findByText('결재 요청이 등록되었습니다.')).toBeInTheDocument();
  await expectNoDialog();
  expect(calls(requests, 'POST', /^\/api\/prepayCard\/prepayCardRefund$/)).toHaveLength(0);
  // the record says so
  expect(await screen.findByTestId('approval-notice')).toHaveTextContent(/^결재 대기: /);
  return { sent, user, requests, unmount };
}

describe('결재 before a large refund', () => {
  it('keeps the thresholds: at 100,000원 a refund runs, over it needs an approval (and the other tasks likewise)', () => {
    expect(requiresApproval('prepayRefund', 100_000)).toBe(false);
    expect(requiresApproval('prepayRefund', 100_001)).toBe(true);
    expect(requiresApproval('prepayCombine', 300_000)).toBe(false);
    expect(requiresApproval('prepayCombine', 300_001)).toBe(true);
    expect(requiresApproval('couponIssue', 1_000)).toBe(false);
    expect(requiresApproval('couponIssue', 1_001)).toBe(true);
    expect(requiresApproval('stampChange', 50)).toBe(false);
    expect(requiresApproval('stampChange', 51)).toBe(true);
  });

  it(
    'refunds a card of exactly 100,000원 at once, without a request',
    async () => {
      const [, , card] = memberCards();
      const cardNo = String(card.cardNo);
      changeCard(cardNo, { balanceAmt: 100_000 });
      const { user, requests } = await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show`);
      await header();
      await balanceShows('100,000원');
      await user.click(screen.getByRole('button', { name: '환불' }));
      let box = await inDialog();
      expect(box.queryByTestId('approval-needed')).toBeNull();
      await user.click(box.getByRole('combobox', { name: /환불 은행/ }));
      await user.click(await screen.findByRole('option', { name: '신한은행' }));
      await user.type(box.getByRole('textbox', { name: /계좌번호/ }), account.accountNo);
      await user.type(box.getByRole('textbox', { name: /예금주/ }), account.accountHolder);
      await user.click(box.getByRole('button', { name: '다음' }));
      box = await inDialog();
      await user.click(box.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('환불 처리되었습니다.')).toBeInTheDocument();
      await balanceShows('0원');
      expect(calls(requests, 'POST', /^\/api\/approval$/)).toHaveLength(0);
    },
    LONG,
  );

  it(
    'turns a refund over 100,000원 into a request (balance unchanged, 결재 대기 on the card); the mock refuses the refund sent by hand (403) and the requester’s own approval (403)',
    async () => {
      const [, , card] = memberCards();
      const cardNo = String(card.cardNo);
      changeCard(cardNo, { balanceAmt: 150_000 });
      const { sent } = await requestRefund(cardNo, '150,000원', '고객 해지 요청');
      expect(sent.body).toEqual({
        task: 'prepayRefund',
        target: opaqueKeyOf(cardNo),
        amount: 150_000,
        reason: '고객 해지 요청',
        call: { method: 'POST', path: 'prepayCard/prepayCardRefund', body: { cusId: '100004', cardNo, refundAmt: 150_000, ...account } },
      });
      expect(cardRow(cardNo)).toMatchObject({ balanceAmt: 150_000, cardStatus: 'NORMAL' });
      expect(await screen.findByTestId('approval-notice')).toHaveTextContent(
        /^결재 대기: 선불카드 환불 150,000원 · 요청 hq\.master · 김민준 · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
      );
      await balanceShows('150,000원');

      // no client can skip it: the same refund sent by hand
      const direct = await post('/api/prepayCard/prepayCardRefund', { cusId: '100004', cardNo, refundAmt: 150_000, ...account });
      expect(direct).toMatchObject({ status: 403, body: { msg: '결재가 필요한 작업입니다. 결재함에서 승인을 받으세요.' } });
      // nor forge the server's run header
      const forged = await fetch('/api/prepayCard/prepayCardRefund', {
        method: 'POST',
        body: JSON.stringify({ cusId: '100004', cardNo, refundAmt: 150_000, ...account }),
        headers: { 'content-type': 'application/json', 'x-approval-run': '1.x.y' },
      });
      expect(forged.status).toBe(403);
      // a second request for the same card while one waits
      const again = await post('/api/approval', {
        task: 'prepayRefund',
        reason: '중복',
        call: { method: 'POST', path: 'prepayCard/prepayCardRefund', body: { cardNo, ...account } },
      });
      expect(again).toMatchObject({ status: 409, body: { msg: '이미 결재 대기 중인 요청이 있습니다.' } });

      const { list } = (await (await fetch(`/api/approval?targetKey=${opaqueKeyOf(cardNo)}`)).json()) as { list: { approvalId: number; state: string }[] };
      const own = await post(`/api/approval/${list[0].approvalId}/approve`, {});
      expect(own).toMatchObject({ status: 403, body: { msg: '본인이 요청한 결재는 승인하거나 반려할 수 없습니다.' } });
      expect(cardRow(cardNo)).toMatchObject({ balanceAmt: 150_000, cardStatus: 'NORMAL' });
    },
    LONG,
  );

  it(
    'lets hq.approver1 approve in 결재함: the refund runs once (balance 0, 변경 이력 by the approver), the request shows 승인 with the result',
    async () => {
      const [, , card] = memberCards();
      const cardNo = String(card.cardNo);
      changeCard(cardNo, { balanceAmt: 150_000 });
      const { unmount } = await requestRefund(cardNo, '150,000원', '고객 해지 요청');
      unmount();

      const { user, requests } = await renderScreen('/approval', { adminId: 'hq.approver1' });
      expect(await screen.findByTestId('approval-thresholds')).toHaveTextContent('선불카드 환불: 환불 금액 100,000원 초과');
      const row = (await screen.findByText('고객 해지 요청', {}, { timeout: 20000 })).closest('tr');
      expect(row).not.toBeNull();
      const cells = within(row as HTMLElement);
      expect(cells.getByText('hq.master · 김민준')).toBeInTheDocument();
      expect(cells.getByText('선불카드 환불')).toBeInTheDocument();
      expect(cells.getByText('150,000원')).toBeInTheDocument();
      expect(cells.getByText('대기')).toBeInTheDocument();
      await user.click(cells.getByText('고객 해지 요청'));
      await waitFor(() => expect(screen.getByTestId('approval-state')).toHaveTextContent('대기'), { timeout: 20000 });
      await user.click(await screen.findByRole('button', { name: '승인' }));
      const box = await inDialog();
      await user.click(box.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('승인되었습니다. 환불 처리되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('approval-state')).toHaveTextContent('승인'));
      expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
      expect(calls(requests, 'POST', /^\/api\/approval\/\d+\/approve$/)).toHaveLength(1);
      expect(cardRow(cardNo)).toMatchObject({ balanceAmt: 0, cardStatus: 'REFUNDED', refundRegId: 'hq.approver1' });
      expect(historyEntries().find((entry) => entry.resource === 'prepayCard' && entry.recordId === cardNo)).toMatchObject({
        action: '환불',
        adminId: 'hq.approver1',
      });
      expect(within(screen.getByRole('table', { name: '처리 이력' })).getByText('실행')).toBeInTheDocument();

      // an approved request runs once
      const id = /\/approval\/(\d+)\/approve$/.exec(calls(requests, 'POST', /^\/api\/approval\/\d+\/approve$/)[0].path)?.[1];
      const twice = await post(`/api/approval/${id}/approve`, {});
      expect(twice).toMatchObject({ status: 409, body: { msg: '이미 처리된 결재입니다.' } });
    },
    LONG,
  );

  it(
    'lets hq.approver1 reject with a required reason: the card keeps its balance, the card shows the rejection and its reason',
    async () => {
      const [, , card] = memberCards();
      const cardNo = String(card.cardNo);
      changeCard(cardNo, { balanceAmt: 150_000 });
      const { unmount } = await requestRefund(cardNo, '150,000원', '고객 해지 요청');
      unmount();
      await signIn('hq.approver1');
      const { list } = (await (await fetch(`/api/approval?targetKey=${opaqueKeyOf(cardNo)}`)).json()) as { list: { approvalId: number }[] };
      const { user } = await renderScreen(`/approval/${list[0].approvalId}/show`, { adminId: 'hq.approver1' });
      await waitFor(() => expect(screen.getByTestId('approval-state')).toHaveTextContent('대기'), { timeout: 20000 });
      await user.click(await screen.findByRole('button', { name: '반려' }));
      const box = await inDialog();
      await user.click(box.getByRole('button', { name: '반려' }));
      expect(box.getByText('반려 사유를 입력해주세요.')).toBeInTheDocument();
      await user.type(box.getByRole('textbox', { name: /반려 사유/ }), '본인 확인 서류 누락');
      await user.click(box.getByRole('button', { name: '반려' }));
      expect(await screen.findByText('반려되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('approval-state')).toHaveTextContent('반려'));
      expect(cardRow(cardNo)).toMatchObject({ balanceAmt: 150_000, cardStatus: 'NORMAL' });
      // a rejected request does not run either
      const after = await post(`/api/approval/${list[0].approvalId}/approve`, {});
      expect(after.status).toBe(409);

      await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show`);
      await header();
      expect(await screen.findByTestId('approval-notice')).toHaveTextContent('결재 반려: 선불카드 환불 150,000원 · 반려 사유: 본인 확인 서류 누락');
      await balanceShows('150,000원');
    },
    LONG,
  );

  it(
    'sends a stamp change of more than 50 as a request (the stamps stay); the mock refuses it by hand; hq.approver1’s approval changes them',
    async () => {
      const id = String(newestCase().id);
      cases().update(id, { stampCnt: 4 });
      const { user, requests } = await renderScreen(`/eDream/${id}/show`);
      await caseHeader();
      await user.click(await screen.findByRole('button', { name: '스탬프 변경' }));
      const box = await inDialog();
      const input = box.getByRole('textbox', { name: /^변경할 스탬프 수/ });
      await user.clear(input);
      await user.paste('54');
      expect(box.queryByTestId('approval-needed')).toBeNull(); // 50 stamps: at the threshold
      await user.clear(input);
      await user.paste('55');
      expect(await box.findByTestId('approval-needed')).toHaveTextContent('스탬프 변경 51개은(는) 기준(50개 초과)을 넘어 결재가 필요합니다.');
      await user.click(box.getByRole('textbox', { name: /변경 사유/ }));
      await user.paste('행사 보상');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/approval$/)).body).toMatchObject({
        task: 'stampChange',
        amount: 51,
        call: { method: 'POST', path: `eDreamSet/stampChange/${id}`, body: { stampCnt: 55, reason: '행사 보상' } },
      });
      expect(await screen.findByText('결재 요청이 등록되었습니다.')).toBeInTheDocument();
      expect(calls(requests, 'POST', /stampChange/)).toHaveLength(0);
      expect(cases().get(id)).toMatchObject({ stampCnt: 4 });
      expect(await post(`/api/eDreamSet/stampChange/${id}`, { stampCnt: 55, reason: '행사 보상' })).toMatchObject({
        status: 403,
        body: { msg: '결재가 필요한 작업입니다. 결재함에서 승인을 받으세요.' },
      });

      await signIn('hq.approver1');
      const { list } = (await (await fetch(`/api/approval?targetKey=eDream:${id}`)).json()) as { list: { approvalId: number; state: string }[] };
      expect(list[0].state).toBe('대기');
      expect(await post(`/api/approval/${list[0].approvalId}/approve`, {})).toMatchObject({
        status: 200,
        body: { msg: '승인되었습니다. 스탬프가 55개로 변경되었습니다.' },
      });
      expect(cases().get(id)).toMatchObject({ stampCnt: 55, modId: 'hq.approver1' });
    },
    LONG,
  );

  it('watches a combine moving over 300,000원 the same way (the mock’s 403, then the approved run)', async () => {
    const [main, , third] = memberCards();
    changeCard(third.cardNo, { balanceAmt: 300_001 });
    const before = Number(main.balanceAmt);
    await signIn('hq.master');
    const combine = { cusId: '100004', toCardNo: main.cardNo, fromCardNos: [third.cardNo] };
    expect(await post('/api/prepayCard/prepayCardCombineUpdate', combine)).toMatchObject({
      status: 403,
      body: { msg: '결재가 필요한 작업입니다. 결재함에서 승인을 받으세요.' },
    });
    const asked = await post('/api/approval', {
      task: 'prepayCombine',
      reason: '카드 정리',
      call: { method: 'POST', path: 'prepayCard/prepayCardCombineUpdate', body: combine },
    });
    expect(asked).toMatchObject({
      status: 200,
      body: { msg: '결재 요청이 등록되었습니다.', data: { amount: 300_001, amountText: '300,001원', state: '대기' } },
    });
    await signIn('hq.approver1');
    const approved = await post(`/api/approval/${String(asked.body.data?.approvalId)}/approve`, {});
    expect(approved).toMatchObject({ status: 200, body: { msg: '승인되었습니다. 카드가 통합되었습니다.' } });
    expect(cardRow(third.cardNo)).toMatchObject({ cardStatus: 'COMBINED', balanceAmt: 0 });
    expect(cardRow(main.cardNo)).toMatchObject({ balanceAmt: before + 300_001 });
    // a request at the threshold is not one
    changeCard(memberCards()[1].cardNo, { balanceAmt: 300_000 });
    await signIn('hq.master');
    expect(
      await post('/api/approval', {
        task: 'prepayCombine',
        reason: '카드 정리',
        call: { method: 'POST', path: 'prepayCard/prepayCardCombineUpdate', body: { ...combine, fromCardNos: [memberCards()[1].cardNo] } },
      }),
    ).toMatchObject({ status: 400, body: { msg: '결재가 필요하지 않은 작업입니다. 바로 처리해주세요.' } });
  });
});
