// @ts-check
/**
 * 결재 (issue 37 item 2) as two admins use it, on the demo build: hq.master combines a member's two
 * cards (111,000원, under the combine's 300,000원) and asks to refund them: over 100,000원 the
 * refund becomes a request ('결재 대기' on the card, the balance unchanged); hq.approver1 signs in,
 * opens the request in 결재함 and approves it: the refund runs (the card's balance is 0원).
 * Member 100133 holds two normal cards, 52,000원 (main) and 59,000원 (the seed; docs/qa.md).
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';
import { logOut } from './auth-steps.mjs';

/** @typedef {import('playwright-core').Page} Page */

const MEMBER = '100133';
const APPROVER = 'hq.approver1';

/** @param {Page} page */
const balance = (page) => page.getByTestId('prepay-balance');
/** @param {Page} page */
const dialog = (page) => page.getByRole('dialog');

e2e(
  'approval: a refund over 100,000원 by hq.master waits (balance unchanged); hq.approver1 approves it in 결재함 and it is refunded',
  async ({ page, watch }) => {
    await signIn(page, HQ_MASTER, QA_PASSWORD);
    await page.goto(`/prepayCard?filter=${encodeURIComponent(JSON.stringify({ cusId: MEMBER }))}`);
    await page.locator('table tbody tr', { hasText: '52,000원' }).getByRole('link').first().click();
    await page.waitForURL(/\/prepayCard\/K[0-9a-f]{16}\/show/);
    const cardPath = new URL(page.url()).pathname;
    await balance(page).getByText('52,000원', { exact: true }).waitFor();
    await settled(page, watch);

    // 111,000원 on one card: a combine under its threshold runs at once
    await page.getByRole('button', { name: '카드 통합' }).click();
    await dialog(page)
      .getByRole('checkbox', { name: /잔액 59,000원/ })
      .check();
    await dialog(page).getByRole('button', { name: '다음' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('카드가 통합되었습니다.').waitFor();
    await balance(page).getByText('111,000원', { exact: true }).waitFor();
    await settled(page, watch);

    await page.getByRole('button', { name: '환불', exact: true }).click();
    await dialog(page)
      .getByTestId('approval-needed')
      .getByText(/결재가 필요합니다/)
      .waitFor();
    await dialog(page)
      .getByRole('combobox', { name: /환불 은행/ })
      .click();
    await page.getByRole('option', { name: '신한은행' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /계좌번호/ })
      .fill('1101234567890');
    await dialog(page)
      .getByRole('textbox', { name: /예금주/ })
      .fill('박서윤');
    await dialog(page)
      .getByRole('textbox', { name: /요청 사유/ })
      .fill('고객 해지 요청');
    await dialog(page).getByRole('button', { name: '다음' }).click();
    await dialog(page).getByText('선불카드 환불 111,000원의 결재를 요청합니다. 승인자가 승인하면 그때 처리됩니다.').waitFor();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('결재 요청이 등록되었습니다.').waitFor();
    await page
      .getByTestId('approval-notice')
      .getByText(/^결재 대기: 선불카드 환불 111,000원 · 요청 hq\.master/)
      .waitFor();
    await balance(page).getByText('111,000원', { exact: true }).waitFor();
    assert.equal(watch.calls(/^POST \/api\/prepayCard\/prepayCardRefund$/).length, 0, 'the refund is not sent');
    assert.deepEqual(watch.calls(/^POST \/api\/approval$/), ['POST /api/approval']);
    await settled(page, watch);

    await logOut(page);
    await signIn(page, APPROVER, QA_PASSWORD);
    await page.goto('/approval');
    const row = page.locator('table tbody tr', { hasText: '고객 해지 요청' });
    await row.getByText('대기', { exact: true }).waitFor();
    assert.ok(await row.getByText('111,000원').isVisible());
    assert.ok(await row.getByText('hq.master · 김민준').isVisible());
    await row.getByText('고객 해지 요청').click();
    await page.getByTestId('approval-state').getByText('대기').waitFor();
    await settled(page, watch);
    await page.getByRole('button', { name: '승인', exact: true }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('승인되었습니다. 환불 처리되었습니다.').waitFor();
    await page.getByTestId('approval-state').getByText('승인').waitFor();
    assert.equal(watch.calls(/^POST \/api\/approval\/\d+\/approve$/).length, 1);
    await settled(page, watch);

    await page.goto(cardPath);
    await balance(page).getByText('0원', { exact: true }).waitFor();
    await page
      .getByTestId('approval-notice')
      .getByText(/^결재 승인: 선불카드 환불 111,000원 · 승인 hq\.approver1/)
      .waitFor();
  },
  { timeout: 120_000 },
);
