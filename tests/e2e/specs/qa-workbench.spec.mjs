// @ts-check
/**
 * The QA workbench of the demo build (issue 17): a 500 injected on one API family reaches a
 * screen of that family as its Korean message, the call log shows the failed call, and once the
 * fault is removed the screen's '다시 시도' brings the list back, without a page reload.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, signIn } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Opens a route of the console as a link would, in the same page (the call log lives in memory). @param {Page} page @param {string} path */
async function navigate(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

e2e(
  'QA workbench: a 500 on the content family, seen on the notice list and in the call log, removed, recovered by 다시 시도',
  async ({ page, watch }) => {
    await signIn(page, HQ_MASTER, QA_PASSWORD);
    const workbench = page.getByTestId('qa-workbench');
    await page.getByTestId('qa-open').click();
    await workbench.waitFor();
    await workbench.getByText('현재 계정: hq.master').waitFor();

    await workbench.getByLabel('API 그룹', { exact: true }).selectOption('contentV1');
    assert.equal(await workbench.getByLabel('장애 종류', { exact: true }).inputValue(), '500'); // the default kind
    await workbench.getByRole('button', { name: '추가', exact: true }).click();
    await workbench.getByTestId('qa-fault').filter({ hasText: '500 서버 오류 · contentV1' }).waitFor();
    await page.keyboard.press('Escape');
    await workbench.waitFor({ state: 'hidden' });

    await navigate(page, '/notice');
    const failure = page.getByTestId('load-failure');
    await failure.waitFor({ timeout: 20_000 });
    assert.match(await failure.innerText(), /일시적인 오류가 발생했습니다\. 잠시 후 다시 시도해주세요\./);
    assert.ok(watch.calls(/^GET \/api\/notice\/list$/).length >= 1, `the list was asked: ${watch.calls(/notice/)}`);

    // the call log: the failed call, its status and the server's reply
    await page.keyboard.press('Control+Shift+KeyQ');
    await workbench.waitFor();
    const failed = workbench.getByTestId('qa-call').filter({ hasText: '/api/notice/list' }).filter({ hasText: '500' }).first();
    await failed.waitFor();
    await failed.click();
    assert.match(await workbench.getByTestId('qa-response-body').innerText(), /일시적인 오류가 발생했습니다/);
    assert.match(await workbench.getByTestId('qa-curl').innerText(), /^curl -X GET 'http:\/\/[^']+\/api\/notice\/list/);

    await workbench.getByRole('button', { name: '해제 f1' }).click();
    await workbench.getByText('적용 중인 장애가 없습니다.').waitFor();
    await workbench.getByRole('button', { name: '닫기' }).click();
    await workbench.waitFor({ state: 'hidden' });

    await failure.getByRole('button', { name: '다시 시도' }).click();
    await page.locator('table tbody tr').first().waitFor();
    assert.equal(await failure.count(), 0, 'the failure is gone');
    const problems = watch.take();
    assert.ok(
      problems.every((problem) => /500|Internal Server Error|HttpError|일시적인 오류/.test(problem)),
      `only the injected failure: ${problems.join('\n')}`,
    );
  },
  { timeout: 45_000 },
);

e2e(
  'QA workbench: a scenario link opens signed in, with its fault, in a fresh browser',
  async ({ page, watch }) => {
    const scenario = { v: 1, account: HQ_MASTER, faults: [{ id: 'f1', kind: '500', family: 'member' }] };
    await page.goto(`/member?scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
    await page.getByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.').first().waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/member', 'signed in by the link, no sign-in page');
    assert.ok(watch.calls(/^GET \/api\/member\/list$/).length >= 1, `the list was asked: ${watch.calls(/member/)}`);
    await page.getByTestId('qa-open').click();
    await page.getByTestId('qa-workbench').getByText('현재 계정: hq.master').waitFor();
    await page.getByTestId('qa-fault').filter({ hasText: '500 서버 오류 · member' }).waitFor();
    const problems = watch.take();
    assert.ok(
      problems.every((problem) => /500|Internal Server Error|HttpError|일시적인 오류/.test(problem)),
      `only the injected failure: ${problems.join('\n')}`,
    );
  },
  { timeout: 30_000 },
);
