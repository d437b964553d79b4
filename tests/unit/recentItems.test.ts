import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RECENT, recentItems, remembers } from '@/providers/recentItems';

const item = (id: string, label = '') => ({ resource: 'member', id, kind: 'show' as const, label });

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('최근 본 항목 storage (issue 36 item 2)', () => {
  it('keeps the last 10 per admin, newest first, a record once (its label kept when reopened without one)', () => {
    for (let n = 1; n <= 12; n += 1) recentItems.add('hq.master', item(String(n), `김*${n}`), n);
    recentItems.add('hq.master', item('5'), 20);
    const ids = recentItems.list('hq.master').map((entry) => entry.id);
    expect(ids).toHaveLength(MAX_RECENT);
    expect(ids).toEqual(['5', '12', '11', '10', '9', '8', '7', '6', '4', '3']);
    expect(recentItems.list('hq.master')[0]).toEqual({ ...item('5', '김*5'), at: 20 });
    expect(recentItems.list('hq.viewer1')).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it('moves the list to localStorage with 이 브라우저에서 기억, and back; a sign-out clears only the tab', () => {
    recentItems.add('hq.master', item('100001', '김*준'));
    recentItems.add('hq.viewer1', item('100002', '이*연'));
    recentItems.setRemember('hq.master', true);
    expect(remembers('hq.master')).toBe(true);
    expect(window.sessionStorage.getItem('membership.recent:hq.master')).toBeNull();
    expect(window.localStorage.getItem('membership.recent:hq.master')).toContain('100001');
    recentItems.clearAtSignOut();
    expect(recentItems.list('hq.master').map((entry) => entry.id)).toEqual(['100001']);
    expect(recentItems.list('hq.viewer1')).toEqual([]);
    recentItems.setRemember('hq.master', false);
    expect(window.localStorage.getItem('membership.recent:hq.master')).toBeNull();
    expect(recentItems.list('hq.master').map((entry) => entry.id)).toEqual(['100001']);
    recentItems.clearAtSignOut();
    expect(recentItems.list('hq.master')).toEqual([]);
  });

  it('ignores what it did not write', () => {
    window.sessionStorage.setItem('membership.recent:hq.master', '{not json');
    expect(recentItems.list('hq.master')).toEqual([]);
    window.sessionStorage.setItem('membership.recent:hq.master', JSON.stringify([{ resource: 'member' }, { ...item('1'), at: 1 }]));
    expect(recentItems.list('hq.master')).toEqual([{ ...item('1'), at: 1 }]);
  });
});
