// @ts-check
/**
 * Accessibility (issue 16 item 5): axe-core finds no serious or critical violation on the sign-in
 * page, the dashboard, a list, an edit form and the member detail.
 */
import assert from 'node:assert/strict';
import { seriousViolations } from '../lib/axe.mjs';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';

e2e(
  'axe: no serious or critical violation on sign-in, dashboard, a list, an edit form and the member detail',
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
    assert.deepEqual(found, []);
  },
  { timeout: 120_000 },
);
