import { describe, expect, it } from 'vitest';
import { HTML_BODY, parseFaults } from '@mocks/faults';
import { setFaults } from '@mocks/node';
import { call, signIn } from './api';

/** The fault kinds the client's trust tests need: empty, HTML, 403, 409, a hung call, one method only. */
describe('fault kinds for the client trust rules', () => {
  it('answers an empty body, an HTML page, 403 and 409 with Korean messages', async () => {
    setFaults({ empty: true });
    let response = await fetch('/api/auth/refresh');
    expect([response.status, await response.text()]).toEqual([200, '']);
    setFaults({ empty: false, html: true });
    response = await fetch('/api/auth/refresh');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(HTML_BODY);
    setFaults({ html: false, status403: true });
    response = await fetch('/api/auth/refresh');
    expect([response.status, await response.json()]).toEqual([403, { result: '9999', msg: '권한이 없습니다.' }]);
    setFaults({ status403: false, status409: true });
    response = await fetch('/api/auth/refresh');
    expect(response.status).toBe(409);
  });

  it('limits a fault to one method of a path', async () => {
    await signIn('hq.master');
    setFaults({ html: true, method: 'PUT', pathPattern: '^/api/notice/' });
    expect((await call('/api/notice/list')).status).toBe(200);
    const put = await fetch('/api/notice/notice/1', { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await put.text()).toBe(HTML_BODY);
  });

  it('keeps a hung call open until the client aborts it', async () => {
    setFaults({ hang: true });
    const controller = new AbortController();
    const pending = fetch('/api/auth/refresh', { signal: controller.signal });
    const early = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 150)),
    ]);
    expect(early).toBe('still open');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('parses the new kinds from ?mockFaults=', () => {
    expect(parseFaults('empty,html,403,409,hang,method:put,path:^/api/notice')).toEqual({
      empty: true,
      html: true,
      status403: true,
      status409: true,
      hang: true,
      method: 'PUT',
      pathPattern: '^/api/notice',
    });
  });
});
