// @ts-check
/**
 * The session (spec §4, §8, DESIGN §3): the start-up refresh keeps a signed-in tab signed in;
 * the 401 rule with two tabs of one browser (one session per admin: a sign-in in the second tab
 * takes the first tab's session): reset, the expiry notice, exactly one reload; and a server that
 * answers 401 to everything reloads the console at most once.
 *
 * The always-401 server is played at the page's `fetch`: the console's /api calls are answered
 * by MSW inside its service worker, where `page.route` cannot see them (Playwright does not route
 * requests a service worker answers), so a route would never fire. Documents load untouched.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { navigateInApp, QA_PASSWORD, signIn, staysQuiet, waitForSettled } from '../lib/helpers.mjs';
import { countDocuments, EXPIRED, expectLoginMessage, FAILED, pathOf, submitLogin, takeExpectedProblems, waitForDocuments } from './auth-steps.mjs';

/** What dev builds log for a refused call, and what Chromium logs for a 401 response. */
const EXPECTED_401_LOGS = /status of 401|HttpError|새로운 곳에서 로그인이 시도되었습니다|로그인이 필요합니다/;

/**
 * Makes every /api call of the page but the `spared` paths answer 401 (run in the page, now and
 * through addInitScript after any reload).
 * @param {string[]} [spared]
 */
function answer401ToEverything(spared = []) {
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, window.location.href).pathname;
    if (!path.startsWith('/api/') || spared.includes(path)) return original(input, init);
    window.sessionStorage.setItem('e2e-refused', `${window.sessionStorage.getItem('e2e-refused') ?? ''} ${path}`.trim());
    const body = JSON.stringify({ expired: false, msg: '로그인이 필요합니다.' });
    return Promise.resolve(new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }));
  };
}

e2e('a reload keeps the session (start-up refresh); logout ends it', async ({ page, watch }) => {
  await signIn(page, 'hq.viewer1', QA_PASSWORD);
  await page.reload();
  await page.getByTestId('user-menu').filter({ hasText: '최서윤' }).waitFor();
  assert.equal(pathOf(page), '/dashboard');
  assert.ok(watch.calls(/^GET \/api\/auth\/refresh$/).length >= 2);
});

e2e("two tabs: a sign-in in the second takes the first one's session: notice and exactly one reload", async ({ page, context, watch }) => {
  await signIn(page, 'hq.master', QA_PASSWORD);
  const second = await context.newPage();
  await signIn(second, 'hq.master', QA_PASSWORD);

  const first = countDocuments(page);
  await navigateInApp(page, '/notice');
  await waitForDocuments(page, first, 1);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await page.getByTestId('expired-notice').filter({ hasText: EXPIRED }).waitFor();
  await staysQuiet(page, watch);
  assert.equal(first.documents, 1, 'the first tab reloaded exactly once');
  assert.equal(pathOf(page), '/login');

  // the second tab keeps its session
  await second.reload();
  await second.getByTestId('user-menu').filter({ hasText: '김민준' }).waitFor();
  assert.equal(pathOf(second), '/dashboard');

  // signing in again in the first tab takes the session back; the second tab's next call loses it
  await signIn(page, 'hq.master', QA_PASSWORD);
  const other = countDocuments(second);
  await navigateInApp(second, '/faq');
  await waitForDocuments(second, other, 1);
  await second.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await second.getByTestId('expired-notice').filter({ hasText: EXPIRED }).waitFor();
  await staysQuiet(second, watch);
  assert.equal(other.documents, 1, 'the second tab reloaded exactly once');
  takeExpectedProblems(watch, EXPECTED_401_LOGS);
});

