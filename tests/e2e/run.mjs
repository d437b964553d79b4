// @ts-check
/**
 * `npm run test:e2e [-- name…]`: the end-to-end suite against the demo build in Debian's Chromium.
 *
 *   1. builds the demo (vite --mode demo, MSW inside) into dist-demo (E2E_DIST_DIR elsewhere);
 *      E2E_SKIP_BUILD=1 skips it;
 *   2. serves dist-demo on 127.0.0.1 at a free port and checks the harness itself (the SPA
 *      fallback, the worker's content type, Chromium starting and loading /login);
 *   3. runs tests/e2e/specs/*.spec.mjs with node's test runner, one file more than the cores at a
 *      time (E2E_CONCURRENCY; every file launches its own Chromium, every test gets a fresh context,
 *      so files never share state);
 *   4. ends with a plain line `N passed, N failed`.
 *
 * Arguments filter the spec files by name: `npm run test:e2e -- crawl notice`.
 * Failures leave a screenshot and the page's HTML in test-results/e2e/.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { chromiumIsInstalled, launchChromium, MISSING_CHROMIUM_MESSAGE } from './lib/browser.mjs';
import { DIST_DIR, REPO_ROOT } from './lib/harness.mjs';
import { startStaticServer } from './lib/server.mjs';

const SPECS_DIR = join(REPO_ROOT, 'tests', 'e2e', 'specs');
const RESULTS_DIR = join(REPO_ROOT, 'test-results');
const SUMMARY_FILE = join(RESULTS_DIR, 'e2e-summary.json');
/**
 * Spec files run side by side: one more than the cores keeps them busy while pages wait for the
 * network to settle (2 cores: 347 s with two files, 302 s with three; the cores were idle 21 %
 * and 8 % of the run).
 */
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY) || availableParallelism() + 1);

/** @param {string} text */
const header = (text) => console.log(`\n=== e2e: ${text} ===`);
/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} the exit code
 */
function run(command, args, env = process.env) {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', fail);
    child.once('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} message */
function abort(message) {
  console.error(`\ne2e: ${message}`);
  process.exit(1);
}

/** @param {string} baseURL */
async function checkHarness(baseURL) {
  const login = await fetch(`${baseURL}/login`);
  const html = await login.text();
  if (login.status !== 200 || !/<div id="root"/i.test(html)) abort(`GET /login did not serve index.html (status ${login.status}).`);
  const worker = await fetch(`${baseURL}/mockServiceWorker.js`);
  const type = worker.headers.get('content-type') ?? '';
  if (worker.status !== 200 || !type.startsWith('text/javascript')) {
    abort(`GET /mockServiceWorker.js answered ${worker.status} ${type}: the demo build must contain the MSW worker.`);
  }
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    if (!response?.ok()) abort(`Chromium could not load ${baseURL}/login (${response?.status()}).`);
  } finally {
    await browser.close();
  }
}

async function main() {
  const started = Date.now();
  if (!chromiumIsInstalled()) abort(MISSING_CHROMIUM_MESSAGE);

  if (process.env.E2E_SKIP_BUILD === '1') {
    header('build skipped (E2E_SKIP_BUILD=1)');
    if (!existsSync(join(DIST_DIR, 'index.html'))) abort(`${join(DIST_DIR, 'index.html')} is missing: run without E2E_SKIP_BUILD once.`);
  } else {
    const outDir = relative(REPO_ROOT, DIST_DIR) || '.';
    header(`building the demo (vite build --mode demo --outDir ${outDir})`);
    const since = Date.now();
    const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const code = await run(process.execPath, [vite, 'build', '--mode', 'demo', '--outDir', DIST_DIR, '--emptyOutDir', '--logLevel', 'warn']);
    if (code !== 0) abort(`the demo build failed (exit ${code}).`);
    console.log(`demo built in ${seconds(since)}`);
  }

  const filters = process.argv.slice(2);
  const specs = (await readdir(SPECS_DIR))
    .filter((name) => name.endsWith('.spec.mjs'))
    .filter((name) => !filters.length || filters.some((f) => name.includes(f)))
    .sort()
    .map((name) => join(SPECS_DIR, name));
  if (!specs.length) abort(`no spec file in ${relative(REPO_ROOT, SPECS_DIR)} matches ${filters.join(', ')}.`);

  const server = await startStaticServer(DIST_DIR);
  let exitCode;
  try {
    header(`harness check on ${server.url}`);
    await checkHarness(server.url);
    console.log('static server, SPA fallback, worker content type and Chromium: ok');

    header(`running ${specs.length} spec file(s)`);
    await rm(join(RESULTS_DIR, 'e2e'), { recursive: true, force: true }); // no stale screenshots
    await mkdir(RESULTS_DIR, { recursive: true });
    await rm(SUMMARY_FILE, { force: true });
    const reporter = join(REPO_ROOT, 'tests', 'e2e', 'lib', 'summary-reporter.mjs');
    exitCode = await run(
      process.execPath,
      [
        '--test',
        `--test-concurrency=${CONCURRENCY}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${reporter}`,
        `--test-reporter-destination=${SUMMARY_FILE}`,
        ...specs,
      ],
      { ...process.env, E2E_BASE_URL: server.url },
    );
  } finally {
    await server.close();
  }

  /** @type {Record<string, number>} */
  const totals = existsSync(SUMMARY_FILE) ? JSON.parse(await readFile(SUMMARY_FILE, 'utf8')) : {};
  const passed = totals.pass ?? 0;
  const failed = (totals.fail ?? 0) + (totals.cancelled ?? 0);
  console.log(`\ne2e finished in ${seconds(started)}${failed ? ': screenshots in test-results/e2e/' : ''}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(exitCode !== 0 || failed > 0 || passed === 0 ? 1 : 0);
}

main().catch((/** @type {unknown} */ error) => abort(error instanceof Error ? (error.stack ?? error.message) : String(error)));
