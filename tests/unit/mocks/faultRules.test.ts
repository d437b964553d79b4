import { describe, expect, it } from 'vitest';
import { familyPattern, faultFamilies } from '@mocks/apiGroups';
import { getCallLog } from '@mocks/callLog';
import { mockControl } from '@mocks/control';
import { decodeScenario, scenarioFromSearch, scenarioLink } from '@mocks/scenario';
import { withoutScenario } from '@mocks/scenarioParam';
import { call, signIn } from './api';

/** The QA workbench's side of the mock: fault rules, the call log, scenarios. */
describe('fault rules', () => {
  it('targets one family, once or until removed, with the kinds QA asks for', async () => {
    await signIn('hq.master');
    expect(faultFamilies()).toEqual(expect.arrayContaining(['member', 'contentV1', 'rest', 'auth', 'dashboard']));
    expect(familyPattern('contentV1')?.test('/api/notice/list')).toBe(true);
    expect(familyPattern('member')?.test('/api/memberX')).toBe(false);

    const rule = mockControl.addFault({ kind: '500', family: 'member' });
    expect((await call('/api/member/list')).status).toBe(500);
    expect((await call('/api/member/list')).status).toBe(500); // until removed
    expect((await call('/api/menu/auth')).status).toBe(200); // another family
    mockControl.removeFault(rule.id);
    expect((await call('/api/member/list')).status).toBe(200);

    mockControl.addFault({ kind: '401expired', pathPattern: '^/api/menu', once: true });
    expect(await call('/api/menu/auth')).toEqual({ status: 401, body: { expired: true, msg: '새로운 곳에서 로그인이 시도되었습니다.' } });
    expect((await call('/api/menu/auth')).status).toBe(200); // consumed
    expect(mockControl.getFaultRules()).toEqual([]);

    mockControl.addFault({ kind: '409', method: 'PUT' });
    mockControl.addFault({ kind: 'html', family: 'contentV1' });
    expect((await call('/api/notice/notice/1', { method: 'PUT', json: {} })).status).toBe(409);
    const html = await fetch('/api/notice/list');
    expect(html.headers.get('content-type')).toContain('text/html');
    mockControl.clearAllFaults();
  });

  it('adds latency per rule and logs each call with its status, duration and bodies', async () => {
    await signIn('hq.master');
    mockControl.addFault({ kind: 'latency', family: 'member', latencyMs: 120 });
    const started = Date.now();
    expect((await call('/api/member/memo', { method: 'POST', json: { cusId: 'nobody', memo: '메모' } })).status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    const entry = getCallLog().at(-1);
    expect(entry).toMatchObject({ method: 'POST', path: '/api/member/memo', status: 404, done: true });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(110);
    expect(JSON.parse(entry?.requestBody ?? '{}')).toEqual({ cusId: 'nobody', memo: '메모' });
    expect(entry?.responseBody).toContain('회원을 찾을 수 없습니다.');
  });

  it('restores account, rules and settings from a scenario link, once per tab', async () => {
    await signIn('hq.viewer1');
    mockControl.addFault({ kind: 'timeout', family: 'member', once: true });
    mockControl.setFaults({ latencyMs: 50 });
    const link = scenarioLink('http://localhost:5173/member?mockFaults=500');
    const url = new URL(link);
    expect(url.pathname).toBe('/member');
    expect(url.searchParams.has('mockFaults')).toBe(false);
    expect(decodeScenario(url.searchParams.get('scenario') ?? '')).toEqual({
      v: 1,
      account: 'hq.viewer1',
      faults: [{ id: 'f1', kind: 'timeout', family: 'member', once: true }],
      settings: { latencyMs: 50 },
    });

    mockControl.reset(); // signed out, no faults
    expect(mockControl.currentAccount()).toBeUndefined();
    expect(scenarioFromSearch(url.search)).toBe(true);
    expect(mockControl.currentAccount()).toBe('hq.viewer1');
    expect(mockControl.getFaultRules()).toEqual([{ id: 'f1', kind: 'timeout', family: 'member', once: true }]);
    expect(mockControl.getFaults().latencyMs).toBe(50);
    expect(scenarioFromSearch(url.search)).toBe(false); // a reload of the link: already applied
    expect(decodeScenario('{"v":2}')).toBeUndefined();
  });

  it('leaves the address as the plain link once the scenario is read', () => {
    const link = scenarioLink('http://localhost:5173/eDream?filter=%7B%22ticketStatus%22%3A%22ISSUED%22%7D', { v: 1, account: 'hq.master' });
    const plain = new URL(withoutScenario(link) ?? '');
    expect(plain.pathname).toBe('/eDream');
    expect([...plain.searchParams.keys()]).toEqual(['filter']);
    expect(JSON.parse(plain.searchParams.get('filter') ?? '')).toEqual({ ticketStatus: 'ISSUED' });
    expect(withoutScenario('http://localhost:5173/member')).toBeUndefined();
  });
});
