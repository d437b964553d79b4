import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { startHttpMock, type HttpMock } from '@mocks/http/server';

/**
 * The HTTP mock serving a build (`npm run mock:http -- --static dist`, the bench's production
 * runs): a route is the console's page even when its last part has a dot (an admin id
 * `store.yujun28`); a missing file is a 404. msw/node's interception is paused (real sockets).
 */
describe('the HTTP mock serving a build', () => {
  let dir = '';
  let mock: HttpMock;
  beforeAll(async () => {
    server.close();
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'export {}');
    mock = await startHttpMock({ staticDir: dir });
  });
  afterAll(async () => {
    await mock.close();
    rmSync(dir, { recursive: true, force: true });
    server.listen({ onUnhandledRequest: 'error' });
  });

  it('answers the page for routes, dotted ids included, and 404 for missing files', async () => {
    const get = (path: string) => fetch(`${mock.url}${path}`);
    for (const route of ['/notice', '/user/store.yujun28', '/member/10001/show']) {
      const reply = await get(route);
      expect(reply.status, route).toBe(200);
      expect(await reply.text(), route).toContain('<title>console</title>');
    }
    expect((await get('/assets/app.js')).status).toBe(200);
    expect((await get('/assets/gone.js')).status).toBe(404);
    expect((await get('/logo.png')).status).toBe(404);
  });
});
