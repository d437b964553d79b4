// @ts-check
/**
 * The crawl: signed in as hq.master (every menu), open every route of spec §2 plus the detail
 * route of the four limit screens, let each settle, and collect for every route at once:
 * page errors, console errors, API answers of 400 or more, error notices, a raw message key or
 * react-admin English default on screen (text, tooltips, placeholders, aria-labels), a redirect
 * to /login or /notFound, a missing sidebar or blank page, a screen still busy after 15 s.
 * Every FULL_LOAD_EVERY-th route (and the frameless ones) is opened by its URL, a full load as a
 * bookmark or a pasted link would; the others by a navigation inside the running console, as a
 * click in the menu would (a full load boots the console and its mock again: 4x the time).
 *
 * The routes are dealt into shards (`crawl-1.spec.mjs`, `crawl-2.spec.mjs`) that the runner
 * visits side by side; each shard checks that together they cover every route.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { e2e, saveArtifacts } from './harness.mjs';
import { HQ_MASTER, navigateInApp, QA_PASSWORD, signIn, untranslated, visibleLabels, visibleText, waitForSettled } from './helpers.mjs';
import { LIMIT_SCREENS, readIssueRoutes, readSpecRoutes, SPEC_ROUTES_FILE, UNCODED_ROUTES } from './routes.mjs';

/** The crawl stops visiting after this long and reports the routes it did not reach (the test's deadline is later). */
const CRAWL_BUDGET_MS = 300_000;

/** One route in this many is opened by a full load. */
const FULL_LOAD_EVERY = 8;

/** Screens outside the console frame (no sidebar): the password change is a forced, standalone step like /login. */
const FRAMELESS = new Set(['/pwdChange']);

/**
 * The store id of the first row of a limit screen's list, or '1'.
 * @param {import('playwright-core').Page} page on the list route
 * @param {string} name
 */
async function firstStoreId(page, name) {
  const fromLink = await page
    .locator(`a[href^="/${name}/"]`)
    .first()
    .getAttribute('href', { timeout: 1_000 })
    .catch(() => null);
  const match = fromLink && new RegExp(`^/${name}/([^/?#]+)`).exec(fromLink);
  if (match && match[1] !== 'create') return match[1];
  const cell = await page
    .locator('table tbody tr')
    .first()
    .locator('td.column-storeId, td[class*="storeId"]')
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '');
  return cell.trim() || '1';
}

/** Every route the crawl opens first (the limit detail routes are added behind their lists). */
function allRoutes() {
  assert.ok(existsSync(SPEC_ROUTES_FILE), `${SPEC_ROUTES_FILE} is missing (the spec's route lines)`);
  // the reader fails on a line it cannot read, so every route of the fixture is visited
  return [...UNCODED_ROUTES, ...readSpecRoutes().map((r) => r.path), ...readIssueRoutes().map((r) => r.path)];
}

/**
 * The routes of shard `index` (1-based) of `count`: every count-th route, so each shard holds every area.
 * @param {number} index
 * @param {number} count
 */
export function shardRoutes(index, count) {
  return allRoutes().filter((_, position) => position % count === index - 1);
}

/**
 * Registers shard `index` of `count` as one e2e test.
 * @param {number} index 1-based
 * @param {number} count
 */
export function crawlShard(index, count) {
  e2e(
    `crawl ${index}/${count}: every route of the shard renders in Korean without errors for hq.master`,
    async ({ page, watch, t }) => {
      const shards = Array.from({ length: count }, (_, i) => shardRoutes(i + 1, count));
      assert.equal(shards.flat().length, allRoutes().length, 'the shards together hold every route once');

      await signIn(page, HQ_MASTER, QA_PASSWORD);
      const busy = await waitForSettled(page, watch);
      /** @type {Map<string, string[]>} */
      const failures = new Map();
      const signInProblems = [...(busy ? [busy] : []), ...watch.take()];
      if (signInProblems.length) failures.set('(signing in)', signInProblems);

      /** @type {string[]} */
      const queue = shardRoutes(index, count);
      const started = Date.now();
      for (let i = 0; i < queue.length; i += 1) {
        const path = queue[i];
        if (Date.now() - started > CRAWL_BUDGET_MS) {
          failures.set('(not visited: out of time)', queue.slice(i));
          break;
        }
        /** @type {string[]} */
        const problems = [];
        const callsBefore = watch.apiCalls.length;
        const fullLoad = i % FULL_LOAD_EVERY === 0 || FRAMELESS.has(path) || FRAMELESS.has(queue[i - 1] ?? '');
        if (fullLoad) {
          const response = await page.goto(path, { waitUntil: 'domcontentloaded' }).catch((/** @type {Error} */ e) => {
            problems.push(`navigation failed: ${e.message.split('\n')[0]}`);
            return null;
          });
          if (response && !response.ok()) problems.push(`document answered ${response.status()}`);
        } else {
          await navigateInApp(page, path);
        }
        const busy = await waitForSettled(page, watch, { quietMs: 300 });
        if (busy) problems.push(busy);
        // Settled means nothing in flight and no spinner; on a loaded machine the frame may still
        // be a few frames from painting: give it the time a person would before calling it blank.
        if (!FRAMELESS.has(path))
          await page
            .locator('[data-testid="sidebar"]')
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);

        const landed = new URL(page.url()).pathname;
        if (landed === '/login' || landed === '/notFound') problems.push(`redirected to ${landed}`);
        else if (!FRAMELESS.has(path) && !(await page.locator('[data-testid="sidebar"]').isVisible())) problems.push('no sidebar');
        const text = await visibleText(page);
        if (!text.trim()) problems.push('blank page');
        problems.push(...untranslated(text));
        problems.push(...untranslated(await visibleLabels(page)).map((p) => `label: ${p}`));
        for (const call of watch.apiCalls.slice(callsBefore)) {
          if ((call.status ?? 0) >= 400) problems.push(`${call.method} ${call.path}${call.search} answered ${call.status}`);
        }
        for (const note of await page.locator('.RaNotification-error').allInnerTexts()) problems.push(`error notice: ${note}`);
        problems.push(...watch.take());

        const limit = LIMIT_SCREENS.find((name) => path === `/${name}`);
        if (limit && landed === path) queue.splice(i + 1, 0, `/${limit}/${await firstStoreId(page, limit)}`);

        if (problems.length) {
          failures.set(path, problems);
          await saveArtifacts(page, `crawl${path}`);
        }
      }
      t.diagnostic(`crawl: ${queue.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      t.diagnostic(`limit detail routes: ${queue.filter((p) => LIMIT_SCREENS.some((name) => p.startsWith(`/${name}/`))).join(', ')}`);

      const report = [...failures].map(([path, problems]) => `${path}\n    ${problems.join('\n    ')}`).join('\n');
      assert.equal(failures.size, 0, `${failures.size} of ${queue.length} routes failed (screenshots in test-results/e2e/):\n${report}`);
    },
    { timeout: CRAWL_BUDGET_MS + 60_000 },
  );
}
