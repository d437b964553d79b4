// @ts-check
/**
 * 저장된 검색 (issue 36 items 3–5) as an operator meets it on the demo build, as hq.master: a
 * filter on /notice saved by 검색 조건 저장 (keyboard only), marked 기본, survives a sign-out and a
 * sign-in (the default applies when /notice opens; the menu lists and applies it); a fresh
 * browser context sees it too. The demo's server is the browser's localStorage (the mock's
 * journal, docs/api.md "Mock persistence"): the fresh context is given the first one's journal,
 * which is what "another browser of the same server" is for the demo; its session is not copied,
 * so it signs in through the form. The menu and 표시 항목 are checked with axe while open.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { seriousViolations } from '../lib/axe.mjs';
import { HQ_MASTER, QA_PASSWORD, settled, signIn, untranslated, visibleText } from '../lib/helpers.mjs';
import { logOut } from './auth-steps.mjs';

const VIEW = '매일 아침 공지';
const JOURNAL_KEYS = ['membership-mock-journal', 'membership-mock-journal-mark'];

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../lib/harness.mjs').PageWatch} PageWatch */

/**
 * Polls `check` until it holds (a state, not a sleep), at most 15 s.
 * @param {Page} page
 * @param {() => boolean} check
 * @param {string} what
 */
async function until(page, check, what) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await page.waitForTimeout(50);
  }
}

/**
 * The list calls of /notice with `title` = `word`.
 * @param {PageWatch} watch
 * @param {string} word
 */
const titled = (watch, word) => watch.apiCalls.filter((call) => call.path === '/api/notice/list' && new URLSearchParams(call.search).get('title') === word);

/** @param {Page} page */
const titleBox = (page) => page.getByRole('search', { name: '검색 조건' }).getByRole('textbox', { name: '제목' });

/**
 * Opens /notice inside the running console and waits for its rows.
 * @param {Page} page
 * @param {PageWatch} watch
 */
async function openNotices(page, watch) {
  await page.goto('/notice');
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  await settled(page, watch);
}

/** A Korean word of the first notice's title. @param {Page} page */
async function aTitleWord(page) {
  const headers = await page.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim() === '제목');
  assert.ok(column >= 0, `a 제목 column among ${headers.join(', ')}`);
  const title = await page.locator('tbody tr').first().locator('th, td').nth(column).innerText();
  const word = /[가-힣]{2,}/.exec(title)?.[0];
  assert.ok(word, `a Korean word in '${title}'`);
  return word;
}

/** @param {Page} page @param {string} where */
async function noSeriousViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `axe: ${where}`);
}

e2e(
  'a saved view survives sign-out and a fresh browser context; its menu and 표시 항목 work by keyboard, axe-clean',
  async ({ page, context, baseURL, watch }) => {
    await signIn(page, HQ_MASTER, QA_PASSWORD);
    await openNotices(page, watch);
    const word = await aTitleWord(page);
    await titleBox(page).fill(word);
    await titleBox(page).press('Enter');
    await until(page, () => titled(watch, word).length > 0, `GET notice/list?title=${word}`);
    await settled(page, watch);

    // 검색 조건 저장 by the keyboard: the button, the name, Enter
    await page.getByRole('button', { name: '검색 조건 저장' }).focus();
    await page.keyboard.press('Enter');
    const save = page.getByRole('dialog', { name: '검색 조건 저장' });
    await save.getByRole('textbox', { name: '이름' }).waitFor();
    await page.keyboard.type(VIEW);
    await page.keyboard.press('Enter');
    await page.getByText('검색 조건이 저장되었습니다.').waitFor();
    await save.waitFor({ state: 'detached' });
    assert.equal(watch.calls(/^POST \/api\/savedView$/).length, 1, 'one POST savedView');

    // 저장된 검색: Enter opens the menu on its first item, axe-clean; Esc closes it
    const menuButton = page.getByRole('button', { name: '저장된 검색', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: '저장된 검색' });
    await menu.getByRole('menuitem', { name: new RegExp(VIEW) }).waitFor();
    await noSeriousViolations(page, '저장된 검색 menu');
    // the last item is 관리: End, Enter
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const manage = page.getByRole('dialog', { name: '저장된 검색 관리' });
    await manage.getByRole('button', { name: `${VIEW} 기본으로 지정` }).waitFor();
    await noSeriousViolations(page, '저장된 검색 관리');
    await manage.getByRole('button', { name: `${VIEW} 기본으로 지정` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('기본 검색 조건으로 지정되었습니다.').waitFor();
    await manage.getByRole('button', { name: `${VIEW} 기본 해제` }).waitFor();
    // the button, disabled while its write was pending, has the focus again
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, `${VIEW} 기본 해제`, { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await manage.waitFor({ state: 'detached' });

    // 표시 항목: Enter opens it, Space hides a column, Esc closes and the focus is back on the button
    const columnsButton = page.getByRole('button', { name: '표시 항목', exact: true });
    await columnsButton.focus();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: '표시 항목' });
    await chooser.getByRole('checkbox', { name: '노출 상태' }).waitFor();
    await noSeriousViolations(page, '표시 항목');
    await chooser.getByRole('checkbox', { name: '노출 상태' }).focus();
    await page.keyboard.press('Space');
    await page.locator('thead th', { hasText: '노출 상태' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    assert.equal(await columnsButton.evaluate((node) => node === document.activeElement), true, 'focus back on 표시 항목');
    assert.deepEqual(untranslated(await visibleText(page)), [], 'no English or raw key');

    // sign out, sign in: the default applies when /notice opens, and the menu still has the view
    await logOut(page);
    await signIn(page, HQ_MASTER, QA_PASSWORD);
    const before = titled(watch, word).length;
    await openNotices(page, watch);
    await until(page, () => titled(watch, word).length > before, 'the default view applied after sign-in');
    assert.equal(await titleBox(page).inputValue(), word);
    await menuButton.click();
    await menu.getByRole('menuitem', { name: new RegExp(VIEW) }).waitFor();
    await page.keyboard.press('Escape');
    await settled(page, watch);

    // a fresh browser context of the same demo server (its journal), signed in by itself
    const stored = await page.evaluate((keys) => keys.map((name) => ({ name, value: localStorage.getItem(name) ?? '' })), JOURNAL_KEYS);
    assert.ok(stored[0].value.includes(VIEW), 'the journal holds the view');
    const browser = context.browser();
    assert.ok(browser);
    const fresh = await browser.newContext({
      baseURL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 1440, height: 900 },
      storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: stored }] },
    });
    try {
      const other = await fresh.newPage();
      watch.attach(other);
      await signIn(other, HQ_MASTER, QA_PASSWORD);
      // (the mock's call announcements are wired to the first context only: the address and the form say what applied)
      await openNotices(other, watch);
      await other.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(word), { timeout: 15_000 });
      await other.waitForFunction((expected) => {
        const box = document.querySelector('[role="search"] input[name="title"]');
        return box instanceof HTMLInputElement && box.value === expected;
      }, word);
      await other.getByRole('button', { name: '저장된 검색', exact: true }).click();
      await other
        .getByRole('menu', { name: '저장된 검색' })
        .getByRole('menuitem', { name: new RegExp(VIEW) })
        .waitFor();
      await other.keyboard.press('Escape');
      await settled(other, watch);
    } finally {
      await fresh.close();
    }
  },
  { timeout: 180_000 },
);
