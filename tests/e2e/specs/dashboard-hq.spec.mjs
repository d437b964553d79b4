// @ts-check
/**
 * The dashboard as hq.master (spec §2 "Dashboard", §7, §8, §9): the periods asked in Korea time,
 * values on screen, the level chart drawn, the stamp toggle, the sample download saved under the
 * server's Korean name, its failure message, and recharts loaded with the dashboard only.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, signIn, untranslated, visibleLabels, visibleText, waitForSettled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The query the console must send today: every period anchored on yesterday in Seoul. */
function expectedQuery(now = new Date()) {
  const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = seoul.split('-').map(Number);
  const yesterday = new Date(Date.UTC(year, month - 1, day - 1));
  const ymd = (/** @type {Date} */ d) => d.toISOString().slice(0, 10);
  const monthStart = (/** @type {number} */ back) => new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth() - back, 1));
  return {
    startDt: ymd(monthStart(0)),
    endDt: ymd(yesterday),
    prevStartDt: ymd(monthStart(1)),
    prevEndDt: ymd(new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), 0))),
    levelStartMonth: ymd(monthStart(2)).slice(0, 7),
  };
}

/**
 * Starts recording the scripts of `page` whose URL names recharts or the chart module (the
 * Performance buffer keeps only 250 entries: a dev server loads more modules than that).
 * @param {Page} page
 */
function recordChartScripts(page) {
  /** @type {string[]} */
  const seen = [];
  page.on('request', (request) => {
    if (/recharts|LevelChart/i.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** @param {Page} page @param {import('../lib/harness.mjs').PageWatch} watch */
async function openDashboard(page, watch) {
  const chartScripts = recordChartScripts(page);
  await page.goto('/login');
  await page.locator('input[name="adminId"]').waitFor();
  await waitForSettled(page, watch);
  assert.deepEqual(chartScripts, [], 'recharts must not load on the sign-in page');
  assert.equal(await signIn(page, HQ_MASTER, QA_PASSWORD), '/dashboard');
  await page.getByTestId('dashboard-members-rows').waitFor({ timeout: 20_000 });
  await waitForSettled(page, watch);
  return chartScripts;
}

e2e('dashboard as hq.master: periods, values, chart, stamp toggle, Korean only', async ({ page, watch }) => {
  const chartScripts = await openDashboard(page, watch);

  const calls = watch.apiCalls.filter((call) => call.method === 'GET' && call.path === '/api/dashboard');
  assert.equal(calls.length, 1, `one dashboard call: ${watch.calls(/dashboard/)}`);
  assert.deepEqual(Object.fromEntries(new URLSearchParams(calls[0].search)), expectedQuery());
  assert.equal(calls[0].status, 200);

  const total = await page.getByTestId('dashboard-members-rows').locator('tr[data-key="TOTAL_CNT"] td').allInnerTexts();
  assert.equal(total.length, 3);
  assert.match(total[0], /^\d{1,3}(,\d{3})+$/);
  assert.match(total[2], /^[+-]?\d{1,3}(,\d{3})*$/);
  const amount = await page.getByTestId('dashboard-payments-rows').locator('tr[data-key="QR"] td').nth(2).innerText();
  assert.match(amount, /^\d{1,3}(,\d{3})+원$/);
  assert.match(await page.getByTestId('dashboard-periods').innerText(), /당월 누적: \d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}|전월: .* · 전전월: /);

  // the counts show first; recharts comes with 그래프 보기 (issue 35), and the choice stays
  await page.getByTestId('dashboard-level-counts').waitFor();
  assert.deepEqual(chartScripts, [], 'recharts must not load before 그래프 보기');
  await page.getByTestId('dashboard-levels').getByRole('button', { name: '그래프 보기' }).click();
  const chart = page.getByTestId('dashboard-level-chart');
  await chart.locator('svg.recharts-surface').first().waitFor();
  assert.equal(await chart.locator('.recharts-bar-rectangle path').count(), 9, 'three stacked bars of three series');
  const box = await chart.locator('.recharts-bar-rectangle path').first().boundingBox();
  assert.ok(box && box.width > 10 && box.height > 0, `bars have a size: ${JSON.stringify(box)}`);
  assert.deepEqual(await chart.locator('.recharts-legend-wrapper li').allInnerTexts(), ['블루', '화이트', '웰컴']);
  assert.deepEqual(await chart.locator('.recharts-yAxis-tick-labels text').allTextContents(), ['0%', '20%', '40%', '60%', '80%', '100%']);
  for (const label of (await chart.locator('.recharts-label-list text').allTextContents()).filter(Boolean)) {
    assert.ok(Number.parseInt(label, 10) >= 10, `label ${label} under 10 %`);
  }
  assert.ok(chartScripts.length > 0, 'the chart loaded recharts');

  const stamps = page.getByTestId('dashboard-stamps');
  await stamps.getByTestId('dashboard-stamps-issued').getByText('주문 적립').waitFor();
  await stamps.getByRole('radio', { name: '사용' }).check();
  await stamps.getByTestId('dashboard-stamps-used').getByText('쿠폰 전환 합계').waitFor();
  assert.equal(await stamps.getByTestId('dashboard-stamps-issued').count(), 0);
  await stamps.getByRole('radio', { name: '적립' }).check();
  await stamps.getByTestId('dashboard-stamps-issued').waitFor();

  assert.deepEqual(untranslated(`${await visibleText(page)}\n${await visibleLabels(page)}`), []);
  assert.doesNotMatch(await visibleText(page), /\b(Blue|White|Welcome|NaN|undefined)\b/);
});

e2e("dashboard sample download saves the server's Korean file name; a failure says so", async ({ page, watch }) => {
  await openDashboard(page, watch);
  const button = page.getByTestId('dashboard-sample-download');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.equal(download.suggestedFilename(), '대시보드_샘플양식.csv');
  const content = await readFile(/** @type {string} */ (await download.path()), 'utf8');
  // a blank form that says so (its figures are the dashboard's to copy), then its header row
  assert.match(content, /^\uFEFF빈 양식입니다\..*\r\n구분,항목/);
  assert.deepEqual(watch.calls(/dashboard\/download/), ['POST /api/dashboard/download']);

  await page.evaluate(() => {
    /** @typedef {{ __mock: { setFaults: (faults: { status500: boolean, pathPattern: string }) => void } }} MockWindow */
    /** @type {MockWindow} */ (/** @type {unknown} */ (window)).__mock.setFaults({ status500: true, pathPattern: '^/api/dashboard/download' });
  });
  await button.click();
  await page.getByText('다운로드에 실패하였습니다.').waitFor();
  const problems = watch.take();
  assert.ok(
    problems.every((problem) => /500|HttpError|다운로드|일시적인 오류/.test(problem)),
    `only the injected failure: ${problems.join('\n')}`,
  );
  assert.equal(await page.getByTestId('dashboard-members-rows').count(), 1, 'the dashboard stays');
});
