// @ts-check
/**
 * The sidebar filter's responsiveness with the full menu (hq.master), in Chromium: keys are
 * typed into `data-testid="sidebar-filter"` one at a time (Hangul syllables, initial
 * consonants, Backspace), each measured in the page from the key's event time:
 *
 * - next paint: the first frame painted after the key (requestAnimationFrame, then a task
 *   after that frame): what the user sees react, as Event Timing / INP counts it;
 * - menu shown: the first frame painted after the menu changed (the sidebar's DOM mutated):
 *   with a deferred filter this can be later than the next paint.
 *
 * sidebarFilterFrameRatio = median next paint / 16.7 ms (one frame at 60 Hz). The same keys in a
 * plain <input> outside React, typed in turn on the same page, give the floor: a key that
 * costs nothing still waits for the next frame (about half a frame on average).
 */
import { spread, round } from './stats.mjs';
import { signedInPage } from './session.mjs';

export const FILTER_TEST_ID = 'sidebar-filter';
export const FRAME_MS = 16.7;

/** What is typed, each entry followed by as many Backspaces as it has characters. */
const QUERIES = ['관리', '쿠폰', 'ㄱㅈ', '회원', '스탬프', 'ㅅ'];

/** @typedef {{ nextPaintMs: number, menuMs: number, menuChanged: boolean }} KeySample */
/** @typedef {Window & { __sidebarBench: { settled: () => boolean, take: () => KeySample | null } }} BenchWindow */

/** Installs the measuring listeners; `window.__sidebarBench` takes one sample per key. */
function instrument() {
  const scroll = document.querySelector('[data-testid="sidebar-scroll"]') ?? document.querySelector('[data-testid="sidebar"]');
  if (!scroll) throw new Error('no [data-testid="sidebar"] on the page');
  /** @param {(time: number) => void} done */
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  /** @type {{ t0: number, paint: number, menuPaint: number, lastMutation: number, menuPending: boolean } | null} */
  let current = null;
  const start = (/** @type {Event} */ event) => {
    if (current) return;
    const sample = { t0: event.timeStamp, paint: 0, menuPaint: 0, lastMutation: 0, menuPending: false };
    current = sample;
    afterNextPaint((time) => (sample.paint = time));
  };
  document.addEventListener('keydown', start, true);
  document.addEventListener('beforeinput', start, true);
  new MutationObserver(() => {
    const sample = current;
    if (!sample) return;
    sample.lastMutation = performance.now();
    if (sample.menuPending) return;
    sample.menuPending = true;
    afterNextPaint((time) => (sample.menuPaint = time));
  }).observe(scroll, { childList: true, subtree: true, characterData: true });
  Object.assign(window, {
    __sidebarBench: {
      settled: () => !!current && current.paint > 0 && performance.now() - Math.max(current.paint, current.lastMutation, current.menuPaint) > 300,
      take: () => {
        const sample = current;
        current = null;
        if (!sample) return null;
        return { nextPaintMs: sample.paint - sample.t0, menuMs: (sample.menuPaint || sample.paint) - sample.t0, menuChanged: sample.menuPaint > 0 };
      },
    },
  });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL the demo build
 * @param {{ rounds?: number }} [options] how many times the queries are typed
 */
export async function sidebarFilter(browser, baseURL, { rounds = 2 } = {}) {
  const { context, page, watch } = await signedInPage(browser, baseURL);
  try {
    const input = page.getByTestId(FILTER_TEST_ID);
    if ((await input.count()) === 0) {
      return { msPerKeystroke: null, frameRatio: null, reason: `no element with data-testid="${FILTER_TEST_ID}" on ${new URL(page.url()).pathname}` };
    }
    const menuEntries = await page.locator('[data-testid="sidebar"] :is(a[href], button, [role="button"])').count();
    await page.evaluate(instrument);
    // The floor: the same keys in a plain <input> outside React, on the same page, in turn.
    await page.evaluate(() => {
      const plain = document.createElement('input');
      plain.dataset.testid = 'bench-plain-input';
      plain.style.cssText = 'position:fixed;right:8px;bottom:8px;z-index:99999';
      document.body.append(plain);
    });
    /** @type {Record<'filter' | 'plain', { key: string, nextPaintMs: number, menuMs: number, menuChanged: boolean }[]>} */
    const samples = { filter: [], plain: [] };
    /** @param {'filter' | 'plain'} target @param {string} key */
    const press = async (target, key) => {
      if (key === 'Backspace') await page.keyboard.press(key);
      else await page.keyboard.type(key);
      await page.waitForFunction(() => /** @type {BenchWindow} */ (window).__sidebarBench.settled(), undefined, { polling: 50, timeout: 10_000 });
      const sample = await page.evaluate(() => /** @type {BenchWindow} */ (window).__sidebarBench.take());
      if (sample) samples[target].push({ key, ...sample });
    };
    for (let pass = 0; pass < rounds; pass += 1) {
      for (const query of QUERIES) {
        for (const target of /** @type {const} */ (['filter', 'plain'])) {
          await page.getByTestId(target === 'filter' ? FILTER_TEST_ID : 'bench-plain-input').focus();
          for (const char of query) await press(target, char);
          for (let i = 0; i < query.length; i += 1) await press(target, 'Backspace');
        }
      }
    }
    const nextPaint = spread(samples.filter.map((s) => s.nextPaintMs));
    const floor = spread(samples.plain.map((s) => s.nextPaintMs));
    const menu = spread(samples.filter.map((s) => s.menuMs));
    return {
      msPerKeystroke: nextPaint.median,
      frameRatio: round(nextPaint.median / FRAME_MS),
      nextPaint,
      plainInputNextPaint: floor,
      menuShown: menu,
      menuFrameRatio: round(menu.median / FRAME_MS),
      keystrokes: samples.filter.length,
      menuChangedOn: samples.filter.filter((s) => s.menuChanged).length,
      menuEntriesUnfiltered: menuEntries,
      slowest: [...samples.filter]
        .sort((a, b) => b.menuMs - a.menuMs)
        .slice(0, 3)
        .map((s) => ({ key: s.key, menuMs: round(s.menuMs, 1) })),
      problems: watch.take(),
    };
  } finally {
    await context.close();
  }
}
