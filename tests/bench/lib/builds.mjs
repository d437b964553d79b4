// @ts-check
/**
 * The three builds the bench measures, made in the same run with the repo's own Vite:
 *
 * - the baseline: tests/bench/baseline (a bare one-resource react-admin app) into its dist/;
 * - the console's production build (no MSW) into a temp dir: the /login figure;
 * - the console's demo build (MSW inside) into a temp dir: everything that needs signing in.
 *
 * Vite runs directly (`npm run build` would typecheck first) with `--manifest`, which tells
 * which chunks only the mock backend reaches: they are left out of the console's JS figures
 * (production has no MSW) and reported on their own.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../e2e/lib/harness.mjs';

export const BASELINE_DIR = join(REPO_ROOT, 'tests', 'bench', 'baseline');
const VITE_BIN = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
/** Stable temp dirs, so `--skip-build` can measure the previous run's builds again. */
const TEMP_ROOT = join(tmpdir(), 'membership-console-bench');

/** The module of the embedded mock backend (src/app/main.tsx imports it only when mocking is on). */
export const MOCK_ENTRY = 'mocks/browser.ts';
/** The service worker script MSW registers: served from public/, never part of a bundle. */
export const MSW_WORKER_FILE = 'mockServiceWorker.js';

/**
 * @typedef {object} Build
 * @property {string} name 'baseline' | 'production' | 'demo'
 * @property {string} dir the output directory (index.html, assets/)
 * @property {Set<string>} mockFiles asset paths ('assets/browser-x.js') only the mock backend reaches
 * @property {string[]} args the Vite arguments
 */

/** @type {Record<string, string[]>} */
const BUILDS = {
  baseline: ['--config', join(BASELINE_DIR, 'vite.config.ts')],
  production: ['--mode', 'production', '--outDir', join(TEMP_ROOT, 'production'), '--emptyOutDir'],
  demo: ['--mode', 'demo', '--outDir', join(TEMP_ROOT, 'demo'), '--emptyOutDir'],
};

/** @param {string} name */
function outDirOf(name) {
  return name === 'baseline' ? join(BASELINE_DIR, 'dist') : join(TEMP_ROOT, name);
}

/**
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function vite(args) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [VITE_BIN, 'build', '--manifest', '--logLevel', 'warn', ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`vite build ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * @typedef {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} Manifest
 */

/**
 * Asset files reachable from `start` through static and dynamic imports, not entering `skip`.
 * @param {Manifest} manifest
 * @param {string[]} start manifest keys
 * @param {string} [skip] a manifest key not to enter
 */
function reachable(manifest, start, skip) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const key = /** @type {string} */ (stack.pop());
    if (key === skip || seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return new Set([...seen].map((key) => manifest[key].file));
}

/**
 * The asset files only the mock backend reaches (its chunk and what no app chunk imports).
 * @param {string} dir a build with .vite/manifest.json
 */
function mockOnlyFiles(dir) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  if (!manifest[MOCK_ENTRY]) return new Set();
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const app = reachable(manifest, entries, MOCK_ENTRY);
  return new Set([...reachable(manifest, [MOCK_ENTRY])].filter((file) => !app.has(file)));
}

/**
 * Builds (or, with `skip`, reuses) the baseline, production and demo builds, one after the other.
 * @param {{ skip?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<Record<'baseline' | 'production' | 'demo', Build>>}
 */
export async function buildAll({ skip = false, log = console.log } = {}) {
  /** @type {Record<string, Build>} */
  const builds = {};
  for (const [name, args] of Object.entries(BUILDS)) {
    const dir = outDirOf(name);
    if (skip && existsSync(join(dir, '.vite', 'manifest.json'))) {
      log(`build: ${name} reused from ${dir} (--skip-build)`);
    } else {
      const started = Date.now();
      await vite(args);
      log(`build: ${name} into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    builds[name] = { name, dir, args, mockFiles: mockOnlyFiles(dir) };
  }
  if (builds.demo.mockFiles.size === 0) throw new Error(`The demo build has no ${MOCK_ENTRY} chunk in its manifest: is MSW still imported dynamically?`);
  if (builds.production.mockFiles.size > 0) throw new Error(`The production build contains ${MOCK_ENTRY}: MSW must stay out of production.`);
  return /** @type {Record<'baseline' | 'production' | 'demo', Build>} */ (builds);
}
