// @ts-check
/**
 * Browser sessions of the bench, on the e2e harness's pieces (PageWatch, signIn,
 * waitForSettled, the spec route list): a page in a fresh context like an e2e test's, a page
 * signed in as hq.master (every menu), the routes to visit, a CDP session.
 */
import { PageWatch } from '../../e2e/lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, signIn, waitForSettled } from '../../e2e/lib/helpers.mjs';
import { LIMIT_SCREENS, readSpecRoutes, UNCODED_ROUTES } from '../../e2e/lib/routes.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ context: import('playwright-core').BrowserContext, page: Page, watch: PageWatch }} Session */

export { waitForSettled };

/**
 * A page in a fresh context (own cache, storage, service worker), as the e2e tests open it.
 * @param {Browser} browser
 * @param {string} baseURL
 * @returns {Promise<Session>}
 */
export async function openPage(browser, baseURL) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const watch = new PageWatch();
  watch.attach(page);
  return { context, page, watch };
}

/**
 * A page of the demo build signed in as hq.master, settled on the screen it landed on.
 * @param {Browser} browser
 * @param {string} baseURL
 */
export async function signedInPage(browser, baseURL) {
  const session = await openPage(browser, baseURL);
  await signIn(session.page, HQ_MASTER, QA_PASSWORD);
  await waitForSettled(session.page, session.watch);
  return session;
}

/**
 * The signed-in routes, as the e2e crawl visits them: /dashboard, /profile, /pwdChange, then
 * the permissioned routes of spec §2 (a limit screen's detail route is found on its list:
 * see `limitDetailPath`). `limit` keeps the first n (a quick run).
 * @param {number} [limit]
 */
export function benchRoutes(limit = Infinity) {
  return [...UNCODED_ROUTES, ...readSpecRoutes().map((route) => route.path)].slice(0, limit);
}

/**
 * On a limit screen's list, the path of its first detail route (`/orderLimit/123`).
 * @param {Page} page
 * @param {string} path the route just visited
 * @returns {Promise<string | undefined>}
 */
export async function limitDetailPath(page, path) {
  const name = LIMIT_SCREENS.find((screen) => path === `/${screen}`);
  if (!name) return undefined;
  const href = await page
    .locator(`a[href^="/${name}/"]:not([href$="/create"])`)
    .first()
    .getAttribute('href', { timeout: 1_000 })
    .catch(() => null);
  if (href) return href;
  // Rows open their detail on click: the route takes the row's store id.
  const storeId = await page
    .locator('table tbody tr td.column-storeId')
    .first()
    .innerText({ timeout: 2_000 })
    .catch(() => '');
  return storeId.trim() ? `/${name}/${encodeURIComponent(storeId.trim())}` : undefined;
}

/**
 * The deep links a list leads to, each to be loaded in a new document: its create form (the
 * list's own `…/create` link) and its first record (the path a click on the first row opens).
 * @param {Page} page a list just settled at `path`
 * @param {string} path
 * @returns {Promise<string[]>}
 */
export async function deepLinksOf(page, path) {
  /** @type {string[]} */
  const found = [];
  const create = await page
    .locator(`a[href="${path}/create"]`)
    .first()
    .getAttribute('href', { timeout: 300 })
    .catch(() => null);
  if (create) found.push(create);
  const row = page.locator('table tbody tr[tabindex="0"]').first();
  if ((await row.count()) > 0) {
    const before = pathOf(page);
    await row.click({ timeout: 2_000 }).catch(() => undefined);
    const opened = await page
      .waitForURL((url) => url.pathname !== before, { timeout: 3_000 })
      .then(() => pathOf(page))
      .catch(() => undefined);
    if (opened && opened.startsWith(`${path}/`)) found.push(opened);
  }
  return found;
}

/**
 * What waitForSettled answered means settled: it returns nothing (or true, as it did before)
 * when the page settled, and what kept it busy (or false) when it did not.
 * @param {unknown} answer
 */
const isSettled = (answer) => answer === undefined || answer === true;

/**
 * Waits until the route's screen is on the page, not just quiet: on a loaded machine the
 * network can be quiet for a while before a lazy screen is even requested. Inside the frame,
 * the content area holds more than the page header and no loading screen (react-admin's
 * Loading, shown while a screen's script loads); a frameless page (/pwdChange) shows a field.
 * Then the page settles (waitForSettled). A screen still loading after two rounds is
 * reported as such: returns false.
 * @param {Page} page
 * @param {import('../../e2e/lib/harness.mjs').PageWatch} watch
 */
export async function settleScreen(page, watch) {
  for (let round = 0; round < 2; round += 1) {
    const shown = await page
      .waitForFunction(
        () => {
          const main = document.getElementById('main-content');
          if (!main) return document.querySelector('input, textarea') !== null;
          return main.querySelectorAll('*').length > 40 && !main.querySelector('.RaLoading-root');
        },
        undefined,
        { timeout: 15_000, polling: 100 },
      )
      .then(() => true)
      .catch(() => false);
    if (shown && isSettled(await waitForSettled(page, watch, { quietMs: 300 }))) return true;
  }
  return false;
}

/**
 * A CDP session on `page` (heap, cache control).
 * @param {Page} page
 */
export function cdpOf(page) {
  return page.context().newCDPSession(page);
}

/** The path `page` is on. @param {Page} page */
export const pathOf = (page) => new URL(page.url()).pathname;
