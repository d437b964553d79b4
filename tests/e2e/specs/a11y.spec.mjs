// @ts-check
/**
 * Accessibility (issue 16 item 5): axe-core finds no serious or critical violation on the sign-in
 * page, the dashboard, a list, an edit form, the member detail, the code tree (/code: its links
 * named with their visible 수정, its group list) and a store's form (the read-only coordinates'
 * helper text).
 */
import assert from 'node:assert/strict';
import { seriousViolations } from '../lib/axe.mjs';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';

e2e(
  'axe: no serious or critical violation on sign-in, dashboard, a list, an edit form, the member detail, /code and a store form',
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
    await visit('/notice/1', () => page.getByRole('button', { name: '저장' }).waitFor());
    await visit('/member/100004/show', () => page.getByTestId('member-header').waitFor());
    await visit('/code', () => page.locator('tr[data-code]').first().waitFor());
    await visit('/storeManage/ST0001', () => page.getByRole('button', { name: '좌표 찾기' }).waitFor());
    assert.deepEqual(found, []);
  },
  { timeout: 120_000 },
);
