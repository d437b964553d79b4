// @ts-check
/**
 * Accessibility (issue 16 item 5): axe-core finds no serious or critical violation on the sign-in
 * page, the dashboard, a list, an edit form, the member detail, the code tree (/code: its links
 * named with their visible 수정, its group list) and a store's form (the read-only coordinates'
 * helper text); and, found by a crawl of every route in stop 34: a list with a row selected (the
 * bulk bar's 삭제 and 상태 변경), a prepaid card (분실 신고), an eDream case (its status chip) and an
 * account's partly granted menus (checkboxes in the mixed state).
 */
import assert from 'node:assert/strict';
import { seriousViolations } from '../lib/axe.mjs';
import { e2e } from '../lib/harness.mjs';
import { logOut } from './auth-steps.mjs';
import { HQ_MASTER, navigateInApp, QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';

e2e(
  'axe: no serious or critical violation on sign-in, dashboard, a list (and with a row selected), an edit form, the member detail, /code, a store form, a prepaid card, an eDream case and an account’s grants',
  async ({ page, watch }) => {
    /** @type {string[]} */
    const found = [];
    const check = async (/** @type {string} */ where) => found.push(...(await seriousViolations(page)).map((line) => `${where}: ${line}`));

    await page.goto('/login');
    await page.getByRole('button', { name: '로그인' }).waitFor();
    await check('/login');

    await signIn(page, HQ_MASTER, QA_PASSWORD);
    await settled(page, watch);
    await check('/dashboard');

    /** @param {string} path @param {() => Promise<void>} ready */
    const visit = async (path, ready) => {
      await page.goto(path);
      await ready();
      await settled(page, watch);
      await check(path);
    };
    await visit('/notice', () => page.locator('table tbody tr').first().waitFor());
    await visit('/notice/1', () => page.getByRole('button', { name: '저장', exact: true }).waitFor());
    await visit('/member/100004/show', () => page.getByTestId('member-header').waitFor());
    await visit('/code', () => page.locator('tr[data-code]').first().waitFor());
    await visit('/storeManage/ST0001', () => page.getByRole('button', { name: '좌표 찾기' }).waitFor());

    await page.goto('/notice');
    await page.locator('table tbody tr').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: '상태 변경' }).waitFor();
    await check('/notice (a row selected)');
    await page.goto(`/prepayCard?filter=${encodeURIComponent(JSON.stringify({ cusId: '100004' }))}`);
    await page.locator('table tbody tr').first().getByRole('link').first().click();
    await page.getByRole('button', { name: '분실 신고' }).waitFor();
    await settled(page, watch);
    await check(page.url());
    await visit('/eDream/1/show', () => page.getByTestId('edream-stamps').waitFor());
    // a store owner's account (its id holds a dot), the first the list shows: the seed decides which
    await visit('/user', () => page.locator('table tbody tr').first().waitFor());
    const owner = (
      await page
        .locator('table tbody tr td')
        .filter({ hasText: /^store\./ })
        .first()
        .innerText()
    ).trim();
    await visit(`/user/${owner}`, () => page.locator('input[type="checkbox"]:indeterminate').first().waitFor({ state: 'attached' }));
    assert.deepEqual(found, []);
  },
  { timeout: 120_000 },
);

e2e(
  'axe in dark mode, on both sites: the sign-in page, the dashboard (its comparison table) and a list with a row selected',
  async ({ page, watch, baseURL }) => {
    /** @type {string[]} */
    const found = [];
    const check = async (/** @type {string} */ where) => found.push(...(await seriousViolations(page)).map((line) => `${where}: ${line}`));
    const store = new URL(baseURL);
    store.hostname = 'store.localhost';
    // a store owner's dashboard is its landing, without the tables
    for (const [site, origin, account, landing, list] of [
      ['본사', baseURL, HQ_MASTER, '[data-testid="dashboard-members-rows"]', '/notice'],
      ['점주', store.origin, 'store.owner1', '#main-content h2, #main-content p', '/reserveRequest'],
    ]) {
      await page.goto(new URL('/login', origin).href);
      await signIn(page, account, QA_PASSWORD);
      await settled(page, watch);
      // the operator's own switch, remembered per browser (and per host)
      await page.getByRole('button', { name: '어두운 화면으로 전환' }).click();
      await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(22, 25, 28)');
      await page.locator(landing).first().waitFor();
      await settled(page, watch);
      await check(`${site} dark /dashboard`);
      await navigateInApp(page, list);
      await page.locator('table tbody tr').first().getByRole('checkbox').check();
      await page.locator('.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)').waitFor();
      await check(`${site} dark ${list} (a row selected)`);
      // signed out, the sign-in page keeps the mode
      await logOut(page);
      await page.locator('input[name="adminId"]').waitFor();
      await check(`${site} dark /login`);
    }
    assert.deepEqual(found, []);
  },
  { timeout: 120_000 },
);
