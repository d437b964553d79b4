// @ts-check
/**
 * Steps shared by the auth-*.spec.mjs files (sign-in, session, password, guards): what an
 * operator does on the login form and the user menu, and what the browser keeps in storage.
 * Not a spec file itself (the runner takes `*.spec.mjs` only).
 */
import assert from 'node:assert/strict';
import { errors } from 'playwright-core';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../lib/harness.mjs').PageWatch} PageWatch */

export const FAILED = '아이디와 비밀번호를 확인해주세요.';
export const EXPIRED = '새로운 곳에서 로그인이 시도되었습니다.';

/** @param {Page} page */
export const pathOf = (page) => new URL(page.url()).pathname;

/** @param {Page} page */
export const loginButton = (page) => page.getByRole('button', { name: '로그인', exact: true });

/**
 * Types id and password on /login (opening it when needed) and presses 로그인, without waiting
 * for the outcome.
 * @param {Page} page
 * @param {string} adminId
 * @param {string} password
 */
export async function submitLogin(page, adminId, password) {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await page.locator('input[name="adminId"]').fill(adminId);
  await page.locator('input[name="adminPwd"]').fill(password);
  await loginButton(page).click();
}

/** The text of the login form's message (the role="alert" under the fields). @param {Page} page */
export function loginMessage(page) {
  return page.locator('form [role="alert"]').innerText();
}

/**
 * Waits until the login form's message reads `expected` (a substring).
 * @param {Page} page
 * @param {string} expected
 */
export async function expectLoginMessage(page, expected) {
  const alert = page.locator('form [role="alert"]', { hasText: expected });
  await alert.waitFor({ state: 'visible' });
}

/** Opens the user menu and presses 로그아웃. @param {Page} page */
export async function logOut(page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/**
 * Every value of localStorage and sessionStorage of the page's origin, as 'kind key=value' lines.
 * @param {Page} page
 */
export function storedValues(page) {
  return page.evaluate(() =>
    /** @type {const} */ (['localStorage', 'sessionStorage']).flatMap((kind) => {
      const storage = window[kind];
      return Object.keys(storage).map((key) => `${kind} ${key}=${storage.getItem(key) ?? ''}`);
    }),
  );
}

/**
 * Fails when any password appears in the page's web storage.
 * @param {Page} page
 * @param {string[]} passwords
 */
export async function assertNoPasswordStored(page, passwords) {
  const stored = (await storedValues(page)).join('\n');
  assert.ok(stored.length > 0, 'the storage was read');
  for (const password of passwords) assert.ok(!stored.includes(password), `a password is in web storage: ${password}`);
}

/**
 * Counts main-frame document loads of `page` (the first one and every reload).
 * @param {Page} page
 */
export function countDocuments(page) {
  const counts = { documents: 0 };
  page.on('request', (request) => {
    if (isDocumentLoad(page, request)) counts.documents += 1;
  });
  return counts;
}

/**
 * A main-frame document load of `page`.
 * @param {Page} page
 * @param {import('playwright-core').Request} request
 */
const isDocumentLoad = (page, request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && request.resourceType() === 'document';

/**
 * Waits until `counts` (of countDocuments) reaches `documents`, then until that document loaded.
 * Each document request is awaited as an event: countDocuments' listener, added first, has
 * counted it when the wait ends, and no request can slip between the count check and the wait.
 * @param {Page} page
 * @param {{ documents: number }} counts
 * @param {number} documents
 */
export async function waitForDocuments(page, counts, documents) {
  const deadline = Date.now() + 40_000;
  while (counts.documents < documents && Date.now() < deadline) {
    await page
      .waitForEvent('request', { predicate: (request) => isDocumentLoad(page, request), timeout: Math.max(1, deadline - Date.now()) })
      .catch((/** @type {unknown} */ error) => {
        if (!(error instanceof errors.TimeoutError)) throw error; // the assertion below says what was missing
      });
  }
  assert.ok(counts.documents >= documents, `expected ${documents} document load(s), saw ${counts.documents}`);
  await page.waitForLoadState('load');
}

/**
 * Takes the browser problems the test expects (e.g. Chromium's "Failed to load resource: … 401")
 * and fails on any other.
 * @param {PageWatch} watch
 * @param {RegExp} expected
 */
export function takeExpectedProblems(watch, expected) {
  const unexpected = watch.take().filter((problem) => !expected.test(problem));
  assert.deepEqual(unexpected, [], 'only the expected errors reached the console');
}

/**
 * The visible text of the sidebar (DESIGN §6 `data-testid="sidebar"`).
 * @param {Page} page
 */
export async function sidebarText(page) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor({ state: 'visible' });
  return sidebar.innerText();
}
