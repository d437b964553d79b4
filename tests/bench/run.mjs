// @ts-check
/**
 * `npm run bench [-- --check] [-- --quick] [-- --skip-build] [-- --only=list,heap]`: the
 * performance figures of the console as ratios against a bare react-admin baseline built and measured in the same run
 * (docs/performance.md says what each figure measures).
 *
 *   1. builds the baseline (tests/bench/baseline), the console's production build and its demo
 *      build (MSW) with the repo's Vite (`--skip-build` reuses the previous run's builds);
 *   2. serves them on 127.0.0.1 and measures in Debian's Chromium: JS per first page, JS per
 *      route, list rendering, the sidebar filter, heap growth over every route;
 *   3. prints a table, writes bench-results.json at the repo root, and with `--check` exits 1
 *      when a budget (tests/bench/budgets.mjs) is missed, like `node tests/bench/check.mjs`.
 *
 * `--quick` visits the first 20 routes only and takes fewer samples: for working on the bench,
 * not for figures. One measurement failing leaves its figures null with the reason.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromiumIsInstalled, launchChromium, MISSING_CHROMIUM_MESSAGE } from '../e2e/lib/browser.mjs';
import { startStaticServer } from '../e2e/lib/server.mjs';
import { checkBudgets, printVerdicts, RESULTS_FILE } from './budgets.mjs';
import { startBaselineServer } from './lib/baselineServer.mjs';
import { buildAll } from './lib/builds.mjs';
import { heapGrowth } from './lib/heap.mjs';
import { detailOpen } from './lib/detailOpen.mjs';
import { excelExport } from './lib/excelExport.mjs';
import { startProductionOnHttpMock } from './lib/httpMock.mjs';
import { listRender } from './lib/listRender.mjs';
import { lookupTiming } from './lib/lookup.mjs';
import { firstPageJs, listRowsReady, loginFormReady, routesJs } from './lib/pageJs.mjs';
import { FRAME_MS, sidebarFilter } from './lib/sidebar.mjs';
import { round } from './lib/stats.mjs';

const flags = new Set(process.argv.slice(2));
const QUICK = flags.has('--quick');
/** `--only=list,heap`: the measurements to run (login, list, detail, sidebar, lookup, routes, heap, export); all by default. */
const ONLY = [...flags]
  .find((flag) => flag.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const ROUTE_LIMIT = QUICK ? 20 : Infinity;

/** @param {string} text */
const header = (text) => console.log(`\n=== bench: ${text} ===`);

/** @type {Record<string, string>} */
const notMeasured = {};

/**
 * Runs one measurement; on failure (or left out by --only) its keys are recorded as not
 * measured, with the reason.
 * @template T
 * @param {string} id what --only calls it
 * @param {string} name
 * @param {string[]} keys the result keys it gives
 * @param {() => Promise<T>} measure
 * @returns {Promise<T | undefined>}
 */
async function attempt(id, name, keys, measure) {
  if (ONLY && !ONLY.includes(id)) {
    for (const key of keys) notMeasured[key] = `not run (--only=${ONLY.join(',')})`;
    return undefined;
  }
  header(name);
  const started = Date.now();
  try {
    const result = await measure();
    console.log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    const reason = `${name} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    console.error(reason);
    for (const key of keys) notMeasured[key] = reason;
    return undefined;
  }
}

/** @param {string[]} rows @param {number[]} widths */
const line = (rows, widths) => rows.map((cell, i) => cell.padEnd(widths[i])).join('  ');

/** @param {{ median: number, min: number, max: number } | undefined} s @param {string} unit */
const ranged = (s, unit) => (s ? `${s.median} ${unit} (${s.min}–${s.max})` : 'n/a');

/** @param {string} label @param {Awaited<ReturnType<typeof heapGrowth>> | undefined} heap */
const heapRows = (label, heap) => [
  [
    label,
    heap ? `${heap.lastMb} MB (${heap.routes} routes)` : 'n/a',
    heap ? `${heap.firstMb} MB (${heap.firstRoute})` : 'n/a',
    String(heap?.heapGrowthRatio ?? 'n/a'),
  ],
  [
    '  objects: first route again',
    heap ? `${round(heap.backOnFirstMb - heap.compiledCodeMb.backOnFirst)} MB` : 'n/a',
    heap ? `${round(heap.firstMb - heap.compiledCodeMb.first)} MB` : 'n/a',
    String(heap?.objectsGrowthRatio ?? 'n/a'),
  ],
  [
    '  objects: last route (reported)',
    heap ? `${round(heap.lastMb - heap.compiledCodeMb.last)} MB` : 'n/a',
    heap ? `${round(heap.firstMb - heap.compiledCodeMb.first)} MB` : 'n/a',
    String(heap?.objectsLastRouteRatio ?? 'n/a'),
  ],
  ['  last 20 routes ÷ routes 21–40 (medians)', '', '', String(heap?.heapDrift ?? 'n/a')],
];

/** @param {string} label @param {Awaited<ReturnType<typeof listRender>> | undefined} list */
const listRows = (label, list) => [
  [label, ranged(list?.consoleMs, 'ms'), ranged(list?.baselineMs, 'ms'), String(list?.listRenderRatio ?? 'n/a')],
  [
    '  of which after the data is in',
    ranged(list?.consoleAfterDataMs, 'ms'),
    ranged(list?.baselineAfterDataMs, 'ms'),
    list ? String(round(list.consoleAfterDataMs.median / list.baselineAfterDataMs.median)) : '',
  ],
];

/** @param {Awaited<ReturnType<typeof detailOpen>> | undefined} details */
const detailRows = (details) => [
  [
    'member detail first open',
    ranged(details?.ms.member, 'ms'),
    `${ranged(details?.ms.generic, 'ms')} (/item edit)`,
    String(details?.memberDetailRatio ?? 'n/a'),
  ],
  [
    'prepaid-card detail first open',
    ranged(details?.ms.prepaid, 'ms'),
    `${ranged(details?.ms.generic, 'ms')} (/item edit)`,
    String(details?.prepaidDetailRatio ?? 'n/a'),
  ],
];

async function main() {
  if (!chromiumIsInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  const loadBefore = os.loadavg()[0];
  header(flags.has('--skip-build') ? 'builds (reused when present)' : 'builds');
  const builds = await buildAll({ skip: flags.has('--skip-build') });
  const baselineServer = await startBaselineServer(builds.baseline.dir);
  const productionServer = await startStaticServer(builds.production.dir);
  const demoServer = await startStaticServer(builds.demo.dir);
  // The fair row: the production build against the mock over HTTP, as the baseline talks to its API.
  const productionMock = await startProductionOnHttpMock(builds.production.dir);
  const browser = await launchChromium();
  try {
    const baselineJs = await attempt('login', 'baseline first page JS', ['baselineJsGzipKb', 'loginJsRatio'], () =>
      firstPageJs(browser, baselineServer.url, '/#/posts', (page) => listRowsReady(page), builds.baseline),
    );
    const loginJs = await attempt('login', 'production /login JS', ['loginJsGzipKb', 'loginJsRatio'], () =>
      firstPageJs(browser, productionServer.url, '/login', loginFormReady, builds.production),
    );
    const demoLoginJs = await attempt('login', 'demo /login JS (MSW apart)', [], () =>
      firstPageJs(browser, demoServer.url, '/login', loginFormReady, builds.demo),
    );
    // 15 pairs: with 7, runs of one build spread 0.81–0.88 (docs/performance.md)
    const list = await attempt('list', 'list rendering (production build, mock over HTTP)', ['listRenderRatio'], () =>
      listRender(browser, { consoleURL: productionMock.url, baselineURL: baselineServer.url, samples: QUICK ? 3 : 15 }),
    );
    const demoList = await attempt('list', 'list rendering (demo build, MSW in the page)', [], () =>
      listRender(browser, { consoleURL: demoServer.url, baselineURL: baselineServer.url, samples: QUICK ? 3 : 7 }),
    );
    const details = await attempt('detail', 'detail first open (production build, mock over HTTP)', ['memberDetailRatio', 'prepaidDetailRatio'], () =>
      detailOpen(browser, productionMock.url, { samples: QUICK ? 3 : 7 }),
    );
    const sidebar = await attempt('sidebar', 'sidebar filter', ['sidebarFilterMsPerKeystroke', 'sidebarFilterFrameRatio'], () =>
      sidebarFilter(browser, demoServer.url, { rounds: QUICK ? 1 : 2 }),
    );
    const lookup = await attempt('lookup', '회원·카드·주문 검색: last key → results (demo build, MSW in the page)', ['lookupMs'], () =>
      lookupTiming(browser, demoServer.url, { samples: QUICK ? 2 : 5 }),
    );
    if (sidebar && sidebar.msPerKeystroke === null) notMeasured.sidebarFilterFrameRatio = notMeasured.sidebarFilterMsPerKeystroke = sidebar.reason ?? '';
    const routes = await attempt(
      'routes',
      'first-visit JS of every route, form and record (production build, mock over HTTP)',
      ['largestRouteJsGzipKb', 'deepLinkJsRatio'],
      () => routesJs(browser, productionMock.url, builds.production, { limit: ROUTE_LIMIT, deepLinks: true, log: console.log }),
    );
    const heap = await attempt(
      'heap',
      'heap growth over every route (production build, mock over HTTP)',
      ['heapGrowthRatio', 'objectsGrowthRatio', 'objectsLastRouteRatio', 'heapDrift'],
      () => heapGrowth(browser, productionMock.url, { limit: ROUTE_LIMIT, log: console.log }),
    );
    const exported = await attempt(
      'export',
      'Excel export of 100,000 rows (production build, mock over HTTP)',
      ['exportLongestTaskMs', 'exportRowsPerSecond', 'exportPeakHeapMb'],
      () => excelExport(browser, productionMock.url, { rows: QUICK ? 20_000 : 100_000 }),
    );
    const demoHeap = await attempt('heap', 'heap growth over every route (demo build, MSW in the page)', [], () =>
      heapGrowth(browser, demoServer.url, { limit: ROUTE_LIMIT, log: console.log }),
    );

    const results = {
      baselineJsGzipKb: baselineJs?.gzipKb ?? null,
      loginJsGzipKb: loginJs?.gzipKb ?? null,
      loginJsRatio: baselineJs && loginJs ? round(loginJs.gzipKb / baselineJs.gzipKb) : null,
      largestRouteJsGzipKb: routes?.largest.gzipKb ?? null,
      largestRoute: routes?.largest.path ?? null,
      deepLinkJsRatio: baselineJs && routes ? round(routes.largest.gzipKb / baselineJs.gzipKb) : null,
      sidebarFilterMsPerKeystroke: sidebar?.msPerKeystroke ?? null,
      sidebarFilterFrameRatio: sidebar?.frameRatio ?? null,
      heapGrowthRatio: heap?.heapGrowthRatio ?? null,
      objectsGrowthRatio: heap?.objectsGrowthRatio ?? null,
      objectsLastRouteRatio: heap?.objectsLastRouteRatio ?? null,
      heapDrift: heap?.heapDrift ?? null,
      listRenderRatio: list?.listRenderRatio ?? null,
      lookupMs: lookup?.lookupMs ?? null,
      memberDetailRatio: details?.memberDetailRatio ?? null,
      prepaidDetailRatio: details?.prepaidDetailRatio ?? null,
      exportLongestTaskMs: exported?.exportLongestTaskMs ?? null,
      exportRowsPerSecond: exported?.exportRowsPerSecond ?? null,
      exportPeakHeapMb: exported?.exportPeakHeapMb ?? null,
      demo: { heapGrowthRatio: demoHeap?.heapGrowthRatio ?? null, listRenderRatio: demoList?.listRenderRatio ?? null },
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        chromium: browser.version(),
        date: new Date().toISOString(),
        loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0]) },
        quick: QUICK,
      },
      notMeasured,
      details: {
        baselineJs,
        loginJs,
        demoLoginJs,
        routesJs: routes && {
          ...routes,
          routes: routes.routes.map(({ path, landed, settled, gzipKb, ownGzipKb }) => ({ path, landed, settled, gzipKb, ownGzipKb })),
          heaviestOwn: [...routes.routes].sort((a, b) => b.ownGzipKb - a.ownGzipKb).slice(0, 5),
        },
        sidebar,
        heap,
        demoHeap,
        list,
        demoList,
        details,
        exported,
        lookup,
      },
    };
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

    header('results');
    const widths = [34, 30, 28, 6];
    const rows = [
      ['figure', 'console', 'baseline / reference', 'ratio'],
      [
        'JS gzip before first page usable',
        `${results.loginJsGzipKb ?? 'n/a'} kB (/login, production)`,
        `${results.baselineJsGzipKb ?? 'n/a'} kB (bare app)`,
        String(results.loginJsRatio ?? 'n/a'),
      ],
      [
        'largest deep link JS (new document)',
        `${results.largestRouteJsGzipKb ?? 'n/a'} kB (${results.largestRoute ?? '?'})`,
        `${results.baselineJsGzipKb ?? 'n/a'} kB (bare app)`,
        String(results.deepLinkJsRatio ?? 'n/a'),
      ],
      ['sidebar filter key → next paint', ranged(sidebar?.nextPaint, 'ms'), `${FRAME_MS} ms frame`, String(results.sidebarFilterFrameRatio ?? 'n/a')],
      [
        '  plain <input>, same keys (floor)',
        ranged(sidebar?.plainInputNextPaint, 'ms'),
        `${FRAME_MS} ms frame`,
        sidebar?.plainInputNextPaint ? String(round(sidebar.plainInputNextPaint.median / FRAME_MS)) : '',
      ],
      ['sidebar filter key → menu shown', ranged(sidebar?.menuShown, 'ms'), `${FRAME_MS} ms frame`, String(sidebar?.menuFrameRatio ?? 'n/a')],
      ...heapRows('heap after every route (GC)', heap),
      ...heapRows('  demo build (MSW in the page)', demoHeap),
      ...listRows('navigation → 100 list rows', list),
      ...listRows('  demo build (MSW in the page)', demoList),
      ...detailRows(details),
      ['lookup last key → results shown', ranged(lookup?.all, 'ms'), '500 ms budget', ''],
      [
        'Excel export, longest main-thread task',
        // the longtask observer reports tasks over 50 ms only: 0 is "none that long"
        exported?.longTasks === 0 ? 'none over 50 ms (0)' : `${results.exportLongestTaskMs ?? 'n/a'} ms`,
        `${exported?.rows ?? '?'} rows in ${exported?.seconds ?? '?'} s`,
        '',
      ],
      ['  rows per second', String(results.exportRowsPerSecond ?? 'n/a'), `file ${exported?.fileMb ?? '?'} MB`, ''],
      ['  page JS heap peak', `${results.exportPeakHeapMb ?? 'n/a'} MB`, `before ${exported?.heapBeforeMb ?? '?'} MB`, ''],
    ];
    for (const row of rows) console.log(line(row, widths));
    console.log(
      `\nmachine: ${results.machine.cores} cores, Node ${results.machine.node}, Chromium ${results.machine.chromium}, load ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
    );
    for (const [key, reason] of Object.entries(notMeasured)) console.log(`not measured: ${key}: ${reason}`);
    console.log(`written: ${RESULTS_FILE}\n`);
    const verdicts = checkBudgets(results);
    printVerdicts(verdicts);
    if (flags.has('--check') && verdicts.some((v) => v.missed)) process.exitCode = 1;
  } finally {
    await browser.close();
    await Promise.all([baselineServer.close(), productionServer.close(), demoServer.close(), productionMock.close()]);
  }
}

main().catch((error) => {
  console.error(`\nbench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
