import englishMessages from 'ra-language-english';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { clearUnauthorizedState, handleUnauthorized, resetUnauthorizedPage, takeExpiryNotice } from '@/http/unauthorized';
import { sessionLost } from '@/providers/authProvider';
import { session } from '@/providers/session';
import { openAt, pathname, recordReads, signInAs } from './authHelpers';

const stores = () => db.collection('storeManage', 'storeId');

/** Static fragments (4+ characters) of react-admin's English messages: none may reach the screen. */
function englishValues(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return node && typeof node === 'object' ? Object.values(node).flatMap(englishValues) : [];
}
const englishFragments = [
  ...new Set(
    englishValues(englishMessages)
      .flatMap((value) => value.split(/%\{\w+\}|\|\|\|\|/))
      .map((fragment) => fragment.trim())
      .filter((fragment) => fragment.length >= 4 && /[a-z]/i.test(fragment)),
  ),
];

/** What a user can read: text plus the labels, titles and placeholders of the page. */
function visibleText(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

describe('the whole console', () => {
  beforeEach(() => session.reset());

  it('renders /notice for hq.master in Korean only', async () => {
    await signInAs('hq.master');
    openAt('/notice');
    expect(await screen.findByText(/^1-\d+ \/ 총 \d+건$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText('공지사항').length).toBeGreaterThan(0);
    expect(screen.getAllByText('제목').length).toBeGreaterThan(0);
    expect(screen.getByText('페이지당 행 수:')).toBeInTheDocument();
    const text = visibleText();
    expect(text).not.toMatch(/\d+-\d+ of \d+/);
    expect(text).not.toMatch(/\bExport\b|\bRows per page\b|\bAdd filter\b/);
    expect(englishFragments.filter((fragment) => text.includes(fragment))).toEqual([]);
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/notice');
  });

  it("the user menu shows the admin's name, 정보 수정 and 로그아웃", async () => {
    await signInAs('hq.master');
    const user = openAt('/dashboard');
    const menuButton = await screen.findByTestId('user-menu');
    expect(menuButton).toHaveTextContent('김민준');
    await user.click(menuButton);
    await user.click(await screen.findByText('정보 수정'));
    await waitFor(() => expect(pathname()).toBe('/profile'));
    expect(await screen.findByDisplayValue('hq.master')).toHaveAttribute('readonly');

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(session.get().auth).toBeNull();
  });

  it("'/' redirects to /dashboard and an unknown path ends on /dashboard through /login", async () => {
    await signInAs('hq.master');
    openAt('/');
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByTestId('dashboard', {}, { timeout: 20_000 })).toHaveTextContent('대시보드');
    window.history.pushState({}, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });

  it('signed out, a guarded route leads to /login', async () => {
    openAt('/notice');
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByRole('button', { name: '로그인' })).toBeDisabled();
  });

  it('/notFound needs no sign-in and is Korean', async () => {
    openAt('/notFound');
    expect(await screen.findByText('페이지를 찾을 수 없습니다...')).toBeInTheDocument();
    expect(screen.getByText('요청하신 페이지가 존재하지 않습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/dashboard');
  });

  it('a route outside accessMenu goes to /notFound', async () => {
    await signInAs('hq.viewer1');
    openAt('/guide');
    await waitFor(() => expect(pathname()).toBe('/notFound'), { timeout: 20_000 });
  });

  it('pwdChangeYn forces /pwdChange; "다음에 변경하기" returns to /dashboard', async () => {
    await signInAs('hq.old01');
    const user = openAt('/notice');
    await waitFor(() => expect(pathname()).toBe('/pwdChange'));
    await user.click(await screen.findByTestId('pwd-change-later'));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
  });

  it('a temporary password is changed on /pwdChange, then /dashboard', async () => {
    await signInAs('hq.temp01');
    const user = openAt('/dashboard');
    await waitFor(() => expect(pathname()).toBe('/pwdChange'));
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('새로운 비밀번호를 입력해주세요.')).toBeInTheDocument();
    const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? document.body;
    await user.type(field('adminPwd'), 'Latte2026@@');
    await user.type(field('adminPwdConfirm'), 'Latte2026@!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await user.clear(field('adminPwdConfirm'));
    await user.type(field('adminPwdConfirm'), 'Latte2026@@');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(session.get().auth?.pwdTempYn).toBe(0);
  });

  it('a session taken by a sign-in elsewhere shows the notice on /login', async () => {
    server.use(http.get('/api/auth/refresh', () => HttpResponse.json({ expired: true, msg: 'x' }, { status: 401 })));
    openAt('/notice');
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByTestId('expired-notice')).toHaveTextContent('새로운 곳에서 로그인이 시도되었습니다.');
  });

  it('a store-type admin (group 4) gets the store landing, naming its stores', async () => {
    await signInAs('store.owner2');
    openAt('/dashboard');
    expect(await screen.findByTestId('store-landing', {}, { timeout: 20_000 })).toHaveTextContent(String(session.get().auth?.adminName));
    const names = ['ST0007', 'ST0012'].map((id) => `${String(stores().get(id)?.storeName)} (${id})`);
    await waitFor(() => expect(screen.getByTestId('store-landing-stores')).toHaveTextContent(`내 매장: ${names.join(', ')}`));
  });
});

describe('the 401 rule', () => {
  const env = () => ({ storage: window.sessionStorage, reload: vi.fn() });

  it('resets the session, keeps the expiry notice and reloads exactly once', async () => {
    await signInAs('hq.master');
    const first = env();
    sessionLost({ expired: true, msg: 'x' }, first);
    expect(session.get().auth).toBeNull();
    expect(first.reload).toHaveBeenCalledTimes(1);
    resetUnauthorizedPage(); // the page after the reload
    const second = env();
    sessionLost({ expired: true }, second);
    sessionLost(undefined, second);
    expect(second.reload).not.toHaveBeenCalled();
    expect(takeExpiryNotice()).toBe('새로운 곳에서 로그인이 시도되었습니다.');
    expect(takeExpiryNotice()).toBeNull();
  });

  it('an in-app navigation meeting 401 expired: the login page shown before the reload leaves the notice to the page after it', async () => {
    await signInAs('hq.master');
    server.use(http.get('/api/notice/list', () => HttpResponse.json({ expired: true, msg: 'x' }, { status: 401 })));
    openAt('/notice');
    await waitFor(() => expect(pathname()).toBe('/login'));
    await screen.findByRole('button', { name: '로그인' });
    cleanup(); // the reload: a fresh page on /login
    resetUnauthorizedPage();
    openAt('/login');
    expect(await screen.findByTestId('expired-notice')).toHaveTextContent('새로운 곳에서 로그인이 시도되었습니다.');
    cleanup(); // a login page that stayed took it: the next one shows none
    openAt('/login');
    await screen.findByRole('button', { name: '로그인' });
    expect(screen.queryByTestId('expired-notice')).toBeNull();
  });

  it('stores no notice unless the body says expired; a sign-in re-arms the reload', async () => {
    handleUnauthorized({ expired: false }, env());
    expect(takeExpiryNotice()).toBeNull();
    await signInAs('hq.master');
    const after = env();
    handleUnauthorized({}, after);
    expect(after.reload).toHaveBeenCalledTimes(1);
    clearUnauthorizedState();
  });
});

describe('sign-out', () => {
  beforeEach(() => session.reset());

  it('aborts the reads in flight: none comes back 401, so no reload on the way to /login', async () => {
    await signInAs('hq.master');
    const user = openAt('/dashboard');
    let held: Request | undefined;
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/notice/list', async ({ request }) => {
        held = request;
        await answered; // the session has ended by then
        return HttpResponse.json({ expired: false, msg: '로그인이 필요합니다.' }, { status: 401 });
      }),
    );
    await user.type(await screen.findByTestId('sidebar-filter'), '공지사항');
    await user.click(await within(screen.getByTestId('sidebar')).findByRole('link', { name: '공지사항' }));
    await waitFor(() => expect(held).toBeDefined());
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(pathname()).toBe('/login'));
    answer();
    await waitFor(() => expect(held?.signal.aborted).toBe(true));
    expect(window.sessionStorage.getItem('membership.unauthorized.reloaded')).toBeNull();
    expect(takeExpiryNotice()).toBeNull();
  });
});

