// @ts-check
/**
 * What a QA script does on the console: sign in, reset the mock data, read the screen,
 * wait for a screen to settle, and look for text that is not Korean.
 */

import { PageWatch } from './harness.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** QA accounts (DESIGN §5, docs/qa.md). */
export const QA_PASSWORD = 'Bean2026!!';
export const HQ_MASTER = 'hq.master';

/**
 * Signs in through the login form and waits until the console leaves /login.
 * @param {Page} page
 * @param {string} adminId
 * @param {string} password
 * @returns {Promise<string>} the path the console landed on
 */
export async function signIn(page, adminId, password) {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.locator('input[name="adminId"]').fill(adminId);
  await page.locator('input[name="adminPwd"]').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  // The console is still loading its landing screen: a page.goto() now would leave those requests
  // without an end in the watch (their events may come after the next document), and the next
  // screen would never look settled. Whatever the outcome, what the test checks next decides.
  const watch = PageWatch.of(page);
  if (watch) await waitForSettled(page, watch);
  return new URL(page.url()).pathname;
}

/**
 * Waits until the sidebar has its menu groups: the menu is loaded (a screen opened before that is
 * mounted again once the menu registers the screens).
 * @param {Page} page
 */
const menuLoaded = (page) => page.locator('[data-testid="sidebar"] button[aria-expanded]').first().waitFor({ state: 'attached', timeout: 30_000 });

/**
 * Opens `path` signed in as `adminId`, in one page load: the QA scenario link (`?scenario=`,
 * docs/qa.md) starts the mock with that account's session, so there is no login form and no
 * landing dashboard to load first. For the tests whose subject is a screen; the sign-in itself
 * is tested through the form (signIn, auth-*.spec.mjs). The parameter leaves the address before
 * the console reads it. A path with a dot (`/user/hq.viewer1`) is a file to the static server:
 * open a screen without one, then navigateInApp.
 * @param {Page} page
 * @param {string} adminId
 * @param {string} path where to open, e.g. '/notice' or '/eDream?filter=…'
 * @returns {Promise<string>} the path the console shows once settled
 */
export async function openSignedIn(page, adminId, path) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('scenario', JSON.stringify({ v: 1, account: adminId }));
  await page.goto(url.pathname + url.search);
  await menuLoaded(page);
  const watch = PageWatch.of(page);
  if (watch) await waitForSettled(page, watch);
  return new URL(page.url()).pathname;
}

/**
 * Resets the mock database of the console open in `page` to its seed (window.__mock.reset()).
 * Opens /login first when the page is not on the console yet.
 * @param {Page} page
 */
export async function resetMock(page) {
  if (!page.url().startsWith('http')) await page.goto('/login');
  /** @typedef {Window & { __mock?: { reset(): void } }} MockWindow */
  await page.waitForFunction(() => typeof (/** @type {MockWindow} */ (window).__mock?.reset) === 'function', undefined, { timeout: 15_000 });
  await page.evaluate(() => /** @type {MockWindow} */ (window).__mock?.reset());
}

/**
 * The text a user sees: the rendered text of the body (innerText skips hidden elements and
 * applies CSS text-transform, so an upper-cased English button reads as it shows).
 * @param {Page} page
 */
export function visibleText(page) {
  return page.evaluate(() => document.body.innerText);
}

/**
 * The texts shown as tooltips, placeholders or read to screen readers on visible elements
 * (title, placeholder, aria-label), one per line.
 * @param {Page} page
 */
export function visibleLabels(page) {
  return page.evaluate(() => {
    const out = new Set();
    for (const el of document.querySelectorAll('[title], [placeholder], [aria-label]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      for (const attr of ['title', 'placeholder', 'aria-label']) {
        const value = el.getAttribute(attr);
        if (value) out.add(value);
      }
    }
    return [...out].join('\n');
  });
}

/**
 * Waits until the console has rendered (#root has content), then until the page has had no
 * request in flight for `quietMs` and shows no indeterminate progress indicator (the 3 px bar
 * while react-admin loads, list and button spinners). Before React mounts, the mock service
 * worker starts with no page request in flight: that quiet moment is not "settled".
 * @param {Page} page
 * @param {PageWatch} watch
 * @param {{ quietMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<string | undefined>} undefined once settled, else why the page was still busy after `timeoutMs`
 */
