// @ts-check
/**
 * List rendering, console against baseline in the same browser: the time from navigation
 * start (the document's time origin) to the frame in which 100 table rows are in the page,
 * read in the page itself (a requestAnimationFrame poll returning performance.now()).
 *
 * Console: signed in (the production build against the mock over HTTP, or the demo build), /menu?perPage=100 (the menu table is the seeded
 * collection with more than 100 rows; react-admin reads perPage from the URL). Baseline:
 * /#/posts?perPage=100 (150 generated rows, see baselineServer.mjs). Each is loaded once to
 * warm the HTTP cache and the service worker, then alternately `samples` times. The part
 * after the data is in (the last /api/ response's end, from Resource Timing, to the rows) is
 * reported too: it is the rendering, without the boot and the (mock or real) backend.
 */
import { openPage, signedInPage } from './session.mjs';
import { round, spread } from './stats.mjs';

export const ROWS = 100;
export const CONSOLE_LIST = `/menu?perPage=${ROWS}`;
export const BASELINE_LIST = `/#/posts?perPage=${ROWS}`;

/**
 * Milliseconds from navigation start to ROWS rows on screen, and from the last /api/ response
 * before that to the rows (the rendering part, after the data is in).
 * @param {import('playwright-core').Page} page
 * @param {string} path
 */
async function timeToRows(page, path) {
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (n) => {
      if (document.querySelectorAll('table tbody tr').length < n) return false;
      const now = performance.now();
      const api = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/') && /** @type {PerformanceResourceTiming} */ (entry).responseEnd <= now)
        .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd);
      return { ms: now, afterDataMs: api.length ? now - Math.max(...api) : NaN };
    },
    ROWS,
    { polling: 'raf', timeout: 30_000 },
  );
  const times = /** @type {{ ms: number, afterDataMs: number }} */ (await handle.jsonValue());
  // What the page still does once its rows are in (a menu drawn after them) must not run into the
  // other side's sample: the two pages share the browser and the cores.
  await page.goto('about:blank');
  return times;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ consoleURL: string, baselineURL: string, samples?: number }} options
 */
export async function listRender(browser, { consoleURL, baselineURL, samples = 7 }) {
  const ours = await signedInPage(browser, consoleURL);
  const base = await openPage(browser, baselineURL);
  try {
    await timeToRows(ours.page, CONSOLE_LIST).catch((error) => {
      throw new Error(`${CONSOLE_LIST} did not show ${ROWS} rows: ${error.message.split('\n')[0]}`);
    });
    await timeToRows(base.page, BASELINE_LIST);
    /** @type {{ ms: number, afterDataMs: number }[]} */
    const oursRuns = [];
    /** @type {{ ms: number, afterDataMs: number }[]} */
    const baseRuns = [];
    for (let i = 0; i < samples; i += 1) {
      baseRuns.push(await timeToRows(base.page, BASELINE_LIST));
      oursRuns.push(await timeToRows(ours.page, CONSOLE_LIST));
    }
    const oursMs = oursRuns.map((run) => run.ms);
    const baseMs = baseRuns.map((run) => run.ms);
    const console_ = spread(oursMs, 0);
    const baseline = spread(baseMs, 0);
    // The ratio of the medians, and its range over the pairs (baseline and console timed back to back).
    const pairRatios = oursMs.map((ms, i) => ms / baseMs[i]);
    return {
      consoleList: CONSOLE_LIST,
      baselineList: BASELINE_LIST,
      consoleMs: console_,
      baselineMs: baseline,
      listRenderRatio: round(console_.median / baseline.median),
      consoleAfterDataMs: spread(
        oursRuns.map((run) => run.afterDataMs),
        0,
      ),
      baselineAfterDataMs: spread(
        baseRuns.map((run) => run.afterDataMs),
        0,
      ),
      pairRatio: spread(pairRatios, 2),
      problems: [...ours.watch.take(), ...base.watch.take()],
    };
  } finally {
    await ours.context.close();
    await base.context.close();
  }
}