describe('route guards and write rights (spec §4, §6)', () => {
  beforeEach(() => session.reset());

  it('a screen outside accessMenu goes to /notFound without asking for its rows or showing an error', async () => {
    await signInAs('hq.viewer1');
    const reads = recordReads();
    openAt('/guide');
    await waitFor(() => expect(pathname()).toBe('/notFound'));
    expect(await screen.findByText('페이지를 찾을 수 없습니다...')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.filter((path) => path.startsWith('/api/guide'))).toEqual([]);
    expect(screen.queryByText(/권한/)).toBeNull();
  });

  it('a forbidden /faq/create (no 등록 flag) shows no form and reads nothing', async () => {
    await signInAs('hq.viewer1');
    const reads = recordReads();
    openAt('/faq/create');
    await waitFor(() => expect(pathname()).toBe('/notFound'));
    expect(document.querySelector('form input[name="title"]')).toBeNull();
    expect(reads.filter((read) => read.startsWith('/api/faq'))).toEqual([]);
  });

  it('/faq/1 without the 수정 flag opens read-only: disabled inputs, no 저장, a notice why (docs/permissions.md)', async () => {
    await signInAs('hq.viewer1');
    openAt('/faq/1');
    expect(await screen.findByText('수정 권한이 없어 조회만 할 수 있습니다.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(pathname()).toBe('/faq/1');
    await waitFor(() => expect(document.querySelector('form input[name="title"]')).toBeDisabled());
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
  });

  it('a read-only notice (store owner: no 수정) leaves nothing to edit: dates, 상단 고정, the editor, attachments', async () => {
    await signInAs('store.owner1');
    openAt('/notice/1');
    expect(await screen.findByText('수정 권한이 없어 조회만 할 수 있습니다.', {}, { timeout: 20_000 })).toBeInTheDocument();
    // the body shows as it will be shown, with no way to open the editor (issue 35: the editor comes when opened)
    const form = await waitFor(
      () => {
        const found = document.querySelector('form');
        expect(found?.querySelector('input[name="title"]')).not.toBeNull();
        expect(found?.querySelector('[data-testid="content-preview"]')?.textContent).not.toBe('');
        return found as HTMLFormElement;
      },
      { timeout: 20_000 },
    );
    expect(screen.queryByRole('button', { name: '공지 내용 편집하기' })).toBeNull();
    // the attachments input comes with its own chunk, after the form's first paint (issue 35 item 3)
    expect(await within(form).findByRole('button', { name: '파일 선택' }, { timeout: 20_000 })).toBeDisabled();
    const editable = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((input) => input.type !== 'hidden' && input.type !== 'file' && !input.disabled)
      .map((input) => input.name || input.type);
    expect(editable).toEqual([]);
    expect(form.querySelector('[contenteditable="true"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /굵게|HTML 편집/ })).toBeNull();
    const buttons = within(form).getAllByRole('button', { name: /달력|삭제/ });
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('the create button follows authAddYn: on for /notice, off for /faq', async () => {
    await signInAs('hq.viewer1');
    openAt('/notice');
    expect(await screen.findByText(/^1-\d+ \/ 총 \d+건$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '등록' })).toHaveAttribute('href', '/notice/create');
    cleanup();
    openAt('/faq');
    expect(await screen.findByText(/^1-\d+ \/ 총 \d+건$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(pathname()).toBe('/faq');
    expect(screen.queryByRole('link', { name: '등록' })).toBeNull();
  });

  it('an allowed create (authAddYn 1) shows its form', async () => {
    await signInAs('hq.viewer1');
    openAt('/notice/create');
    await waitFor(() => expect(document.querySelector('form input[name="title"]')).not.toBeNull(), { timeout: 20_000 });
    expect(pathname()).toBe('/notice/create');
  });
});