e2e('a menu entry whose list call answers 401 expired: the notice after the reload, three times in a row', async ({ page, context, baseURL, watch }) => {
  for (const [round, entry] of ['공지사항', '자주 묻는 질문', '공지사항'].entries()) {
    if (round > 0) await page.evaluate(() => /** @type {any} */ (window).__mock.clearAllFaults());
    await context.addCookies([{ name: 'e2e-slow-document', value: '0', url: baseURL }]);
    await signIn(page, 'hq.master', QA_PASSWORD);
    await waitForSettled(page, watch);
    // Only the list call of the entry says "expired"; from now on the refresh answers a plain 401
    // (signed out), so after the reload the notice can come from nothing but the 401 rule.
    await page.evaluate(
      (path) => {
        const mock = /** @type {any} */ (window).__mock;
        mock.addFault({ kind: '401', pathPattern: '^/api/auth/refresh$' });
        mock.addFault({ kind: '401expired', pathPattern: `^/api/${path}/list`, once: true });
      },
      round === 1 ? 'faq' : 'notice',
    );
    // the reload's page comes as over a real network: the page being left keeps running meanwhile
    await context.addCookies([{ name: 'e2e-slow-document', value: '800', url: baseURL }]);
    const counts = countDocuments(page);
    await page.getByTestId('sidebar-filter').fill(entry);
    await page.getByTestId('sidebar').getByRole('link', { name: entry, exact: true }).click();
    await waitForDocuments(page, counts, 1);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await page.getByTestId('expired-notice').filter({ hasText: EXPIRED }).waitFor({ timeout: 10_000 });
    await staysQuiet(page, watch);
    assert.equal(counts.documents, 1, `round ${round + 1}: one reload`);
    assert.equal(await page.getByTestId('expired-notice').count(), 1, `round ${round + 1}: the notice stays after the reload`);
  }
  takeExpectedProblems(watch, EXPECTED_401_LOGS);
});

e2e('a server answering 401 to everything after sign-in: one reload, then the login form, and no more', async ({ page, watch }) => {
  await signIn(page, 'hq.master', QA_PASSWORD);
  await waitForSettled(page, watch);
  await page.evaluate(answer401ToEverything);
  await page.addInitScript(answer401ToEverything);
  const counts = countDocuments(page);

  await navigateInApp(page, '/notice');
  await waitForDocuments(page, counts, 1);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await page.locator('input[name="adminId"]').waitFor();
  assert.equal(await page.getByTestId('expired-notice').count(), 0, 'no expiry notice: the body did not say expired');

  await submitLogin(page, 'hq.master', QA_PASSWORD); // the sign-in is exempt: a failed sign-in, no reload
  await expectLoginMessage(page, FAILED);
  await navigateInApp(page, '/member');
  await page.waitForURL((url) => url.pathname === '/login');
  await staysQuiet(page, watch);
  assert.equal(counts.documents, 1, 'one reload in all');
  takeExpectedProblems(watch, EXPECTED_401_LOGS);
});

e2e('a server answering 401 to everything from the start: /login, no reload at all', async ({ page, watch }) => {
  await page.addInitScript(answer401ToEverything);
  const counts = countDocuments(page);
  await page.goto('/notice');
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await submitLogin(page, 'hq.master', QA_PASSWORD);
  await expectLoginMessage(page, FAILED);
  await staysQuiet(page, watch);
  assert.equal(counts.documents, 1, 'only the first document');
  takeExpectedProblems(watch, EXPECTED_401_LOGS);
});

e2e('a server refusing every data call while its refresh still answers: one reload, never a loop', async ({ page, watch }) => {
  const spared = ['/api/auth/refresh', '/api/menu/auth'];
  await signIn(page, 'hq.master', QA_PASSWORD);
  await waitForSettled(page, watch); // the dashboard has its data: the first refused call is the list's
  await page.evaluate(answer401ToEverything, spared);
  await page.addInitScript(answer401ToEverything, spared);
  const counts = countDocuments(page);

  await navigateInApp(page, '/notice'); // 401 -> reload; the refresh restores the session; /notice -> 401 again
  await waitForDocuments(page, counts, 1);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await page.locator('input[name="adminId"]').waitFor();
  await staysQuiet(page, watch);
  assert.equal(counts.documents, 1, 'one reload in all');
  const refused = await page.evaluate(() => (window.sessionStorage.getItem('e2e-refused') ?? '').split(' '));
  assert.ok(refused.filter((path) => path === '/api/notice/list').length >= 2, `the list was refused before and after the reload: ${refused.join(', ')}`);
  takeExpectedProblems(watch, EXPECTED_401_LOGS);
});
