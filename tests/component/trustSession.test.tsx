import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, setFaults } from '@mocks/node';
import { authProvider, sessionLost } from '@/providers/authProvider';
import { session } from '@/providers/session';
import { renderScreen } from '../helpers/renderScreen';
import { openAt, pathname, signInAs } from './authHelpers';
import { mockRows } from './boardHelpers';

/**
 * The session side of the trust rules, on the real providers: unsaved input survives a lost
 * session, a failed menu or start-up check says so with '다시 시도', and the idle sign-out warns
 * first and can be extended.
 */
const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('membership.draft:'));

describe('a draft of unsaved input', { timeout: 60_000 }, () => {
  it('survives a 401, comes back after the next sign-in with 버리기, and an explicit logout leaves none', async () => {
    const record = mockRows('notice')[1];
    const path = `/notice/${String(record.id)}`;
    const first = await renderScreen(path);
    const title = await screen.findByRole('textbox', { name: /제목/ }, { timeout: 20_000 });
    await waitFor(() => expect(title).toHaveValue(String(record.title)));
    await first.user.clear(title);
    await first.user.type(title, '세션이 끊기기 전에 쓴 제목');
    await waitFor(() => expect(draftKeys()).toEqual([`membership.draft:hq.master:${path}`]));

    // The server answers 401: the 401 rule clears the session (and would reload the page).
    sessionLost({ expired: true }, { storage: window.sessionStorage, reload: vi.fn() });
    first.unmount();
    expect(draftKeys()).toHaveLength(1);

    const second = await renderScreen(path);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('세션이 끊기기 전에 쓴 제목'), { timeout: 20_000 });
    const notice = await screen.findByTestId('draft-notice');
    expect(notice).toHaveTextContent('저장하지 않은 내용을 복원했습니다.');
    await second.user.click(within(notice).getByRole('button', { name: '버리기' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue(String(record.title)));
    expect(draftKeys()).toHaveLength(0);

    await second.user.type(screen.getByRole('textbox', { name: /제목/ }), ' 추가');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    await authProvider.logout({ discardDrafts: true });
    expect(draftKeys()).toHaveLength(0);
  });

  it("keeps no personal input in the draft: a new account's id stays, its name, mobile and e-mail do not (issue 34)", async () => {
    const { user } = await renderScreen('/user/create');
    await user.type(await screen.findByRole('textbox', { name: /아이디/ }, { timeout: 20_000 }), 'draft.keeper');
    await user.type(screen.getByRole('textbox', { name: /이름/ }), '홍길동');
    await user.type(screen.getByRole('textbox', { name: /휴대폰 번호/ }), '01098765432');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'draft@example.com');
    await waitFor(() => expect(draftKeys()).toEqual(['membership.draft:hq.master:/user/create']));
    await waitFor(() => expect(window.sessionStorage.getItem('membership.draft:hq.master:/user/create')).toContain('draft.keeper'));
    const kept = window.sessionStorage.getItem('membership.draft:hq.master:/user/create') ?? '';
    for (const personal of ['홍길동', '9876', 'draft@example.com', 'adminName', 'adminHp', 'adminEmail']) expect(kept).not.toContain(personal);
  });
});

describe('the frame when the server fails', { timeout: 60_000 }, () => {
  beforeEach(() => session.reset());
  afterEach(() => window.sessionStorage.clear());

  it('a failed menu/auth shows why with 다시 시도 instead of an empty sidebar', async () => {
    setFaults({ status500: true, pathPattern: '^/api/menu/auth$' });
    await signInAs('hq.master');
    const user = openAt('/dashboard');
    const failure = await screen.findByTestId('menu-failure', {}, { timeout: 20000 });
    expect(failure).toHaveTextContent('메뉴를 불러오지 못했습니다.');
    expect(failure).toHaveTextContent('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    clearFaults();
    await user.click(within(failure).getByRole('button', { name: '다시 시도' }));
    const sidebar = screen.getByTestId('sidebar');
    expect(await within(sidebar).findByRole('button', { name: '게시판' }, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-failure')).not.toBeInTheDocument();
  });

  it('a failed start-up check says so on the login page, and 다시 시도 lets a signed-in admin in', async () => {
    await signInAs('hq.master');
    session.reset();
    setFaults({ status500: true, pathPattern: '^/api/auth/refresh$' });
    const user = openAt('/notice');
    const failure = await screen.findByTestId('session-check-failure', {}, { timeout: 20000 });
    expect(pathname()).toBe('/login');
    expect(failure).toHaveTextContent('로그인 상태를 확인하지 못했습니다.');
    expect(failure).toHaveTextContent('일시적인 오류가 발생했습니다.');
    clearFaults();
    await user.click(within(failure).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(pathname()).toBe('/notice'), { timeout: 20_000 });
  });

  it('idle: a warning before the end, 연장 keeps the session, no answer signs out with a notice', async () => {
    window.sessionStorage.setItem('membership.tune.idleMs', '6000');
    window.sessionStorage.setItem('membership.tune.idleWarnMs', '4000');
    await signInAs('hq.master');
    const user = openAt('/dashboard');
    const warning = await screen.findByRole('dialog', { name: '자동 로그아웃 안내' }, { timeout: 20_000 });
    expect(warning).toHaveTextContent(/초 후 자동으로 로그아웃됩니다/);
    await user.click(within(warning).getByRole('button', { name: '연장' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '자동 로그아웃 안내' })).not.toBeInTheDocument());
    expect(session.get().status).toBe('signedIn');

    await screen.findByRole('dialog', { name: '자동 로그아웃 안내' }, { timeout: 20_000 });
    await waitFor(() => expect(pathname()).toBe('/login'), { timeout: 20_000 });
    expect(session.get().status).toBe('signedOut');
    expect(await screen.findByText(/장시간 사용하지 않아 자동으로 로그아웃되었습니다/, {}, { timeout: 20000 })).toBeInTheDocument();
  });
});
