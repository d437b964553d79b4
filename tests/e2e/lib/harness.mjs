// @ts-check
/**
 * The e2e harness on node:test. A spec file calls `e2e(name, body)`; the first call registers
 * file-level hooks that launch Chromium once per file (and start the static server when the
 * runner did not: `node --test tests/e2e/specs/x.spec.mjs` works on its own after a demo build).
 *
 * Every test gets a fresh browser context (its own cookies, localStorage, service worker, so
 * its own mock database seeded from scratch). Console errors, page errors and crashes of every
 * page of the context are collected; a test fails on any that it did not take itself
 * (`watch.take()`). On failure a full-page screenshot and the page's HTML go to
 * test-results/e2e/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { launchChromium } from './browser.mjs';
import { startStaticServer } from './server.mjs';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
/** The demo build under test; E2E_DIST_DIR moves it (several runs sharing one checkout must not rebuild each other's). */
export const DIST_DIR = resolve(REPO_ROOT, process.env.E2E_DIST_DIR ?? 'dist-demo');
export const RESULTS_DIR = join(REPO_ROOT, 'test-results', 'e2e');

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {{ method: string, path: string, search: string, status?: number }} ApiCall */
/** @typedef {{ id: string, method?: string, path?: string, search?: string, status?: number }} MockCallDetail what mocks/browser.ts announces */

/**
 * The only page errors not counted, each with its reason. Keep this list short and specific.
 *
 * - msw 2.15.0 starts with `existingRegistration.update()` without awaiting or catching it
 *   (src/browser/utils/getWorkerInstance.ts; mswjs/msw#2006, open). When a document is left
 *   while that update is in flight, e.g. a test's next page.goto() right after the console
 *   started, Chromium rejects it with "Not found" and the rejection surfaces as an uncaught
 *   error of the page being left. It comes from the mock worker only (never in a production
 *   build) and says nothing about the console. A missing worker script reads differently
 *   ("A bad HTTP response code (404)") and still fails the test.
 */
const IGNORED_PAGE_ERRORS = [/^Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found$/];

/** @type {WeakMap<Page, PageWatch>} */
const watches = new WeakMap();

/** Collects what went wrong on the pages of one context, and the API calls they made. */
export class PageWatch {
  /** @type {string[]} */
  problems = [];
  /** @type {ApiCall[]} */
  apiCalls = [];
  /** @type {WeakMap<Page, Set<import('playwright-core').Request>>} */
  #pending = new WeakMap();
  /** @type {WeakSet<Page>} */
  #attached = new WeakSet();
  /** Calls not answered yet, by the mock's request id. @type {Map<string, ApiCall>} */
  #calls = new Map();

  /** The watch attached to `page`, if any. @param {Page} page */
  static of(page) {
    return watches.get(page);
  }

