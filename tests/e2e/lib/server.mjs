// @ts-check
/**
 * A tiny static server for the demo build (dist-demo): 127.0.0.1, a free port, SPA fallback.
 *
 * - A file that exists is served with its content type (mockServiceWorker.js as JavaScript,
 *   which the browser requires before it registers the worker).
 * - A path without a file extension that is not a file (a client route such as /notice/3) gets
 *   index.html: history-mode routing (spec §2).
 * - A missing asset (a path with an extension: /assets/x.js) is a 404, so a broken chunk shows
 *   as an error instead of an HTML page parsed as JavaScript.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * @param {string} file
 * @returns {Promise<import('node:fs').Stats | undefined>}
 */
async function fileStat(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ url: string, port: number, close: () => Promise<void> }} StaticServer
 */

/**
 * Serves `root` on 127.0.0.1 at a free port chosen by the OS.
 * @param {string} root directory to serve (the demo build)
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer(root) {
  const base = resolve(root);
  const indexFile = join(base, 'index.html');
  if (!(await fileStat(indexFile))) {
    throw new Error(`${indexFile} is missing: build the demo first (npx vite build --mode demo --outDir dist-demo).`);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      const candidate = normalize(join(base, pathname));
      const inside = candidate === base || candidate.startsWith(base + sep);
      let file = inside ? candidate : undefined;
      let info = file ? await fileStat(file) : undefined;
      // A missing file is a 404; a route whose last part has a dot (`/user/store.yujun28`) is a route.
      if (!info && !pathname.startsWith('/assets/') && !(extname(pathname).toLowerCase() in CONTENT_TYPES)) {
        file = indexFile; // SPA fallback
        info = await fileStat(file);
      }
      if (!file || !info || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(info ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(info ? 'Method not allowed' : 'Not found');
        return;
      }
      // A test may ask for a slow page load, as a real server over a real network answers a
      // reload: the cookie `e2e-slow-document=<ms>` holds back the HTML (never the scripts).
      const slow = file === indexFile ? Number(/(?:^|;\s*)e2e-slow-document=(\d+)/.exec(req.headers.cookie ?? '')?.[1] ?? 0) : 0;
      if (slow > 0) await new Promise((ok) => setTimeout(ok, Math.min(slow, 5_000)));
      const hashedAsset = file.includes(`${sep}assets${sep}`);
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file).pipe(res);
    })().catch((/** @type {unknown} */ error) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });

  await new Promise((/** @type {(value: void) => void} */ ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The static server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
