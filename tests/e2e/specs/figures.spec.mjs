// @ts-check
/**
 * Issue 32 in Chromium: 마감 정산 (/closeCalculate) shows a 합계 row under its table, the server's
 * sums of the whole filter, and they add up (순매출 = 총매출 − 취소 금액). The periods (당월,
 * 전월) and the sums' scope are the component tests' (tests/component/figures/).
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn } from '../lib/helpers.mjs';

/** '13,758,800원' -> 13758800 */
const amount = (/** @type {string} */ text) => Number(text.replace(/[^\d-]/g, ''));

/**
 * The 합계 row's 총매출, 취소 금액 and 순매출, by the table's headers.
 * @param {import('playwright-core').Page} page
 */
async function totals(page) {
  const row = page.getByRole('row', { name: '마감 정산 합계' });
  await row.waitFor();
  const headers = await page.locator('table thead tr').first().locator('th').allTextContents();
  const cells = await row.locator('th, td').allTextContents();
  assert.equal(cells.length, headers.length, 'one 합계 cell under each column');
  assert.equal(cells[0], '합계');
  const at = (/** @type {string} */ header) => cells[headers.indexOf(header)];
  return { total: amount(at('총매출')), cancel: amount(at('취소 금액')), net: amount(at('순매출')) };
}

e2e('figures: 마감 정산 has its 합계 row, and its figures add up', async ({ page }) => {
  await openSignedIn(page, HQ_MASTER, '/closeCalculate');
  const search = page.getByRole('search', { name: '검색 조건' });
  // three months: seeded closings whatever day of the month the run falls on
  await search.getByRole('button', { name: '3개월' }).click();
  await search.getByRole('button', { name: '검색', exact: true }).click();
  await page.locator('table tbody tr').first().waitFor();
  const wide = await totals(page);
  assert.ok(wide.total > 0, `a 총매출 sum: ${JSON.stringify(wide)}`);
  assert.equal(wide.net, wide.total - wide.cancel, `순매출 = 총매출 − 취소 금액: ${JSON.stringify(wide)}`);
  assert.ok(await page.getByRole('row', { name: '마감 정산 합계' }).isVisible(), 'the 합계 row is visible');
});
