// @ts-check
/**
 * Lists that fit (issue 32 item 5): a list wider than its panel scrolls sideways with its own
 * scrollbar inside the window and its first column in view; at 1280×720 a folded search block
 * leaves ten rows on the first screen; Enter in a filter sends the list request within 100 ms.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The table's scrolling part and where it sits in the window. @param {Page} page */
const wrapperBox = (page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.RaDatagrid-tableWrapper');
    if (!wrapper) throw new Error('no table wrapper');
    const { bottom } = wrapper.getBoundingClientRect();
    return {
      bottom,
      innerHeight,
      scrollWidth: wrapper.scrollWidth,
      clientWidth: wrapper.clientWidth,
      scrollHeight: wrapper.scrollHeight,
      clientHeight: wrapper.clientHeight,
    };
  });

e2e('a list wider than its panel at 1440×900 scrolls sideways with its scrollbar in the window, its first column staying', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/eventStandard');
  const firstRow = page.locator('table tbody tr').first();
  await firstRow.waitFor();
  await settled(page, watch);
  const box = await wrapperBox(page);
  assert.ok(box.scrollWidth > box.clientWidth, `the table is wider than its panel (${box.scrollWidth} > ${box.clientWidth})`);
  // the horizontal scrollbar is the wrapper's bottom edge: on screen without scrolling the page
  assert.ok(box.bottom <= box.innerHeight, `the table's scrollbar is in the window (bottom ${box.bottom}, window ${box.innerHeight})`);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page was not scrolled');
  const fit = page.locator('[data-more-right]');
  assert.equal(await fit.count(), 1, 'a cue says more columns lie to the right');

  const first = firstRow.locator('td').first();
  const left = (await first.boundingBox())?.x;
  await page.locator('.RaDatagrid-tableWrapper').evaluate((element) => element.scrollBy({ left: 10_000 }));
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('.RaDatagrid-tableWrapper');
    return wrapper !== null && wrapper.scrollLeft + wrapper.clientWidth >= wrapper.scrollWidth - 1;
  });
  assert.equal((await first.boundingBox())?.x, left, 'the first column stays in view');
  await fit.waitFor({ state: 'detached' }); // scrolled to the end: no more cue
  // the header sticks inside the scrolling part
  const header = page.locator('table thead th').first();
  await page.locator('.RaDatagrid-tableWrapper').evaluate((element) => element.scrollBy({ top: 200 }));
  await page.waitForFunction(() => (document.querySelector('.RaDatagrid-tableWrapper')?.scrollTop ?? 0) > 0);
  const headerTop = (await header.boundingBox())?.y ?? -1;
  const wrapperTop = await page.locator('.RaDatagrid-tableWrapper').evaluate((element) => element.getBoundingClientRect().top);
  assert.ok(Math.abs(headerTop - wrapperTop) < 2, `the header stays at the table's top (${headerTop} vs ${wrapperTop})`);
});

e2e('at 1280×720 the folded search block leaves ten rows on the first screen, and stays folded on reload', async ({ page, watch }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, HQ_MASTER, '/member');
  await page.locator('table tbody tr').first().waitFor();
  await settled(page, watch);
  const fold = page.getByRole('button', { name: '검색 조건 접기', exact: true });
  assert.equal(await fold.getAttribute('aria-expanded'), 'true');
  await fold.click();
  const unfold = page.getByRole('button', { name: '검색 조건 펼치기', exact: true });
  await unfold.waitFor();
  assert.equal(await unfold.getAttribute('aria-expanded'), 'false');
  /** Rows wholly inside both the window and the table's scrolling part. */
  const visibleRows = () =>
    page.evaluate(() => {
      const wrapper = document.querySelector('.RaDatagrid-tableWrapper')?.getBoundingClientRect();
      if (!wrapper) return 0;
      return [...document.querySelectorAll('table tbody tr')].filter((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return top >= wrapper.top && bottom <= Math.min(wrapper.bottom, innerHeight) + 0.5;
      }).length;
    });
  await page.getByRole('search').locator('.MuiCollapse-hidden').waitFor({ state: 'attached' }); // folded away
  await page.waitForFunction(
    () => {
      const wrapper = document.querySelector('.RaDatagrid-tableWrapper')?.getBoundingClientRect();
      return (
        !!wrapper &&
        [...document.querySelectorAll('table tbody tr')].filter((row) => row.getBoundingClientRect().bottom <= Math.min(wrapper.bottom, innerHeight) + 0.5)
          .length >= 10
      );
    },
    undefined,
    { timeout: 5_000 },
  );
  assert.ok((await visibleRows()) >= 10, `${await visibleRows()} rows on the first screen`);
  await page.reload();
  await page.locator('table tbody tr').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '검색 조건 펼치기', exact: true }).getAttribute('aria-expanded'), 'false', 'the fold is remembered');
});

e2e('Enter in a filter sends the list request within 100 ms (median of 3)', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/member');
  await page.locator('table tbody tr').first().waitFor();
  await settled(page, watch);
  const input = page.getByRole('search').getByRole('textbox').first();
  /** @type {number[]} */
  const delays = [];
  for (const text of ['10', '20', '30']) {
    await input.fill(text);
    await settled(page, watch);
    // in the page: the key's time, and the list request's start as the browser's resource timing records it
    await page.evaluate(() => {
      const timing = /** @type {{ key?: number, request?: number }} */ ({});
      Object.assign(window, { __enterTiming: timing });
      addEventListener('keydown', (event) => event.key === 'Enter' && (timing.key ??= performance.now()), { capture: true, once: true });
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntries().find((e) => e.name.includes('/api/member/list'));
        if (entry) {
          timing.request = entry.startTime;
          observer.disconnect();
        }
      }).observe({ type: 'resource' });
    });
    await input.press('Enter');
    const timing = await page.waitForFunction(() => {
      const timing = /** @type {{ key?: number, request?: number } | undefined} */ (Reflect.get(window, '__enterTiming'));
      return timing?.key !== undefined && timing.request !== undefined ? timing : undefined;
    });
    const { key = 0, request = 0 } = /** @type {{ key?: number, request?: number }} */ (await timing.jsonValue());
    delays.push(request - key);
    await settled(page, watch);
  }
  const median = [...delays].sort((a, b) => a - b)[1];
  assert.ok(median <= 100, `Enter to the list request: median ${median.toFixed(1)} ms (${delays.map((d) => d.toFixed(1)).join(', ')})`);
});
