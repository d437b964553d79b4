import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import type { RequestHandler } from 'msw';
import { handlers } from '../handlers';
import { setTabScope } from '../storage';

/**
 * The mock backend served over HTTP on localhost (node only): the same handlers and database as
 * the browser's and the tests', through @mswjs/http-middleware. Used by the contract check's
 * test (`npm run contract:check -- --base …`), `npm run mock:http` and the performance work
 * that measures the production build against it (`--static dist`). docs/qa.md "The mock over HTTP".
 *
 * Sessions: the browser mock keeps a tab's session token in sessionStorage; over HTTP the "tab"
 * is a cookie, `mock-tab`, set on the first answer (HttpOnly, SameSite=Lax, Path=/): every
 * sessionStorage key of the mock (session token, faults) lives per cookie. The server-side state
 * (sessions by admin, lockouts, the database) is the process's, shared by every client.
 */
export const TAB_COOKIE = 'mock-tab';

export interface HttpMockOptions {
  port?: number;
  host?: string;
  /** Handlers tried before the mock's own (a test's broken handler). */
  before?: RequestHandler[];
  /** A built console to serve beside /api (index.html for unknown paths). */
  staticDir?: string;
}

export interface HttpMock {
  /** 'http://127.0.0.1:8787' */
  url: string;
  port: number;
  close(): Promise<void>;
}

const tabs = new Map<string, Map<string, string>>();
const scope = new AsyncLocalStorage<Map<string, string>>();

function tabOf(request: IncomingMessage, response: ServerResponse): Map<string, string> {
  const cookie = /(?:^|;\s*)mock-tab=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const known = cookie ? tabs.get(cookie) : undefined;
  if (known) return known;
  const id = randomUUID();
  const tab = new Map<string, string>();
  tabs.set(id, tab);
  response.setHeader('set-cookie', `${TAB_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  return tab;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A file of the build, or index.html for a route of the console; false for /api. */
function serveStatic(dir: string, request: IncomingMessage, response: ServerResponse): boolean {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (path.startsWith('/api/')) return false;
  const file = normalize(join(dir, path));
  const inside = file.startsWith(resolve(dir));
  const asset = inside && existsSync(file) && statSync(file).isFile() ? file : undefined;
  // A missing file is a 404; a route whose last part has a dot (`/user/store.yujun28`) is a route.
  if (!asset && (path.startsWith('/assets/') || extname(path) in TYPES)) {
    response.writeHead(404).end();
    return true;
  }
  const target = asset ?? join(dir, 'index.html');
  // As a production host serves a Vite build (and the e2e static server does): the hashed files
  // under assets/ are cached for good, the page is asked for again each time.
  const hashed = asset !== undefined && path.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'content-length': statSync(target).size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(target).pipe(response);
  return true;
}

export async function startHttpMock({ port = 0, host = '127.0.0.1', before = [], staticDir }: HttpMockOptions = {}): Promise<HttpMock> {
  const app = createMockApp(...before, ...handlers);
  setTabScope(() => scope.getStore());
  const server = createServer((request, response) => {
    if (staticDir && serveStatic(resolve(staticDir), request, response)) return;
    const tab = tabOf(request, response);
    // the access log's 접속 IP (mocks/accessLog.ts): the socket's address, never what a client claims
    request.headers['x-mock-remote-addr'] = request.socket.remoteAddress ?? '';
    scope.run(tab, () => app(request, response));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
        setTabScope(undefined);
      }),
  };
}
