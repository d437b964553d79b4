// @ts-check
/**
 * The JS a page fetches, as the browser saw it: every script request of the page is recorded,
 * its response body gzipped (zlib's default level, as a server would) and summed. The mock
 * backend's files (the chunks only mocks/browser.ts reaches, and the MSW worker script) are
 * summed apart: production has no MSW.
 */
import { gzipSync } from 'node:zlib';
import { MSW_WORKER_FILE } from './builds.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Request} Request */
/** @typedef {import('./builds.mjs').Build} Build */
/** @typedef {{ url: string, file: string, raw: number, gzip: number, late: boolean }} JsFile */

/** gzip sizes by URL: hashed assets never change within a run. @type {Map<string, { raw: number, gzip: number }>} */
const sizes = new Map();

/** @param {Request} request */
function isJs(request) {
  return request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
}

/**
 * Raw and gzip bytes of a script response; the body from the server when the browser cannot
 * give it (a response answered by a service worker, a page already gone).
 * @param {Request} request
 */
async function sizeOf(request) {
  const known = sizes.get(request.url());
  if (known) return known;
  const response = await request.response().catch(() => null);
  /** @type {Buffer | undefined} */
  let body = await response?.body().catch(() => undefined);
  if (!body?.length) body = Buffer.from(await (await fetch(request.url())).arrayBuffer());
  const size = { raw: body.length, gzip: gzipSync(body).length };
  sizes.set(request.url(), size);
  return size;
}

/**
 * Records the script requests of `page` until `stop()`. `markInteractive()` splits them: those
 * requested after the mark come back with `late: true`.
 * @param {Page} page
 */
export function recordJs(page) {
  /** @type {Map<string, { request: Request, late: boolean }>} */
  const requests = new Map();
  let late = false;
  const onRequest = (/** @type {Request} */ request) => {
    if (isJs(request) && !requests.has(request.url())) requests.set(request.url(), { request, late });
  };
  page.on('request', onRequest);
  return {
    markInteractive() {
      late = true;
    },
    /** Stops recording and sizes what was fetched. @returns {Promise<JsFile[]>} */
    async stop() {
      page.off('request', onRequest);
      return Promise.all(
        [...requests.values()].map(async ({ request, late: isLate }) => ({
          url: request.url(),
          file: new URL(request.url()).pathname.replace(/^\//, ''),
          ...(await sizeOf(request)),
          late: isLate,
        })),
      );
    },
  };
}

/** kB (1,000 bytes, as Vite's build report counts) with one decimal. @param {number} bytes */
export const kb = (bytes) => Math.round(bytes / 100) / 10;

/**
 * Sums recorded files of one build, the mock backend's apart.
 * @param {JsFile[]} files
 * @param {Build} build
 * @param {{ includeLate?: boolean }} [options] whether files requested after the mark count
 */
export function summarize(files, build, { includeLate = true } = {}) {
  const isMock = (/** @type {JsFile} */ f) => build.mockFiles.has(f.file) || f.file.endsWith(MSW_WORKER_FILE);
  const counted = files.filter((f) => !isMock(f) && (includeLate || !f.late));
  const sum = (/** @type {JsFile[]} */ list, /** @type {'raw' | 'gzip'} */ key) => list.reduce((total, f) => total + f[key], 0);
  return {
    gzipKb: kb(sum(counted, 'gzip')),
    rawKb: kb(sum(counted, 'raw')),
    mockGzipKb: kb(sum(files.filter(isMock), 'gzip')),
    lateGzipKb: kb(
      sum(
        files.filter((f) => !isMock(f) && f.late),
        'gzip',
      ),
    ),
    files: counted.map((f) => ({ file: f.file.replace(/^assets\//, ''), gzipKb: kb(f.gzip) })).sort((a, b) => b.gzipKb - a.gzipKb),
  };
}
