// @ts-check
/**
 * JS per page, measured in Chromium:
 *
 * - `firstPageJs`: a cold load of one URL in a fresh context, up to the moment the page is
 *   usable (`ready`); what is requested later, until the network is quiet, is reported apart;
 * - `routesJs`: signed in, a load of every route in a new document (its first visit: the
 *   document requests every module it runs, from the HTTP cache or not, so the cache only makes
 *   the pass faster): its JS, and the part that is its own (beyond what every route loads).
 *   With `deepLinks`, each list's create form and first record are loaded the same way (a
 *   bookmark or a link in a message opens them in a new document).
 */
import { recordJs, summarize } from './jsBytes.mjs';
import { benchRoutes, deepLinksOf, limitDetailPath, openPage, pathOf, settleScreen, signedInPage, waitForSettled } from './session.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./builds.mjs').Build} Build */

/** The login form is interactive: the id field is shown and enabled. @param {Page} page */
export const loginFormReady = (page) =>
  page.waitForFunction(() => {
    const input = /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="adminId"]'));
    return !!input && !input.disabled && input.getClientRects().length > 0;
  });

/** A list shows at least `rows` rows. @param {Page} page @param {number} [rows] */
export const listRowsReady = (page, rows = 1) => page.waitForFunction((n) => document.querySelectorAll('table tbody tr').length >= n, rows, { polling: 'raf' });

/**
 * @param {Browser} browser
 * @param {string} baseURL
 * @param {string} path
 * @param {(page: Page) => Promise<unknown>} ready
 * @param {Build} build
 */
export async function firstPageJs(browser, baseURL, path, ready, build) {
  const { context, page, watch } = await openPage(browser, baseURL);
  try {
    const recorder = recordJs(page);
    await page.goto(path);
    await ready(page);
    recorder.markInteractive();
    await waitForSettled(page, watch, { quietMs: 1_000 });
    const all = await recorder.stop();
    return { ...summarize(all, build, { includeLate: false }), problems: watch.take() };
  } finally {
    await context.close();
  }
}

/**
 * @param {Browser} browser
 * @param {string} baseURL the demo build
 * @param {Build} build
 * @param {{ limit?: number, deepLinks?: boolean, log?: (line: string) => void }} [options]
 */
export async function routesJs(browser, baseURL, build, { limit, deepLinks = false, log = () => undefined } = {}) {
  const { context, page, watch } = await signedInPage(browser, baseURL);
  try {
    /** @type {{ path: string, landed: string, settled: boolean, gzipKb: number, files: { file: string, gzipKb: number }[] }[]} */
    const visits = [];
    const queue = benchRoutes(limit);
    const queued = new Set(queue);
    for (let i = 0; i < queue.length; i += 1) {
      const { gzipKb, files, settled } = await visit(page, watch, queue[i], build);
      visits.push({ path: queue[i], landed: pathOf(page), settled, gzipKb, files });
      const detail = await limitDetailPath(page, queue[i]);
      /** @type {string[]} */
      const next = [];
      for (const path of [detail, ...(deepLinks && settled ? await deepLinksOf(page, queue[i]) : [])])
        if (path !== undefined && !queued.has(path)) next.push(path);
      for (const path of next) queued.add(path);
      queue.splice(i + 1, 0, ...next);
      if ((i + 1) % 25 === 0) log(`  route JS: ${i + 1} of ${queue.length} routes`);
    }
    // What every route loads (entry, frame): the rest of a route's JS is its own.
    const shared = visits.map((v) => new Set(v.files.map((f) => f.file))).reduce((a, b) => new Set([...a].filter((file) => b.has(file))));
    const routes = visits.map(({ files, ...v }) => ({
      ...v,
      ownGzipKb: Math.round(files.filter((f) => !shared.has(f.file)).reduce((sum, f) => sum + f.gzipKb, 0) * 10) / 10,
      ownFiles: files.filter((f) => !shared.has(f.file)).map((f) => f.file),
    }));
    const largest = routes.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a));
    const sharedGzipKb = Math.round((largest.gzipKb - largest.ownGzipKb) * 10) / 10;
    const tied = routes.filter((route) => route.gzipKb === largest.gzipKb).length;
    const unsettled = routes.filter((route) => !route.settled).map((route) => route.path);
    const redirected = routes.filter((route) => route.landed !== route.path).map((route) => `${route.path} → ${route.landed}`);
    return { sharedGzipKb, largest, routesWithLargest: tied, unsettled, redirected, routes, problems: watch.take() };
  } finally {
    await context.close();
  }
}

/**
 * A cold load of `path`, settled; its scripts summed (the mock backend's apart).
 * @param {Page} page
 * @param {import('../../e2e/lib/harness.mjs').PageWatch} watch
 * @param {string} path
 * @param {Build} build
 */
async function visit(page, watch, path, build) {
  const recorder = recordJs(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const settled = await settleScreen(page, watch);
  return { ...summarize(await recorder.stop(), build), settled };
}
