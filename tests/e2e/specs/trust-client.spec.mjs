// @ts-check
/**
 * The client's trust rules in Chromium (issue 11 items 7 and 8): unsaved input survives a 401
 * (the session ended on the server behind the console's back: reload, /login) and comes back on
 * the same form after the next sign-in, never with a password in storage; the idle sign-out,
 * shortened through the demo build's `?idleMs=` override, warns first, '연장' keeps the session,
 * and no answer signs out with its notice.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, QA_PASSWORD, signIn, waitForSettled } from '../lib/helpers.mjs';
import { assertNoPasswordStored, countDocuments, pathOf, submitLogin, takeExpectedProblems, waitForDocuments } from './auth-steps.mjs';

/** What Chromium logs for the 401 of the save, and the refusal react-admin reports in the console. */
const EXPECTED_401_LOGS = /status of 401|HttpError|로그인이 필요합니다/;

e2e('a draft survives a forced 401 and comes back on the same form after sign-in', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/notice/1');
  const title = page.locator('input[name="title"]');
  await title.waitFor();
  await waitForSettled(page, watch);
  const original = await title.inputValue();
  const draft = `세션이 끊기기 전 초안 ${Date.now().toString(36).slice(-4)}`;
  await title.fill(draft);

  // The server ends the session behind the console's back; the save then meets a 401.
  await page.evaluate(() => fetch('/api/auth/signout'));
  const documents = countDocuments(page);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await waitForDocuments(page, documents, 1);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await page.locator('input[name="adminId"]').waitFor();
  await waitForSettled(page, watch);
  assert.equal(documents.documents, 1, 'the 401 reloaded the console once');
  await assertNoPasswordStored(page, [QA_PASSWORD]);

  await submitLogin(page, HQ_MASTER, QA_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/notice/1', { timeout: 20_000 });
  await page.getByTestId('draft-notice').filter({ hasText: '저장하지 않은 내용을 복원했습니다.' }).waitFor();
  // the draft is put into the form once the record is in, a render after the notice shows
  await page.waitForFunction((text) => /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="title"]'))?.value === text, draft);
  await assertNoPasswordStored(page, [QA_PASSWORD]);

  await page.getByTestId('draft-notice').getByRole('button', { name: '버리기' }).click();
  await page.waitForFunction((text) => document.querySelector('input[name="title"]')?.getAttribute('value') === text, original);
  const kept = await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('membership.draft:')));
  assert.deepEqual(kept, [], 'no draft after 버리기');
  takeExpectedProblems(watch, EXPECTED_401_LOGS);
});

e2e('idle: a warning first, 연장 keeps the session, no answer signs out with a notice', async ({ page, watch }) => {
  await page.goto('/login?idleMs=9000&idleWarnMs=6000');
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  const warning = page.getByRole('dialog', { name: '자동 로그아웃 안내' });
  await warning.waitFor({ timeout: 15_000 });
  assert.match(await warning.innerText(), /초 후 자동으로 로그아웃됩니다/);
  await warning.getByRole('button', { name: '연장' }).click();
  await warning.waitFor({ state: 'hidden' });
  assert.equal(pathOf(page), '/dashboard', 'still signed in after 연장');

  await warning.waitFor({ timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await page.getByText('장시간 사용하지 않아 자동으로 로그아웃되었습니다.', { exact: false }).waitFor();
  assert.ok(watch.calls(/^GET \/api\/auth\/signout$/).length >= 1, 'the server session was ended too');
  await waitForSettled(page, watch);
});