export async function waitForSettled(page, watch, { quietMs = 500, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = 0;
  let busy = '';
  while (Date.now() < deadline) {
    if (watch.pending(page).length) await watch.forgetLoadedAssets(page);
    const inFlight = watch.pending(page);
    busy = inFlight.length
      ? `request(s) in flight: ${inFlight.join(', ')}`
      : await page
          .evaluate(() => {
            if (document.readyState !== 'complete') return `document ${document.readyState}`;
            if (!document.getElementById('root')?.childElementCount) return 'nothing rendered in #root';
            const spinner = [...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')].find((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
            });
            return spinner ? `progress indicator shown: ${spinner.getAttribute('aria-label') ?? spinner.className.split(' ')[0]}` : '';
          })
          .catch((/** @type {Error} */ error) => `page not readable: ${error.message.split('\n')[0]}`);
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return undefined;
    // The poll interval of this state wait, not a wait for time: a request the mock's service
    // worker answers may end with no event (harness.mjs), so "in flight" must be looked at again.
    await page.waitForTimeout(100);
  }
  return `still busy after ${timeoutMs} ms: ${busy || 'settling'}`;
}

/**
 * Opens `path` inside the running console, as a click in the menu would: the router follows a
 * history entry and its popstate. Cheaper than page.goto, which boots the console and its mock again.
 * @param {Page} page
 * @param {string} path
 */
export async function navigateInApp(page, path) {
  // Right after a sign-in the console may still be loading its menu, which registers the screens
  // again and remounts the open one: move once the sidebar has its menu groups. /login has none.
  if (new URL(page.url()).pathname !== '/login') {
    await menuLoaded(page);
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Waits until the page has asked for nothing (no document, script or API call) for `quietMs`:
 * a reload or redirect loop never gets that quiet and fails here. What a fixed sleep before
 * counting navigations used to guess, as a state.
 * @param {Page} page
 * @param {PageWatch} watch
 * @param {number} [quietMs]
 */
export async function staysQuiet(page, watch, quietMs = 1_500) {
  const busy = await waitForSettled(page, watch, { quietMs, timeoutMs: 20_000 });
  if (busy) throw new Error(`${new URL(page.url()).pathname} never became quiet: ${busy}`);
}

/**
 * The calls matching `filter` once the mock has announced at least `count` of them: its
 * announcement comes through a binding, so it may follow the screen's answer to the call.
 * @param {Page} page
 * @param {PageWatch} watch
 * @param {RegExp} filter
 * @param {number} [count]
 */
export async function callsSeen(page, watch, filter, count = 1) {
  const deadline = Date.now() + 10_000;
  // the poll interval of a state wait (as waitForSettled's)
  while (watch.calls(filter).length < count && Date.now() < deadline) await page.waitForTimeout(50);
  return watch.calls(filter);
}

/**
 * waitForSettled that throws when the page does not settle.
 * @param {Page} page
 * @param {PageWatch} watch
 */
export async function settled(page, watch) {
  const busy = await waitForSettled(page, watch);
  if (busy) throw new Error(`${new URL(page.url()).pathname}: ${busy}`);
}

/** A raw message key on screen: ra.action.save, app.login.title, resources.notice.name… */
export const RAW_KEY = /(?<![\w@.-])(ra|app|resources)\.[a-z_]+\.[a-z_.]+/gi;

/** react-admin's English defaults: what shows when a Korean message is missing (STACK.md gotcha 3). */
export const ENGLISH_DEFAULTS = [
  'Export',
  'Create',
  'Add filter',
  'Rows per page',
  'No results found',
  'Save',
  'Delete',
  'Edit',
  'Show',
  'Search',
  'Refresh',
  'Loading',
  'Close',
  'Cancel',
  'Confirm',
  'Error',
  'Not found',
];
const ENGLISH = new RegExp(`\\b(${ENGLISH_DEFAULTS.join('|')})\\b|\\bof \\d+`, 'gi');

/**
 * Finds raw message keys and react-admin English defaults in `text`.
 * @param {string} text
 * @returns {string[]} one entry per offending line, e.g. 'English "EXPORT" in: EXPORT'
 */
export function untranslated(text) {
  const found = [];
  for (const line of text.split('\n')) {
    const shown = line.trim().slice(0, 120);
    for (const match of line.matchAll(RAW_KEY)) found.push(`raw key "${match[0]}" in: ${shown}`);
    // A raw key's last word ('ra.action.save') is not reported again as English.
    for (const match of line.replace(RAW_KEY, ' ').matchAll(ENGLISH)) found.push(`English "${match[0]}" in: ${shown}`);
  }
  return [...new Set(found)];
}

/**
 * Presses the form's 저장 and waits until the console leaves `from`. When it stays, the error
 * names what the screen says instead (field errors, alerts, the notification), not only a timeout.
 * @param {Page} page
 * @param {string} from the form's path
 */
export async function saveAndLeave(page, from) {
  await page.getByRole('button', { name: '저장' }).click();
  try {
    await page.waitForURL((url) => url.pathname !== from, { timeout: 30_000 });
  } catch (error) {
    const said = await page
      .locator('.MuiFormHelperText-root.Mui-error, [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`저장 left ${from} open; the screen says: ${said.filter(Boolean).join(' | ') || '(nothing)'}`, { cause: error });
  }
}
