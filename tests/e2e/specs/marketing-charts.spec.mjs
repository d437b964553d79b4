// @ts-check
/**
 * Issue 15 item 8 in Chromium: a statistics list draws its reply's graphList above the table
 * (lazy recharts), with Korean series names and a won tooltip; a settlement summary stacks by choice.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn } from '../lib/helpers.mjs';

e2e('statistics: /sales draws its chart from graphList, /paymentTypeStats stacks by pay method', async ({ page }) => {
  await openSignedIn(page, HQ_MASTER, '/sales');
  // recharts comes when the chart is asked for (issue 35)
  await page.locator('table tbody tr').first().waitFor();
  assert.equal(await page.getByRole('figure').count(), 0, 'no chart before 그래프 보기');
  await page.getByRole('button', { name: '그래프 보기' }).click();
  const chart = page.getByRole('figure', { name: '매출 통계 차트' });
  await chart.locator('.recharts-line').first().waitFor();
  assert.equal(await chart.locator('.recharts-line').count(), 2, 'two lines: 총매출 and 순매출');
  const legend = await chart.locator('.recharts-legend-wrapper li').allTextContents();
  assert.deepEqual(legend.toSorted(), ['순매출', '총매출']);
  assert.ok((await chart.textContent())?.includes('금액(원)'), 'the y axis is named in Korean');
  const box = await chart.locator('.recharts-wrapper').boundingBox();
  assert.ok(box && box.width > 200 && box.height > 100, `the chart has a size: ${JSON.stringify(box)}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await chart.locator('.recharts-tooltip-wrapper').getByText(/원$/).first().waitFor();
  await page.locator('table tbody tr').first().waitFor();

  await page.goto('/paymentTypeStats');
  await page.getByRole('button', { name: '그래프 보기' }).click();
  const stacked = page.getByRole('figure', { name: '결제 수단별 정산 현황 차트' });
  await stacked.locator('.recharts-bar').first().waitFor();
  assert.ok((await stacked.locator('.recharts-bar').count()) >= 2, 'one stack per pay method');

  // the choice stays with the screen: /sales opened again shows its chart at once
  await page.goto('/sales');
  await page.getByRole('figure', { name: '매출 통계 차트' }).locator('.recharts-line').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '그래프 닫기' }).getAttribute('aria-expanded'), 'true');
});
