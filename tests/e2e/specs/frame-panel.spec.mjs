// @ts-check
/**
 * Panels of the generated screens (spec §2 "Common frame", §9), a lazy screen that fails to load
 * (§8), and the Korean year-month heading of the date pickers (§9), in Chromium as hq.master.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, QA_PASSWORD, signIn, waitForSettled } from '../lib/helpers.mjs';

e2e('panel: expand to full screen, collapse, reload with a 2 s spinner that refetches, remove and open again', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/notice');
  await waitForSettled(page, watch);
  const panel = page.getByTestId('panel');
  assert.equal(await panel.getByRole('heading').innerText(), '공지사항');
  const table = panel.locator('table');
  await table.waitFor();

  await panel.getByRole('button', { name: '전체 화면' }).click();
  assert.deepEqual(await panel.boundingBox(), { x: 0, y: 0, width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('[data-testid="panel"]')?.getAttribute('data-fullscreen') === 'false');

  await panel.getByRole('button', { name: '패널 접기' }).click();
  await table.waitFor({ state: 'hidden' });
  await panel.getByRole('button', { name: '패널 펼치기' }).click();
  await table.waitFor({ state: 'visible' });

  const listCalls = () => watch.calls(/^GET \/api\/notice\/list$/).length;
  const before = listCalls();
  const started = Date.now();
  await panel.getByRole('button', { name: '새로 불러오기' }).click();
  const spinner = panel.getByTestId('panel-reloading');
  await spinner.waitFor({ state: 'visible' });
  await spinner.waitFor({ state: 'detached', timeout: 8_000 });
  const shown = Date.now() - started;
  assert.ok(shown >= 1_900 && shown < 5_000, `spinner shown for ${shown} ms`);
  assert.ok(listCalls() > before, 'the list was fetched again');

  await panel.getByRole('button', { name: '패널 닫기' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByText('패널을 닫았습니다.').waitFor();
  await page.getByRole('button', { name: '다시 열기' }).click();
  await page.getByTestId('panel').locator('table').waitFor();
  await waitForSettled(page, watch);
});

e2e('lazy screen: a script that fails to load shows a Korean message and a reload button, not a blank page', async ({ page, context, watch }) => {
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  // The detail screen's script (GenericShow.tsx in development, assets/GenericShow-*.js in a build).
  const chunk = /\/GenericShow[-.][^/]*$/;
  await context.route(chunk, (route) => route.abort('failed'));
  await page.goto('/notice/1/show');
  const alert = page.getByTestId('chunk-load-failure');
  await alert.waitFor();
  assert.match(await alert.innerText(), /화면을 불러오지 못했습니다\./);
  assert.match(await page.getByTestId('breadcrumb').innerText(), /공지사항/);
  await page.getByTestId('sidebar').waitFor();
  const problems = watch.take();
  assert.ok(
    problems.length > 0 && problems.every((problem) => /GenericShow|ChunkLoadError|ERR_FAILED|Failed to load resource/.test(problem)),
    problems.join('\n'),
  );

  await context.unroute(chunk);
  await alert.getByRole('button', { name: '다시 불러오기' }).click();
  await page.getByTestId('panel').getByRole('heading', { name: '공지사항 상세' }).waitFor({ timeout: 20_000 });
  await waitForSettled(page, watch);
});

e2e('date pickers: the calendar heading reads year then month in Korean', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/notice/create');
  await waitForSettled(page, watch);
  await page.getByRole('button', { name: '게시 시작일 달력' }).click();
  const heading = page.locator('.MuiPickersCalendarHeader-label');
  await heading.waitFor();
  assert.match(await heading.innerText(), /^\d{4}년 \d{1,2}월$/);
  await page.keyboard.press('Escape');
});
