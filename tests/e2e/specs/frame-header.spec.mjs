// @ts-check
/**
 * The console frame's header (spec §2 "Common frame", §1) in Chromium, as hq.master: the logo
 * back to /dashboard, the user dropdown (name, 정보 수정, 로그아웃), the scroll-to-top button,
 * the dark mode remembered in this browser, the 3 px progress bar while requests are in flight.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, QA_PASSWORD, signIn, waitForSettled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The computed background colour of the page body. @param {Page} page */
const bodyBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

e2e('header: the logo leads to /dashboard; the user dropdown shows the name, 정보 수정 and 로그아웃', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/notice');
  await waitForSettled(page, watch);
  const logo = page.getByTestId('logo');
  assert.equal(await logo.getAttribute('href'), '/dashboard');
  assert.match(await logo.innerText(), /멤버십 관리 시스템/);
  await logo.click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('page-title').getByText('대시보드', { exact: true }).waitFor();

  const userMenu = page.getByTestId('user-menu');
  assert.equal((await userMenu.innerText()).trim(), '김민준');
  await userMenu.click();
  assert.deepEqual(await page.getByRole('menuitem').allInnerTexts(), ['정보 수정', '로그아웃']);
  await page.getByRole('menuitem', { name: '정보 수정' }).click();
  await page.waitForURL('**/profile');
  await page.locator('input[name="adminEmail"]').waitFor();

  await userMenu.click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
  await page.locator('input[name="adminId"]').waitFor();
  assert.ok(watch.calls(/^GET \/api\/auth\/signout$/).length >= 1, `calls: ${watch.calls(/\/api\/auth/)}`);
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});

e2e('header: the scroll-to-top button appears once the page is scrolled and brings it back up', async ({ page, watch }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  // a page longer than the window (a list fits the window: its table scrolls inside itself)
  await openSignedIn(page, HQ_MASTER, '/dashboard');
  await waitForSettled(page, watch);
  const button = page.getByTestId('scroll-top');
  assert.equal(await button.isVisible(), false);
  // the window itself scrolled (a wheel over the table may scroll the table instead)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 300);
  await button.waitFor({ state: 'visible' });
  assert.equal(await button.getAttribute('aria-label'), '맨 위로');
  assert.equal((await page.locator('header').first().boundingBox())?.y, 0, 'the header stays fixed');
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await button.waitFor({ state: 'hidden' });
});

e2e('theme: teal and light by default; dark mode is remembered in this browser, across a reload and a new sign-in', async ({ page }) => {
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  const header = page.locator('header').first();
  assert.equal(await header.evaluate((element) => getComputedStyle(element).backgroundColor), 'rgb(0, 121, 107)'); // teal[700] (4.5:1 with white, issue 16)
  assert.equal(await header.evaluate((element) => getComputedStyle(element).backgroundImage), 'none'); // gradient off
  assert.match(await page.evaluate(() => getComputedStyle(document.body).fontFamily), /^Pretendard, "Noto Sans KR"/);
  const light = await bodyBackground(page);

  await page.getByTestId('dark-mode').click();
  await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
  const dark = await bodyBackground(page);
  await page.reload();
  await page.getByTestId('sidebar').waitFor();
  assert.equal(await bodyBackground(page), dark);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  assert.equal(await bodyBackground(page), dark, 'dark after signing in again');
  await page.getByTestId('dark-mode').click();
  await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor === before, light);
});

e2e('progress bar: 3 px at the top while requests are in flight', async ({ page, watch }) => {
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  await waitForSettled(page, watch);
  await page.evaluate(() => /** @type {any} */ (window).__mock.setFaults({ latencyMs: 1500 }));
  await page.getByTestId('sidebar-filter').fill('공지사항');
  await page.getByTestId('sidebar').getByRole('link', { name: '공지사항' }).click();
  // Read the box in the page in the same task that finds the bar: between two requests the bar
  // may detach and come back, so a separate boundingBox() call can miss it.
  const handle = await page.waitForFunction(() => {
    const bar = document.querySelector('[data-testid="progress-bar"]');
    const rect = bar?.getBoundingClientRect();
    return rect && rect.height > 0 ? [rect.x, rect.y, rect.height, rect.width] : null;
  });
  assert.deepEqual(await handle.jsonValue(), [0, 0, 3, 1440]);
  await page.getByTestId('progress-bar').waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(() => /** @type {any} */ (window).__mock.clearFaults());
});
