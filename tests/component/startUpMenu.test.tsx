import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { session } from '@/providers/session';
import { openAt, pathname, recordReads, signInAs } from './authHelpers';

/**
 * At start-up (a page load with a session: spec §4's refresh first), the menu is read beside the
 * first screen: a list or a detail opens on the refresh's accessMenu, the write flags follow with
 * the menu, and a form waits for them (issue 35 item 4, listRenderRatio).
 */
const sidebar = () => screen.getByTestId('sidebar');
const rowCount = () => document.querySelectorAll('table tbody tr').length;

/** Holds GET menu/auth until released; the mock server then answers it as usual. */
function holdMenu(): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get('/api/menu/auth', () => held.then(() => undefined)));
  onTestFinished(() => release());
  return release;
}

/**
 * A page load of hq.viewer1 (the server keeps the session, the page knows nothing yet) at `path`,
 * with menu/auth held: resolves once the console is drawn, signed in, its menu on its way.
 */
async function openWithMenuHeld(path: string): Promise<{ release: () => void; reads: string[] }> {
  await signInAs('hq.viewer1');
  session.reset();
  const release = holdMenu();
  const reads = recordReads();
  openAt(path);
  await waitFor(() => expect(sidebar()).toHaveAttribute('aria-busy', 'true'), { timeout: 20_000 });
  return { release, reads };
}

describe('start-up: the menu beside the first screen', () => {
  beforeEach(() => session.reset());

  it('a list asks for its rows before the menu is in and shows them; 등록, the title and the sidebar follow the menu', async () => {
    const { release, reads } = await openWithMenuHeld('/notice');
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0), { timeout: 20_000 });
    expect(reads).toContain('/api/menu/auth');
    expect(reads).toContain('/api/notice/list');
    expect(sidebar()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('page-title')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('link', { name: '등록' })).toBeNull();

    release();
    expect(await screen.findByRole('link', { name: '등록' })).toHaveAttribute('href', '/notice/create');
    expect(screen.getByTestId('page-title')).toHaveTextContent('공지사항');
    expect(sidebar()).not.toHaveAttribute('aria-busy');
    expect(pathname()).toBe('/notice');
  });

  it('a record form waits for the flags: never read-only first, then editable', async () => {
    const { release } = await openWithMenuHeld('/notice/1');
    expect(document.querySelector('form input[name="title"]')).toBeNull();
    expect(screen.queryByText('수정 권한이 없어 조회만 할 수 있습니다.')).toBeNull();

    release();
    await waitFor(() => expect(document.querySelector('form input[name="title"]')).toBeEnabled(), { timeout: 20_000 });
    expect(screen.queryByText('수정 권한이 없어 조회만 할 수 있습니다.')).toBeNull();
    expect(pathname()).toBe('/notice/1');
  });

  it('a create form is not refused while the menu is on its way: it opens once the add flag is in', async () => {
    const { release } = await openWithMenuHeld('/notice/create');
    expect(pathname()).toBe('/notice/create');
    expect(document.querySelector('form input[name="title"]')).toBeNull();

    release();
    await waitFor(() => expect(document.querySelector('form input[name="title"]')).toBeEnabled(), { timeout: 20_000 });
    expect(pathname()).toBe('/notice/create');
  });
});
