import { screen, waitFor } from '@testing-library/react';
import { onTestFinished, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { readAhead } from '@/app/readAhead';
import { store } from '@/app/store';
import { session } from '@/providers/session';
import { openAt, signInAs } from './authHelpers';

/**
 * A page load on a list sends the list's first read as soon as the session is known (main.tsx →
 * readAhead.ts), and the list takes its answer: one call, with exactly the params the list itself
 * would send (its address, the params stored at the last visit, the declared defaults). A file of
 * its own modules (*.isolated): a read is sent ahead once per list and page load.
 */
function recordLists(path: string): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === path) calls.push(url.search);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return calls;
}

/** Signed in (then `prepare`), a page load on `path`: the read ahead first, then the console renders. */
async function loadPage(adminId: string, path: string, listPath: string, expectRead = true, prepare: () => void = () => undefined) {
  await signInAs(adminId);
  prepare();
  const calls = recordLists(listPath);
  window.history.pushState({}, '', path);
  const sent = readAhead(new URL(path, 'http://x').pathname, session.get());
  if (expectRead) await waitFor(() => expect(calls).toHaveLength(1));
  const sentAhead = [...calls];
  openAt(path);
  return { calls, sent, sentAhead };
}

/** What the 401 rule leaves in the tab once it has reloaded a page (src/http/unauthorized.ts). */
const RELOAD_GUARD_KEY = 'membership.unauthorized.reloaded';

describe('a page load on a list reads its first page ahead', () => {
  it('a list on its defaults (주문 내역: today’s period, 20 rows, its sort): one call, sent before the console rendered', async () => {
    const { calls, sentAhead } = await loadPage('hq.master', '/order', '/api/order');
    expect(sentAhead).toHaveLength(1);
    await screen.findByText(/^1-\d+ \/ 총 \d+건$|^주문 내역 데이터가 없습니다\.$/, {}, { timeout: 20_000 });
    expect(calls).toEqual(sentAhead);
  });

  it('a list whose params were kept at the last visit (50 rows, sorted by id): one call, with them', async () => {
    store.setItem('notice.listParams', { sort: 'id', order: 'ASC', page: 1, perPage: 50, filter: {}, displayedFilters: {} });
    const { calls, sentAhead } = await loadPage('hq.master', '/notice', '/api/notice/list');
    expect(sentAhead).toEqual(['?page=1&size=50&sort=id&order=ASC']);
    expect(await screen.findByText(/^1-\d+ \/ 총 \d+건$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls).toEqual(sentAhead);
  });

  it('a list opened by an address with its search: one call, with the address’s', async () => {
    const search = `?filter=${encodeURIComponent(JSON.stringify({ title: '매장' }))}&page=1&perPage=50&sort=id&order=DESC`;
    const { calls, sentAhead } = await loadPage('hq.master', `/faq${search}`, '/api/faq/list');
    expect(sentAhead).toHaveLength(1);
    expect(sentAhead[0]).toContain('size=50');
    await screen.findByText(/^1-\d+ \/ 총 \d+건$|현재 검색 조건에 맞는 자주 묻는 질문 데이터가 없습니다/, {}, { timeout: 20_000 });
    expect(calls).toEqual(sentAhead);
  });

  it('a bespoke list with its declared read (/menu, the whole tree): one call', async () => {
    const { calls, sentAhead } = await loadPage('hq.master', '/menu', '/api/menu/list');
    expect(sentAhead).toHaveLength(1);
    expect(await screen.findByRole('table', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('table tbody tr').length).toBeGreaterThan(20));
    expect(calls).toEqual(sentAhead);
  });

  it('a list the account may not open reads nothing', async () => {
    const { sent, sentAhead } = await loadPage('hq.viewer1', '/guide', '/api/guide/list', false);
    expect(sent).toBe(false);
    expect(sentAhead).toEqual([]);
  });

  it('after the 401 rule reloaded a page of this tab, nothing is read ahead: the list reads for itself in the console', async () => {
    onTestFinished(() => window.sessionStorage.removeItem(RELOAD_GUARD_KEY));
    const { calls, sent } = await loadPage('hq.master', '/notice', '/api/notice/list', false, () => window.sessionStorage.setItem(RELOAD_GUARD_KEY, '1'));
    expect(sent).toBe(false);
    expect(await screen.findByText(/^1-\d+ \/ 총 \d+건$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
