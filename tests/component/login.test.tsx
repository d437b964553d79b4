import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/providers/session';
import { input, openAt, PASSWORD, submitButton, submitLogin as signIn } from './authHelpers';

const openLogin = () => openAt('/login');

describe('LoginPage', () => {
  beforeEach(() => session.reset());

  it('shows the head-office title and enables 로그인 only with id and password', async () => {
    const user = openLogin();
    expect(await screen.findByRole('heading', { name: '본사용 멤버십 관리 시스템' })).toBeInTheDocument();
    expect(input('adminId')).toBeInTheDocument();
    expect(input('adminPwd')).toHaveAttribute('type', 'password');
    expect(input('remember')).toHaveAttribute('type', 'checkbox');
    expect(document.querySelector('input[name="authNum"]')).toBeNull();
    expect(submitButton()).toBeDisabled();
    await user.type(input('adminId'), 'hq.master');
    expect(submitButton()).toBeDisabled();
    await user.type(input('adminPwd'), '   ');
    expect(submitButton()).toBeDisabled();
    await user.clear(input('adminPwd'));
    await user.type(input('adminPwd'), PASSWORD);
    expect(submitButton()).toBeEnabled();
  });

  it('0000: goes to /dashboard with the server menu in the sidebar; Enter submits', async () => {
    const user = openLogin();
    await screen.findByRole('button', { name: '로그인' });
    await user.type(input('adminId'), 'hq.master');
    await user.type(input('adminPwd'), `${PASSWORD}{Enter}`);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const sidebar = await screen.findByTestId('sidebar', {}, { timeout: 20_000 });
    expect(within(sidebar).getByText('게시판')).toBeInTheDocument();
    await user.click(within(sidebar).getByText('게시판'));
    const notice = await within(sidebar).findByRole('link', { name: '공지사항' });
    expect(notice).toHaveAttribute('href', '/notice');
    expect(screen.getByTestId('user-menu')).toHaveTextContent('김민준');
    expect(await screen.findByTestId('dashboard', {}, { timeout: 20_000 })).toHaveTextContent('대시보드');
  });

  it('9997: the server message with the remaining attempts', async () => {
    const user = openLogin();
    await signIn(user, 'hq.master', 'Wrong-password1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(alert).toHaveTextContent('남은횟수: 4회');
    expect(window.location.pathname).toBe('/login');
  });

  it('0001: verification block, confirmation, SMS sent, number required, then signed in', async () => {
    const user = openLogin();
    await signIn(user, 'hq.sms.user');
    expect(await screen.findByText('010-****-5678')).toBeInTheDocument();
    expect(document.querySelector('input[name="authNum"]')).toBeNull();

    await user.click(submitButton());
    expect(await screen.findByText('로그인하려면 인증이 필요합니다.')).toBeInTheDocument();

    await user.click(screen.getByTestId('send-sms'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('인증번호를 발송하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호가 발송되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const authNum = input('authNum');
    expect(authNum).toHaveAttribute('maxlength', '6');

    await user.click(submitButton());
    expect(await screen.findByText('인증번호를 입력해주세요.')).toBeInTheDocument();

    await user.type(authNum, '123456');
    await user.click(submitButton());
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('sidebar', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('a second SMS request answers 0003 and keeps the number field', async () => {
    const user = openLogin();
    await signIn(user, 'hq.sms.user');
    for (const expected of ['인증번호가 발송되었습니다.', '이미 발송된 인증번호가 있습니다.']) {
      await user.click(await screen.findByTestId('send-sms'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
      expect(input('authNum')).toBeInTheDocument();
    }
  });

  it('cancelling the confirmation sends nothing', async () => {
    const user = openLogin();
    await signIn(user, 'hq.sms.user');
    await user.click(await screen.findByTestId('send-sms'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('인증번호가 발송되었습니다.')).toBeNull();
    expect(document.querySelector('input[name="authNum"]')).toBeNull();
  });

  it('remember keeps only the id, and only when ticked', async () => {
    const user = openLogin();
    await screen.findByRole('button', { name: '로그인' });
    await user.click(input('remember'));
    await signIn(user, 'hq.master');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
    expect(stored).toContain('hq.master');
    expect(stored.join('\n')).not.toContain(PASSWORD);
  });

  it('a remembered id fills the form ticked; unticking forgets it at the next sign-in', async () => {
    window.localStorage.setItem('membership.rememberAdminId', 'hq.viewer1');
    const user = openLogin();
    await screen.findByRole('button', { name: '로그인' });
    expect(input('adminId')).toHaveValue('hq.viewer1');
    expect(input('remember')).toBeChecked();
    expect(input('adminPwd')).toHaveFocus();
    await user.click(input('remember'));
    await user.type(input('adminPwd'), `${PASSWORD}{Enter}`);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('membership.rememberAdminId')).toBeNull();
  });

  it('without remember nothing is stored', async () => {
    const user = openLogin();
    await signIn(user, 'hq.master');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
    expect(stored).not.toContain('hq.master');
  });

  it('a temporary password leads to /pwdChange without the "later" button', async () => {
    const user = openLogin();
    await signIn(user, 'hq.temp01');
    await waitFor(() => expect(window.location.pathname).toBe('/pwdChange'));
    expect(await screen.findByRole('heading', { name: '비밀번호 변경' })).toBeInTheDocument();
    expect(screen.queryByTestId('pwd-change-later')).toBeNull();
  });

  it('shows the expiry notice a lost session left behind', async () => {
    window.sessionStorage.setItem('membership.unauthorized.notice', '새로운 곳에서 로그인이 시도되었습니다.');
    openLogin();
    expect(await screen.findByTestId('expired-notice')).toHaveTextContent('새로운 곳에서 로그인이 시도되었습니다.');
  });
});
