// @ts-check
/**
 * An export of a large list (issue 35 item 2), production build against the mock over HTTP:
 * 주문 내역 answered from the large universe (`POST /api/mock/largeList`, `rows` rows), then
 * '엑셀 다운로드' until the file arrives. Measured in the page while it runs: the longest task of
 * its main thread (PerformanceObserver `longtask`), rows per second (click → download), and the
 * page's JS heap peak (CDP `Runtime.getHeapUsage` every 100 ms; the export's worker has its own
 * heap, not counted: it is the page that must stay usable).
 */
import { signedInPage, waitForSettled } from './session.mjs';
import { round } from './stats.mjs';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL the production build beside the mock over HTTP
 * @param {{ rows?: number }} [options]
 */
export async function excelExport(browser, baseURL, { rows = 100_000 } = {}) {
  const { context, page, watch } = await signedInPage(browser, baseURL);
  try {
    await page.evaluate(
      (count) =>
        fetch('/api/mock/largeList', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ resource: 'order', rows: count }),
        }),
      rows,
    );
    await page.goto('/order');
    await page
      .getByText(`총 ${rows.toLocaleString('ko-KR')}건`)
      .first()
      .waitFor({ timeout: 30_000 });
    await waitForSettled(page, watch);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    await page.evaluate(() => {
      const w = /** @type {Window & { __longTasks?: number[], __longTaskStarts?: number[], __clickedAt?: number }} */ (window);
      w.__longTasks = [];
      w.__longTaskStarts = [];
      w.__clickedAt = performance.now();
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => {
          w.__longTasks?.push(entry.duration);
          w.__longTaskStarts?.push(Math.round(entry.startTime - (w.__clickedAt ?? 0)));
        }),
      ).observe({ type: 'longtask' });
    });
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const downloading = page.waitForEvent('download', { timeout: 600_000 });
    const started = Date.now();
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const download = await downloading;
    const seconds = (Date.now() - started) / 1000;
    sampling = false;
    await sampler;
    const longTasks = await page.evaluate(() => /** @type {Window & { __longTasks?: number[] }} */ (window).__longTasks ?? []);
    /** @type {{ timeline: Array<[number, number]>, pages: number[] }} */
    const when = await page.evaluate(() => {
      const w = /** @type {Window & { __longTasks?: number[], __longTaskStarts?: number[], __clickedAt?: number }} */ (window);
      const clicked = w.__clickedAt ?? 0;
      return {
        timeline: (w.__longTaskStarts ?? []).map((start, index) => /** @type {[number, number]} */ ([start, Math.round(w.__longTasks?.[index] ?? 0)])),
        pages: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/order') && entry.name.includes('excelYn'))
          .map((entry) => Math.round(/** @type {PerformanceResourceTiming} */ (entry).responseEnd - clicked)),
      };
    });
    const path = await download.path();
    const { size } = await import('node:fs').then((fs) => fs.promises.stat(/** @type {string} */ (path)));
    return {
      rows,
      seconds: round(seconds),
      fileMb: round(size / 1024 / 1024),
      exportLongestTaskMs: round(Math.max(0, ...longTasks)),
      longTasks: longTasks.length,
      longestTasksMs: [...longTasks].sort((a, b) => b - a).slice(0, 10),
      /** [start after the click, duration] of every long task, and when each page's answer ended: where the long tasks fall */
      longTaskTimeline: when.timeline,
      pageAnswersAt: when.pages,
      exportRowsPerSecond: Math.round(rows / seconds),
      heapBeforeMb: round(before / 1024 / 1024),
      exportPeakHeapMb: round(peak / 1024 / 1024),
    };
  } finally {
    await context.close();
  }
}