  /** @param {Page} page */
  attach(page) {
    if (this.#attached.has(page)) return;
    this.#attached.add(page);
    watches.set(page, this);
    const pending = new Set();
    this.#pending.set(page, pending);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      this.problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      if (IGNORED_PAGE_ERRORS.some((known) => known.test(error.message))) return;
      const text = error.stack || `${error.name}: ${error.message}`;
      this.problems.push(`page error: ${text.trim() && text !== 'Error: ' ? text : `${error.name} without a message (a thrown non-Error value?)`}`);
    });
    page.on('crash', () => this.problems.push('the page crashed'));
    /** The main frame's document request in progress, until its document commits. @type {import('playwright-core').Request | undefined} */
    let loading;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !loading) return;
      // A new document: the old one's requests end with it, including those it sent after the new
      // one was asked for, whether or not an event says so (requests answered by the service
      // worker may report neither 'requestfinished' nor 'requestfailed').
      for (const request of pending) if (request !== loading) pending.delete(request);
      loading = undefined;
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loading = request;
      pending.add(request);
    });
    /**
     * A request has ended; so have earlier ones of the same method and URL. A query react-query
     * cancelled and sent again is answered by the service worker with no event for the cancelled
     * one, which would otherwise stay "in flight" for good.
     * @param {import('playwright-core').Request} request
     */
    const ended = (request) => {
      pending.delete(request);
      for (const earlier of pending) if (earlier.method() === request.method() && earlier.url() === request.url()) pending.delete(earlier);
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /**
   * An /api call as the mock received it (`mock:request`) or answered it (`mock:response`),
   * announced by the page (mocks/browser.ts) through the context's binding. Counting these, not
   * the browser's request events: those are not always reported for calls the mock's service
   * worker answers (CI missed one, stop 25).
   * @param {string} type
   * @param {MockCallDetail} detail
   */
  mockEvent(type, detail) {
    if (type === 'mock:request') {
      /** @type {ApiCall} */
      const call = { method: String(detail.method), path: String(detail.path), search: String(detail.search) };
      this.apiCalls.push(call);
      this.#calls.set(detail.id, call);
      return;
    }
    const call = this.#calls.get(detail.id);
    if (!call) return;
    call.status = detail.status;
    this.#calls.delete(detail.id);
  }

  /** Requests of `page` still in flight, as 'METHOD url'. @param {Page} page */
  pending(page) {
    return [...(this.#pending.get(page) ?? [])].map((r) => `${r.method()} ${r.url()}`);
  }

  /**
   * Forgets the scripts, styles and fonts in flight that the page itself has finished loading.
   * The page's Resource Timing is the record of that: a script answered through the mock service
   * worker sometimes gets no 'requestfinished' event, and would otherwise keep the page "busy"
   * for good. Calls to /api/ are left alone: the same URL may be asked again while an earlier
   * answer is on record.
   * @param {Page} page
   */
  async forgetLoadedAssets(page) {
    const pending = this.#pending.get(page);
    const assets = [...(pending ?? [])].filter((r) => !new URL(r.url()).pathname.startsWith('/api/') && !r.isNavigationRequest());
    if (!pending || !assets.length) return;
    const loaded = await page
      .evaluate(
        (urls) => urls.filter((url) => performance.getEntriesByName(url).some((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd > 0)),
        assets.map((r) => r.url()),
      )
      .catch(() => /** @type {string[]} */ ([]));
    for (const request of assets) if (loaded.includes(request.url())) pending.delete(request);
  }

  /** Returns the problems seen so far and forgets them (to attribute them, e.g. per route). */
  take() {
    return this.problems.splice(0);
  }

  /** API calls as 'METHOD /api/path', optionally only those matching `filter`. @param {RegExp} [filter] */
  calls(filter) {
    return this.apiCalls.map((c) => `${c.method} ${c.path}`).filter((c) => !filter || filter.test(c));
  }

  assertClean() {
    const left = this.take();
    if (left.length) throw new Error(`Errors in the browser during the test:\n- ${left.join('\n- ')}`);
  }
}

/**
 * @typedef {object} E2EContext
 * @property {Page} page the first page of a fresh context
 * @property {BrowserContext} context
 * @property {string} baseURL
 * @property {PageWatch} watch
 * @property {import('node:test').TestContext} t
 */

/** @type {{ browser: import('playwright-core').Browser, baseURL: string, close: () => Promise<void> } | undefined} */
let shared;
let hooksRegistered = false;

function registerFileHooks() {
  hooksRegistered = true;
  before(async () => {
    const server = process.env.E2E_BASE_URL ? undefined : await startStaticServer(DIST_DIR);
    const browser = await launchChromium();
    shared = {
      browser,
      baseURL: process.env.E2E_BASE_URL ?? /** @type {NonNullable<typeof server>} */ (server).url,
      close: async () => {
        await browser.close();
        await server?.close();
      },
    };
  });
  after(async () => {
    await shared?.close();
    shared = undefined;
  });
}

/** @param {string} text */
const slug = (text) =>
  text
    .replace(/[^\w가-힣.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * Cuts the middle out of a very long error (a Playwright wait lists every navigation it saw:
 * a redirect loop makes that thousands of lines), keeping its head and tail.
 * @param {unknown} error
 */
function shorten(error) {
  if (!(error instanceof Error)) return error;
  const cut = (/** @type {string} */ text) => {
    const lines = text.split('\n');
    if (lines.length <= 60) return text;
    return [...lines.slice(0, 40), `    … ${lines.length - 50} more lines …`, ...lines.slice(-10)].join('\n');
  };
  error.message = cut(error.message);
  if (error.stack) error.stack = cut(error.stack);
  return error;
}

/**
 * Saves a screenshot and the HTML of `page` under test-results/e2e/.
 * @param {Page} page
 * @param {string} name
 */
export async function saveArtifacts(page, name) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stem = join(RESULTS_DIR, slug(name));
  await page.screenshot({ path: `${stem}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
  const html = await page.content().catch(() => '');
  if (html) await writeFile(`${stem}.html`, `<!-- ${page.url()} -->\n${html}`);
  return `${stem}.png`;
}

/**
 * Passes the mock's call announcements (mocks/browser.ts) of every page of `context` to the
 * page's watch.
 * @param {BrowserContext} context
 */
async function watchMockCalls(context) {
  await context.exposeBinding('__e2eMockCall', ({ page }, /** @type {string} */ type, /** @type {MockCallDetail} */ detail) =>
    PageWatch.of(page)?.mockEvent(type, detail),
  );
  await context.addInitScript(() => {
    for (const type of ['mock:request', 'mock:response'])
      window.addEventListener(type, (event) =>
        /** @type {Window & { __e2eMockCall(type: string, detail: unknown): void }} */ (/** @type {unknown} */ (window)).__e2eMockCall(
          type,
          /** @type {CustomEvent} */ (event).detail,
        ),
      );
  });
}

/**
 * Registers one end-to-end test.
 * @param {string} name
 * @param {(ctx: E2EContext) => Promise<void>} body
 * @param {{ timeout?: number }} [options] the test's own deadline (default 60 s)
 */
export function e2e(name, body, { timeout = 60_000 } = {}) {
  if (!hooksRegistered) registerFileHooks();
  const file = basename(process.argv[1] ?? 'spec').replace(/\.spec\.mjs$/, '');
  // node:test's own timeout is a backstop; ours fires first so the failure still gets a screenshot.
  test(name, { timeout: timeout + 30_000 }, async (t) => {
    if (!shared) throw new Error('The browser did not start (see the before hook).');
    const context = await shared.browser.newContext({
      baseURL: shared.baseURL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 1440, height: 900 },
    });
    // Room for every request of a long walk (default 250) in the Resource Timing that PageWatch.forgetLoadedAssets reads.
    await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    await watchMockCalls(context);
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    const watch = new PageWatch();
    context.on('page', (p) => watch.attach(p));
    const page = await context.newPage();
    watch.attach(page);
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    try {
      await Promise.race([
        body({ page, context, baseURL: shared.baseURL, watch, t }),
        new Promise((_, fail) => {
          timer = setTimeout(() => fail(new Error(`Timed out after ${timeout} ms (at ${page.url()})`)), timeout);
        }),
      ]);
      watch.assertClean();
    } catch (error) {
      const shot = await saveArtifacts(page, `${file}--${name}`);
      t.diagnostic(`screenshot: ${shot}`);
      throw shorten(error);
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => undefined);
    }
  });
}
