// @ts-check
/**
 * Bad-issue stamps (/badIssueStamp, issue 15): an operator cancels two detected issues and takes a
 * member out of detection, each with its count stated and a reason, and sees the rows handled.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The list rows still waiting (미처리). @param {Page} page */
const waiting = (page) => page.locator('table tbody tr').filter({ hasText: '미처리' });

e2e(
  'bad-issue stamps: cancel two detections and except a member, with reasons',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/badIssueStamp');
    await waiting(page).nth(1).waitFor();
    await settled(page, watch);
    assert.ok(watch.calls(/^GET \/api\/badIssueStamp\/daily$/).length >= 1, `daily list: ${watch.calls(/badIssueStamp/)}`);

    // 적립 취소 of the first two waiting rows
    const first = waiting(page).nth(0);
    const second = waiting(page).nth(1);
    const ids = [await first.locator('td.column-id').innerText(), await second.locator('td.column-id').innerText()];
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await page.getByRole('button', { name: '적립 취소' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByText('선택한 2건의 스탬프 적립을 취소합니다.', { exact: false }).waitFor();
    await cancel.getByRole('textbox', { name: /취소 사유/ }).fill('동일 주문 반복 적립');
    await cancel.getByRole('button', { name: '확인' }).click();
    await page.getByText('2건의 적립을 취소하였습니다.').waitFor();
    await cancel.waitFor({ state: 'hidden' });
    await settled(page, watch);
    const sent = watch.calls(/^DELETE \/api\/badIssueStamp$/);
    assert.equal(sent.length, 1, `cancel call: ${sent}`);
    for (const id of ids)
      await page
        .locator('table tbody tr', { has: page.locator('td.column-id', { hasText: new RegExp(`^${id}$`) }) })
        .getByText('적립 취소')
        .waitFor();

    // 탐지 예외 of the next waiting row's member
    const target = waiting(page).nth(0);
    const targetId = await target.locator('td.column-id').innerText();
    await target.getByRole('checkbox').check();
    await page.getByRole('button', { name: '탐지 예외' }).click();
    const except = page.getByRole('dialog');
    await except.getByText('선택한 1건의 회원 1명을', { exact: false }).waitFor();
    await except.getByRole('button', { name: '확인' }).click();
    await except.getByText('예외 사유를 입력해주세요.').waitFor(); // required, nothing sent
    assert.equal(watch.calls(/^POST \/api\/badIssueStamp\/except$/).length, 0);
    await except.getByRole('textbox', { name: /예외 사유/ }).fill('매장 직원 테스트 계정');
    await except.getByRole('button', { name: '확인' }).click();
    await page.getByText('회원 1명을 부정 적립 탐지에서 제외하였습니다.').waitFor();
    await settled(page, watch);
    assert.deepEqual(watch.calls(/^POST \/api\/badIssueStamp\/except$/), ['POST /api/badIssueStamp/except']);
    await page
      .locator('table tbody tr', { has: page.locator('td.column-id', { hasText: new RegExp(`^${targetId}$`) }) })
      .getByText('예외 처리')
      .waitFor();
    watch.assertClean();
  },
  { timeout: 40_000 },
);
