// @ts-check
/**
 * Serves the baseline build: the e2e static server (reused, not copied) behind a tiny front
 * that answers ra-data-simple-rest's `GET /api/posts?range=[a,b]` itself with generated rows and
 * a Content-Range header, and passes every other request through.
 *
 * The rows have the shape of the console's menu rows (the list the bench times there): a
 * number id, four short texts, a Y/N flag and an order.
 */
import { createServer, request as httpRequest } from 'node:http';
import { startStaticServer } from '../../e2e/lib/server.mjs';

export const BASELINE_ROWS = 150;

const posts = Array.from({ length: BASELINE_ROWS }, (_, index) => ({
  id: index + 1,
  code: String(1000 + index * 7),
  title: `Post number ${index + 1}`,
  url: `/post${index + 1}`,
  icon: ['Article', 'Campaign', 'Event', 'Store'][index % 4],
  useYn: index % 5 === 0 ? 'N' : 'Y',
  sortOrder: (index % 12) + 1,
}));

/**
 * @param {URL} url
 * @param {import('node:http').ServerResponse} res
 */
function answerPosts(url, res) {
  let [start, end] = [0, 9];
  try {
    [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]');
  } catch {
    /* the default page */
  }
  const rows = posts.slice(start, end + 1);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-range': `posts ${start}-${start + rows.length - 1}/${posts.length}`,
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(rows));
}

/**
 * @param {string} dir the baseline build
 * @returns {Promise<import('../../e2e/lib/server.mjs').StaticServer>}
 */
export async function startBaselineServer(dir) {
  const files = await startStaticServer(dir);
  const front = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/api/posts' && req.method === 'GET') {
      answerPosts(url, res);
      return;
    }
    const upstream = httpRequest(`${files.url}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.once('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  await new Promise((/** @type {(value: void) => void} */ ok, fail) => {
    front.once('error', fail);
    front.listen(0, '127.0.0.1', () => ok());
  });
  const address = front.address();
  if (!address || typeof address === 'string') throw new Error('The baseline server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: async () => {
      front.closeAllConnections();
      await new Promise((ok) => front.close(() => ok(undefined)));
      await files.close();
    },
  };
}
