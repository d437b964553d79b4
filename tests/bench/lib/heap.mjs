// @ts-check
/**
 * Heap growth over a session: signed in (production build against the mock over HTTP, or the
 * demo build), every route is visited once by
 * in-app navigation (history.pushState + popstate, as a link click does: no reload, so what
 * the visits leave behind stays), each settled; the JS heap is read after a forced GC
 * (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage) after every route.
 *
 * heapGrowthRatio = heap after the last route / heap after the first route. The heap after
 * returning to the first route is reported too (same screen, so the difference is what the
 * visits retained: caches, listeners, leaks). On the demo build the mock backend runs in the
 * page, so its database and its per-request records are part of both figures.
 *
 * After the first route, the last route and the return to the first route a heap snapshot splits
 * the figure: V8's compiled code (the snapshot's `code` nodes: bytecode, machine code and their
 * tables, which the engine keeps for the code paths run recently) and the rest, the page's own
 * objects. `objectsGrowthRatio` is the growth of the rest alone on the same screen: the first
 * route again after the walk ÷ the first route at the start, what the session's visits left
 * behind (cached screens, loaded modules' objects, listeners, leaks) without the engine's
 * compilers. The last route against the first (`objectsLastRouteRatio`, reported) also weighs
 * one screen against another: a lighter first screen raised it (docs/decisions.md).
 */
import { round } from './stats.mjs';
import { benchRoutes, cdpOf, limitDetailPath, pathOf, settleScreen, signedInPage } from './session.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * In-app navigation to `path`: what react-router does on a link click, seen from outside.
 * @param {Page} page
 * @param {string} path
 */
export async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    const state = /** @type {{ idx?: number } | null} */ (window.history.state);
    window.history.pushState({ usr: null, key: `bench${Date.now()}`, idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * MB of V8's compiled code in the page's heap: the self sizes of a heap snapshot's `code` nodes.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function compiledCodeMb(cdp) {
  /** @type {string[]} */
  const chunks = [];
  /** @param {{ chunk: string }} event */
  const take = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  const [type, selfSize] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (nodes[i + type] === codeType) bytes += nodes[i + selfSize];
  return bytes / 2 ** 20;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL the console, signed in against its backend
 * @param {{ limit?: number, log?: (line: string) => void }} [options]
 */
export async function heapGrowth(browser, baseURL, { limit, log = () => undefined } = {}) {
  const { context, page, watch } = await signedInPage(browser, baseURL);
  try {
    const cdp = await cdpOf(page);
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize / 2 ** 20;
    };
    await page.evaluate(() => Object.assign(window, { __benchDocument: true }));
    const queue = benchRoutes(limit);
    /** @type {{ path: string, heapMb: number }[]} */
    const steps = [];
    /** @type {string[]} */
    const redirected = [];
    /** @type {string[]} */
    const unsettled = [];
    /** @type {number[]} */
    const codeMb = [];
    for (let i = 0; i < queue.length; i += 1) {
      await navigateInApp(page, queue[i]);
      if (!(await settleScreen(page, watch))) unsettled.push(queue[i]);
      if (pathOf(page) !== queue[i]) redirected.push(`${queue[i]} → ${pathOf(page)}`);
      steps.push({ path: queue[i], heapMb: round(await heapMb()) });
      if (i === 0 || i === queue.length - 1) codeMb.push(await compiledCodeMb(cdp));
      const detail = await limitDetailPath(page, queue[i]);
      if (detail) queue.splice(i + 1, 0, detail);
      if ((i + 1) % 25 === 0) log(`  heap: ${i + 1} of ${queue.length} routes, ${steps[i].heapMb} MB`);
    }
    await navigateInApp(page, queue[0]);
    await settleScreen(page, watch);
    const backOnFirstMb = round(await heapMb());
    const backCodeMb = await compiledCodeMb(cdp);
    const reloaded = !(await page.evaluate(() => '__benchDocument' in window));
    if (reloaded) throw new Error('The page reloaded during the heap pass: the figure would not be a session.');
    const first = steps[0];
    const last = steps[steps.length - 1];
    const [firstCodeMb, lastCodeMb] = [codeMb[0], codeMb[codeMb.length - 1]];
    const growth = steps.slice(1).map((step, i) => ({ path: step.path, deltaMb: round(step.heapMb - steps[i].heapMb) }));
    const medianMb = (part) => {
      const sorted = part.map((step) => step.heapMb).sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    };
    return {
      routes: steps.length,
      firstRoute: first.path,
      firstMb: first.heapMb,
      lastMb: last.heapMb,
      backOnFirstMb,
      heapGrowthRatio: round(last.heapMb / first.heapMb),
      backOnFirstRatio: round(backOnFirstMb / first.heapMb),
      compiledCodeMb: { first: round(firstCodeMb), last: round(lastCodeMb), backOnFirst: round(backCodeMb) },
      objectsGrowthRatio: round((backOnFirstMb - backCodeMb) / (first.heapMb - firstCodeMb)),
      objectsLastRouteRatio: round((last.heapMb - lastCodeMb) / (first.heapMb - firstCodeMb)),
      // a leak grows with every route; compiled code stops growing once the kinds of screens are seen
      heapDrift: steps.length >= 60 ? round(medianMb(steps.slice(-20)) / medianMb(steps.slice(20, 40))) : null,
      biggestSteps: [...growth].sort((a, b) => b.deltaMb - a.deltaMb).slice(0, 5),
      redirected,
      unsettled,
      steps,
      problems: watch.take(),
    };
  } finally {
    await context.close();
  }
}
