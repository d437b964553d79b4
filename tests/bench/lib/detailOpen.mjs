// @ts-check
/**
 * The first open of a detail screen in a document, as an operator opens it: on its list, a
 * click on the first row, until the detail shows its record. Three details, each opened from a
 * freshly loaded list (so its script, its data and its first render are all paid): a generic
 * edit screen (/item), and the two bespoke workspaces, the member detail and the prepaid-card
 * detail. Each is opened once to warm the HTTP cache, then `samples` times, in turn; the time is
 * read in the page, from the click to the frame in which the detail shows its record.
 *
 * memberDetailRatio and prepaidDetailRatio: the workspace's median ÷ the generic edit's.
 */
import { settleScreen, signedInPage } from './session.mjs';
import { round, spread } from './stats.mjs';

/**
 * @typedef {object} Detail
 * @property {string} list the list it is opened from
 * @property {RegExp} path the detail's path
 * @property {string} shown a CSS selector of what shows the record, with `text` in it
 * @property {string} text what it contains once the record is in
 */

/** @type {Record<'generic' | 'member' | 'prepaid', Detail>} */
export const DETAILS = {
  generic: { list: '/item', path: /^\/item\/[^/]+$/, shown: '#main-content form input[name="itemName"]', text: '' },
  member: { list: '/member', path: /^\/member\/[^/]+\/show$/, shown: '[data-testid="member-header"]', text: '' },
  prepaid: { list: '/prepayCard', path: /^\/prepayCard\/[^/]+\/show$/, shown: '[data-testid="prepay-balance"]', text: '원' },
};

/**
 * @param {import('playwright-core').Page} page
 * @param {import('../../e2e/lib/harness.mjs').PageWatch} watch
 * @param {Detail} detail
 */
async function openFirstRow(page, watch, detail) {
  await page.goto(detail.list);
  if (!(await settleScreen(page, watch))) throw new Error(`${detail.list} did not settle`);
  const handle = await page.waitForFunction(
    ({ path, shown, text }) => {
      const w = /** @type {Window & { __openedAt?: number }} */ (window);
      if (w.__openedAt === undefined) {
        w.__openedAt = performance.now();
        /** @type {HTMLElement | null} */ (document.querySelector('table tbody tr td:nth-child(2)'))?.click();
        return false;
      }
      if (!new RegExp(path).test(location.pathname)) return false;
      const element = /** @type {HTMLElement | HTMLInputElement | null} */ (document.querySelector(shown));
      const content = element ? ('value' in element ? element.value : element.innerText) : '';
      if (!content.trim() || !content.includes(text)) return false;
      return performance.now() - w.__openedAt;
    },
    { path: detail.path.source, shown: detail.shown, text: detail.text },
    { polling: 'raf', timeout: 30_000 },
  );
  return /** @type {number} */ (await handle.jsonValue());
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL the console signed in against its backend
 * @param {{ samples?: number }} [options]
 */
export async function detailOpen(browser, baseURL, { samples = 5 } = {}) {
  const { context, page, watch } = await signedInPage(browser, baseURL);
  try {
    const names = /** @type {(keyof typeof DETAILS)[]} */ (Object.keys(DETAILS));
    /** @type {Record<string, number[]>} */
    const runs = Object.fromEntries(names.map((name) => [name, []]));
    for (const name of names) await openFirstRow(page, watch, DETAILS[name]);
    for (let i = 0; i < samples; i += 1) for (const name of names) runs[name].push(await openFirstRow(page, watch, DETAILS[name]));
    const ms = Object.fromEntries(names.map((name) => [name, spread(runs[name], 0)]));
    return {
      ms,
      memberDetailRatio: round(ms.member.median / ms.generic.median),
      prepaidDetailRatio: round(ms.prepaid.median / ms.generic.median),
      problems: watch.take(),
    };
  } finally {
    await context.close();
  }
}
