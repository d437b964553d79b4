import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { startHttpMock } from '@mocks/http/server';
import { checkContract, failed, report } from '../../../scripts/contract/check';

/**
 * The server team's check (`npm run contract:check`) against the mock served over HTTP on a free
 * port: every read-only call answers the shape the contract says; a handler broken on purpose is
 * reported with its wrong field. The writes are sent too (to the mock only): their replies and refusals
 * validate against the contract as well. msw/node's interception is paused meanwhile (real sockets here).
 */
describe('contract check against the mock over HTTP', () => {
  beforeAll(() => server.close());
  afterAll(() => server.listen({ onUnhandledRequest: 'error' }));

  it('finds every read-only call of the mock in shape, and reports a broken one with its field', async () => {
    const mock = await startHttpMock();
    try {
      const results = await checkContract({ base: mock.url });
      expect(results.filter((result) => result.outcome !== 'ok' && result.outcome !== 'skipped')).toEqual([]);
      expect(failed(results)).toBe(false);
      expect(results.filter((result) => result.outcome === 'ok').length).toBeGreaterThan(150);

      // every handler, the writes too: a 2xx in the call's shape, a refusal in the error shape
      const reads = new Set(results.map((result) => result.call));
      const writes = await checkContract({ base: mock.url, includeWrites: true, only: (call) => !reads.has(call) });
      expect(
        writes
          .filter((result) => result.outcome !== 'ok' && result.outcome !== 'skipped')
          .map((result) => `${result.call} ${result.url}: ${result.field ?? ''} ${result.detail ?? ''}`),
      ).toEqual([]);
      expect(writes.length).toBeGreaterThan(60);
    } finally {
      await mock.close();
    }

    const broken = await startHttpMock({ before: [http.get('/api/member/list', () => HttpResponse.json({ list: [{ cusId: '1' }], totalCnt: '많음' }))] });
    try {
      const results = await checkContract({ base: broken.url, only: (call) => call.startsWith('member.') });
      expect(results.filter((result) => result.outcome === 'wrong')).toEqual([
        expect.objectContaining({ call: 'member.list', method: 'GET', url: '/api/member/list?size=5', field: '/totalCnt' }),
      ]);
      expect(report(results)).toMatch(/shape WRONG\s+200 GET\s+\/api\/member\/list\?size=5\s+\[member\.list\] at \/totalCnt/);
    } finally {
      await broken.close();
    }
  }, 120_000); // about 15 s; the margin is for a loaded machine
});
