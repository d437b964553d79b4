// @ts-check
/**
 * Route guards and write rights (spec §4, §6) as hq.viewer1: a screen outside accessMenu goes
 * to /notFound without reading its data or showing an error; create follows authAddYn; a direct
 * URL to a forbidden create or edit shows no form. Also the 403 the mock server answers.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { QA_PASSWORD, signIn, waitForSettled } from '../lib/helpers.mjs';
import { pathOf, takeExpectedProblems } from './auth-steps.mjs';

/** @param {import('playwright-core').Page} page */
const toasts = (page) => page.locator('.MuiSnackbar-root').allInnerTexts();

e2e('viewer: a screen outside its menu is /notFound with the Korean 404 and a link home, and nothing is read', async ({ page, watch }) => {
  await signIn(page, 'hq.viewer1', QA_PASSWORD);
  for (const path of ['/guide', '/code', '/pushSend']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/notFound', { timeout: 30_000 });
  }
  await page.getByText('페이지를 찾을 수 없습니다...').waitFor();
  await page.getByText('요청하신 페이지가 존재하지 않습니다.').waitFor();
  await waitForSettled(page, watch);
  assert.deepEqual(watch.calls(/^GET \/api\/(guide|code\/list|pushSend)/), [], 'a denied screen asks the server for nothing');
  assert.deepEqual(await toasts(page), [], 'and shows no error');

  await page.getByRole('link', { name: '홈으로' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
});

e2e('viewer: 등록 only where authAddYn is on; a forbidden create URL shows no form, an edit URL without 수정 opens read-only', async ({ page, watch }) => {
  await signIn(page, 'hq.viewer1', QA_PASSWORD);
  await page.goto('/notice');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: '등록' }).waitFor();

  await page.goto('/faq');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await waitForSettled(page, watch);
  assert.equal(await page.getByRole('link', { name: '등록' }).count(), 0, 'no create button on /faq (authAddYn 0)');

  // a row of /faq opens the read-only detail: the viewer may not modify it
  await page.locator('table tbody tr').first().click();
  await page.waitForURL((url) => /^\/faq\/[^/]+\/show$/.test(url.pathname), { timeout: 30_000 });
  assert.equal(await waitForSettled(page, watch), undefined, 'the detail has read its record'); // before counting the reads

  const before = watch.calls(/^GET \/api\/faq\//).length;
  await page.goto('/faq/create');
  await page.waitForURL((url) => url.pathname === '/notFound', { timeout: 30_000 });
  assert.equal(await waitForSettled(page, watch), undefined, '/notFound has settled'); // a read it caused would be on record
  assert.equal(await page.locator('form input[name="title"]').count(), 0, '/faq/create shows no form');
  assert.equal(watch.calls(/^GET \/api\/faq\//).length, before, 'a forbidden create reads no record');

  // without 수정 the edit URL opens the same record read-only (issue 14, docs/permissions.md)
  await page.goto('/faq/1');
  await page.getByText('수정 권한이 없어 조회만 할 수 있습니다.').waitFor({ timeout: 30_000 });
  assert.equal(pathOf(page), '/faq/1');
  assert.ok(await page.locator('form input[name="title"]').isDisabled(), 'the read-only form has disabled inputs');
  assert.equal(await page.getByRole('button', { name: '저장', exact: true }).count(), 0, 'no 저장 without 수정');

  await page.goto('/notice/create');
  await page.locator('form input[name="title"]').waitFor({ timeout: 30_000 });
  assert.equal(pathOf(page), '/notice/create');
});

e2e('the mock server refuses (403) a read of a screen outside the menu', async ({ page, watch }) => {
  await signIn(page, 'hq.viewer1', QA_PASSWORD);
  const statuses = await page.evaluate(async () => {
    const status = async (/** @type {string} */ path) => (await fetch(path)).status;
    return { guide: await status('/api/guide/list'), notice: await status('/api/notice/list'), codes: await status('/api/code/sub/900') };
  });
  assert.deepEqual(statuses, { guide: 403, notice: 200, codes: 200 });
  takeExpectedProblems(watch, /status of 403/);
});

e2e('signed in: an unknown path ends on /dashboard, /login too', async ({ page }) => {
  await signIn(page, 'hq.master', QA_PASSWORD);
  await page.goto('/no/such/screen');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
