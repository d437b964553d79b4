import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { badReplyFailure, networkFailure, timeoutFailure } from '@/http/failures';
import { CACHED_SCREENS, createQueryClient, screenOfPath, shouldRetry } from '@/providers/queryClient';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** A query client and the screen it sees on view (the address's first segment in the console). */
function newClient() {
  const view = { screen: 'dashboard' };
  const client = createQueryClient(() => view.screen);
  clients.push(client);
  return { client, view };
}

/** A query is used on the screen on view: it gets an observer (as a mounted component does), which then leaves. */
function observe(client: QueryClient, queryKey: QueryKey, keepMounted = false): void {
  client.setQueryData(queryKey, { data: [], total: 0 });
  const unsubscribe = new QueryObserver(client, { queryKey, queryFn: async () => ({ data: [], total: 0 }), staleTime: Infinity }).subscribe(() => undefined);
  if (!keepMounted) unsubscribe();
}

const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey));

describe('query client', () => {
  it('never treats the auth answers as stale, unlike data', () => {
    const { client } = newClient();
    const staleOnMount = (queryKey: QueryKey) => {
      client.setQueryData(queryKey, true);
      return new QueryObserver(client, { queryKey, queryFn: async () => true }).getCurrentResult().isStale;
    };
    expect(staleOnMount(['auth', 'canAccess', { resource: 'notice', action: 'edit' }])).toBe(false);
    expect(staleOnMount(['auth', 'checkAuth', {}])).toBe(false);
    expect(staleOnMount(['notice', 'getList', {}])).toBe(true);
  });

  it('reads the screen from the address: its first segment', () => {
    expect(screenOfPath('/item')).toBe('item');
    expect(screenOfPath('/item/12/show')).toBe('item');
    expect(screenOfPath('/')).toBe('');
  });

  it(`keeps the queries of the last ${CACHED_SCREENS} screens used, with their access checks`, () => {
    const { client, view } = newClient();
    view.screen = 'screen0';
    client.setQueryData(['auth', 'canAccess', { resource: 'screen0', action: 'edit' }], true);
    client.setQueryData(['screen0', 'getOne', { id: 1 }], { id: 1 });
    client.setQueryData(['codes', '900'], [{ code: '1' }]);
    client.setQueryData(['auth', 'getPermissions', {}], []);
    for (let n = 0; n <= CACHED_SCREENS; n += 1) {
      view.screen = `screen${n}`;
      observe(client, [`screen${n}`, 'getList', {}]);
    }

    const cached = keys(client);
    expect(cached.filter((key) => key.includes('"screen0"'))).toEqual([]);
    for (let n = 1; n <= CACHED_SCREENS; n += 1) expect(cached).toContain(JSON.stringify([`screen${n}`, 'getList', {}]));
    expect(cached).toContain(JSON.stringify(['codes', '900']));
    expect(cached).toContain(JSON.stringify(['auth', 'getPermissions', {}]));
  });

  it('drops what a screen read of a resource other screens show too, with the access checks of its links', () => {
    const { client, view } = newClient();
    const rowLink = (id: number) => ['auth', 'canAccess', { resource: 'couponType', action: 'show', record: { id } }];
    view.screen = 'coupon';
    observe(client, ['coupon', 'getList', {}]);
    observe(client, ['couponType', 'getMany', { ids: [1] }]);
    observe(client, rowLink(1));
    for (let n = 0; n < CACHED_SCREENS; n += 1) {
      view.screen = `couponScreen${n}`;
      observe(client, [view.screen, 'getList', {}]);
      observe(client, ['couponType', 'getMany', { ids: [n + 2] }]);
      observe(client, rowLink(n + 2));
    }

    const cached = keys(client);
    expect(cached).not.toContain(JSON.stringify(['coupon', 'getList', {}]));
    expect(cached).not.toContain(JSON.stringify(['couponType', 'getMany', { ids: [1] }]));
    expect(cached).not.toContain(JSON.stringify(rowLink(1)));
    expect(cached).toContain(JSON.stringify(['couponType', 'getMany', { ids: [2] }]));
    expect(cached).toContain(JSON.stringify(rowLink(2)));
  });

  it('counts a return to a screen as its latest use, and never drops a query still on screen', () => {
    const { client, view } = newClient();
    const visit = (screen: string, keepMounted = false) => {
      view.screen = screen;
      observe(client, [screen, 'getList', {}], keepMounted);
    };
    visit('shown', true);
    visit('revisited');
    for (let n = 0; n < CACHED_SCREENS - 2; n += 1) visit(`other${n}`);
    visit('revisited');
    visit('one-more');
    visit('and-another');

    const cached = keys(client);
    expect(cached).toContain(JSON.stringify(['shown', 'getList', {}]));
    expect(cached).toContain(JSON.stringify(['revisited', 'getList', {}]));
    expect(cached).not.toContain(JSON.stringify(['other0', 'getList', {}]));
  });
});

describe('retry rule', () => {
  it('retries a read once after no answer or a 5xx, never after a timeout, a refusal or an unreadable reply', () => {
    expect(shouldRetry(0, networkFailure())).toBe(true);
    expect(shouldRetry(0, new HttpError('서버 오류', 503, null))).toBe(true);
    expect(shouldRetry(1, networkFailure())).toBe(false);
    for (const error of [timeoutFailure(), badReplyFailure(), new HttpError('권한이 없습니다.', 403, null), new HttpError('없음', 404, null)]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
    // react-admin's "signed out" rejection of its auth queries keeps react-query's default.
    expect(shouldRetry(2, { message: false, redirectTo: '/login' })).toBe(true);
    expect(shouldRetry(3, { message: false, redirectTo: '/login' })).toBe(false);
  });
});
