// @ts-check
/**
 * Keyboard only (issue 16 item 5): sign in, find a menu through the sidebar's filter and open it,
 * filter the list, without touching the mouse.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, settled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Presses Tab until the focused element matches `selector` (at most `limit` times). With `shown`,
 * fails when Tab stops on something the operator cannot see (a folded toolbar's button).
 * @param {Page} page @param {string} selector @param {{ limit?: number, shown?: boolean }} [options]
 */
async function tabTo(page, selector, { limit = 40, shown = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await page.evaluate((wanted) => {
      const element = document.activeElement;
      if (!element || element === document.body) return { matches: false, unseen: '' };
      // shown: what is at the middle of its box is the element or inside it (not clipped, covered or hidden)
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const seen = hit !== null && element.contains(hit);
      return { matches: element.matches(wanted), unseen: seen ? '' : `${element.tagName} ${element.textContent?.trim() ?? ''}` };
    }, selector);
    if (shown) assert.equal(focused.unseen, '', `Tab stopped on an element that is not shown: ${focused.unseen}`);
    if (focused.matches) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

e2e('keyboard only: sign in, open 공지사항 through the menu filter, filter the list by title, open a notice', async ({ page, watch }) => {
  await page.goto('/login');
  await page.locator('input[name="adminId"]').waitFor();
  await tabTo(page, 'input[name="adminId"]');
  await page.keyboard.type(HQ_MASTER);
  await tabTo(page, 'input[name="adminPwd"]');
  await page.keyboard.type(QA_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  await settled(page, watch);

  await tabTo(page, '[data-testid="sidebar-filter"]');
  await page.keyboard.type('공지');
  await tabTo(page, 'a[href="/notice"]');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/notice');
  // the list's own search block: until its script has loaded, the dashboard (and its table) stays on screen
  await page.locator('form[role="search"] input[name="title"]').waitFor();
  await page.locator('table tbody tr').first().waitFor();

  await tabTo(page, 'form input[name="title"]');
  await page.keyboard.type('안내');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').title === '안내');
  await settled(page, watch);

  // what a screen reader is told of the table: the column it is sorted by, and each row's checkbox by its notice
  await page.getByRole('columnheader', { name: /^순서/ }).and(page.locator('[aria-sort="ascending"]')).waitFor();
  assert.equal(await page.locator('th[aria-sort]').count(), 1);
  const firstRow = page.locator('table tbody tr').first();
  const title = (await firstRow.locator('td.column-title').innerText()).trim();
  await firstRow.getByRole('checkbox', { name: `${title} 선택`, exact: true }).waitFor();

  // on through the table (the folded bulk bar takes no Tab) to the first row, which Enter opens
  await tabTo(page, 'table tbody tr', { shown: true });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/notice\/\d+$/.test(url.pathname));
  await page.locator('form input[name="title"]').waitFor();
});
