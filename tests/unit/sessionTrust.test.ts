import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, withoutSecrets } from '@/providers/drafts';
import { activityChannel, createIdleClock, type IdlePhase } from '@/auth/idle';
import { tuned, tuneFromSearch } from '@/http/tuning';
import { clearUnauthorizedState, handleUnauthorized, leaveLoginNotice, resetUnauthorizedPage, takeExpiryNotice } from '@/http/unauthorized';

/** The pure pieces of "no lost edits" and the idle sign-out: drafts, the idle clock, the 401 guard, tuning. */
describe('drafts', () => {
  const memory = () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      key: (index: number) => [...map.keys()][index] ?? null,
      get length() {
        return map.size;
      },
    };
    return { map, store };
  };

  it('keeps values per admin and route, never a password or a file', () => {
    const { map, store } = memory();
    let now = 1000;
    const drafts = createDraftStore(
      () => store,
      () => now,
    );
    drafts.write('hq.master', '/notice/3', {
      title: '수정 중인 제목',
      adminPwd: 'Bean2026!!',
      adminPwdConfirm: 'Bean2026!!',
      nested: { newPassword: 'x', memo: '메모' },
      files: [new Blob(['x']), { name: 'a.png' }],
      when: new Date(0),
    });
    expect(drafts.read('hq.master', '/notice/3')).toEqual({
      adminId: 'hq.master',
      route: '/notice/3',
      values: { title: '수정 중인 제목', nested: { memo: '메모' }, files: [{ name: 'a.png' }] },
      savedAt: 1000,
    });
    expect([...map.values()].join()).not.toContain('Bean2026');
    expect(drafts.read('hq.viewer1', '/notice/3')).toBeUndefined();
    expect(drafts.read('hq.master', '/notice/4')).toBeUndefined();
    now = 2000;
    drafts.write('hq.master', '/faq/1', { question: '질문' });
    drafts.write('hq.viewer1', '/faq/1', { question: '남의 것' });
    expect(drafts.latestRoute('hq.master')).toBe('/faq/1');
    drafts.clear('hq.master');
    expect(drafts.read('hq.viewer1', '/faq/1')).toBeUndefined();
    expect(drafts.read('hq.master', '/faq/1')).toBeDefined();
    drafts.remove('hq.master', '/faq/1');
    expect(drafts.latestRoute('hq.master')).toBe('/notice/3');
    drafts.clear();
    expect(map.size).toBe(0);
  });

  it('drops secrets at any depth', () => {
    expect(withoutSecrets({ a: [{ pwd: 1, b: 2 }], PASSWORD: 'x', secretKey: 'y', keep: null })).toEqual({ a: [{ b: 2 }], keep: null });
  });
});

describe('idle clock', () => {
  afterEach(() => vi.useRealTimers());

  function clock(idleMs = 10_000, warnMs = 3_000) {
    vi.useFakeTimers({ now: 0 });
    const phases: IdlePhase[] = [];
    const idle = createIdleClock({ idleMs, warnMs, onChange: (phase) => phases.push(phase) });
    idle.start();
    return { idle, phases };
  }

  it('warns before the end and expires without activity', () => {
    const { idle, phases } = clock();
    vi.advanceTimersByTime(6_999);
    expect(idle.phase()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['warning']);
    vi.advanceTimersByTime(3_000);
    expect(phases).toEqual(['warning', 'expired']);
    idle.touch();
    expect(idle.phase()).toBe('expired');
  });

  it('activity (here or in another tab) pushes the end back, and ends a warning', () => {
    const { idle, phases } = clock();
    vi.advanceTimersByTime(5_000);
    idle.touch();
    vi.advanceTimersByTime(6_000);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(phases).toEqual(['warning']);
    idle.touch(Date.now() - 500);
    expect(phases).toEqual(['warning', 'active']);
    expect(idle.deadline()).toBe(Date.now() - 500 + 10_000);
    idle.touch(1);
    expect(idle.deadline()).toBe(Date.now() - 500 + 10_000);
  });

  it('a sleeping machine wakes straight into the sign-out', () => {
    const { idle, phases } = clock();
    vi.setSystemTime(60_000);
    vi.advanceTimersByTime(7_000);
    expect(idle.phase()).toBe('expired');
    expect(phases).toEqual(['expired']);
  });

  it('tabs of one browser hear each other', async () => {
    const heard: number[] = [];
    const a = activityChannel(() => undefined);
    const b = activityChannel((at) => heard.push(at));
    a.publish(5_000);
    a.publish(5_500);
    await vi.waitFor(() => expect(heard).toEqual([5_000]));
    a.close();
    b.close();
  });
});

describe('the 401 rule and the login notice', () => {
  it('reloads again after a sign-in re-armed the guard; the idle notice reaches the login page once', () => {
    const storage = window.sessionStorage;
    const reload = vi.fn();
    handleUnauthorized({}, { storage, reload });
    handleUnauthorized({}, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(1);
    clearUnauthorizedState(storage);
    handleUnauthorized({}, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
    resetUnauthorizedPage(); // the page after the reload
    leaveLoginNotice('장시간 사용하지 않아 자동으로 로그아웃되었습니다.', storage);
    expect(takeExpiryNotice(storage)).toBe('장시간 사용하지 않아 자동으로 로그아웃되었습니다.');
    expect(takeExpiryNotice(storage)).toBeNull();
  });
});

describe('tuning (dev and demo builds)', () => {
  it('keeps the overrides a URL names, whole positive numbers only', () => {
    tuneFromSearch('?idleMs=8000&idleWarnMs=abc&requestTimeoutMs=2000');
    expect(tuned('idleMs', 1)).toBe(8000);
    expect(tuned('idleWarnMs', 60_000)).toBe(60_000);
    expect(tuned('requestTimeoutMs', 30_000)).toBe(2000);
    tuneFromSearch('?idleMs=off&requestTimeoutMs=0');
    expect(tuned('idleMs', 1_800_000)).toBe(1_800_000);
    expect(tuned('requestTimeoutMs', 30_000)).toBe(30_000);
  });
});
