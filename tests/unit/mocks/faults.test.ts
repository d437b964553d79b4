import { describe, expect, it } from 'vitest';
import { getFaults, setFaults } from '@mocks/node';
import { faultsFromSearch, MALFORMED_BODY, parseFaults } from '@mocks/faults';
import { mockControl } from '@mocks/control';
import { call, signIn } from './api';

describe('fault injection', () => {
  it('answers 500 on every call when status500 is on', async () => {
    setFaults({ status500: true });
    const response = await fetch('/api/auth/refresh');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ result: '9999' });
  });

  it('answers a malformed body', async () => {
    setFaults({ malformed: true });
    const response = await fetch('/api/auth/refresh');
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('fails the request like a network error', async () => {
    setFaults({ networkError: true });
    await expect(fetch('/api/auth/refresh')).rejects.toThrow(TypeError);
  });

  it('limits every fault, latency included, to the path pattern', async () => {
    await signIn('hq.master');
    setFaults({ status500: true, pathPattern: '^/api/dashboard', latencyMs: 80 });
    expect((await call('/api/menu/auth')).status).toBe(200);
    const started = Date.now();
    expect((await call('/api/dashboard')).status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('fails only a share of calls with errorRate', async () => {
    setFaults({ errorRate: 0.5 });
    const statuses = await Promise.all(Array.from({ length: 40 }, async () => (await fetch('/api/auth/refresh')).status));
    expect(statuses.filter((status) => status === 500).length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(5);
  });

  it('reads ?mockFaults= and clears with reset', () => {
    expect(parseFaults('latency:800,error:0.2,500,network,malformed,path:^/api/notice')).toEqual({
      latencyMs: 800,
      errorRate: 0.2,
      status500: true,
      networkError: true,
      malformed: true,
      pathPattern: '^/api/notice',
    });
    expect(faultsFromSearch('?foo=1&mockFaults=latency:300,500')).toBe(true);
    expect(getFaults()).toMatchObject({ latencyMs: 300, status500: true, networkError: false });
    mockControl.reset();
    expect(getFaults()).toMatchObject({ latencyMs: 0, status500: false });
  });
});
