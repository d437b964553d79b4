import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInApp } from '@/app/SignInApp';
import { session } from '@/providers/session';
import { expectNoDialog } from '../helpers/workspace';
import { input, PASSWORD, signInAs, submitButton } from './authHelpers';

/**
 * /login opened as the first page of a visit (main.tsx): the sign-in page alone, outside
 * react-admin's <Admin>, handing over to the console once signed in.
 */
function openSignInApp() {
  window.history.pushState({}, '', '/login');
  const onSignedIn = vi.fn<(path: string) => void>();
  const preload = vi.fn<() => void>();
  const user = userEvent.setup();
  render(<SignInApp onSignedIn={onSignedIn} preload={preload} />);
  return { user, onSignedIn, preload };
}

describe('the stand-alone sign-in page', () => {
  beforeEach(() => session.reset());

  it('signs in without the console: loads it meanwhile, then hands over at the admin’s home', async () => {
    const { user, onSignedIn, preload } = openSignInApp();
    expect(await screen.findByRole('heading', { name: '본사용 멤버십 관리 시스템' })).toBeInTheDocument();
    await user.type(input('adminId'), 'hq.master');
    await user.type(input('adminPwd'), `${PASSWORD}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/dashboard'));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(session.get().auth?.adminId).toBe('hq.master');
  });

  it('keeps the verification step and the server’s messages, in Korean', async () => {
    const { user, onSignedIn } = openSignInApp();
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'hq.master');
    await user.type(input('adminPwd'), 'Wrong-password1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');

    await user.clear(input('adminId'));
    await user.type(input('adminId'), 'hq.sms.user');
    await user.clear(input('adminPwd'));
    await user.type(input('adminPwd'), PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText('010-****-5678')).toBeInTheDocument();
    await user.click(screen.getByTestId('send-sms'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('인증번호를 발송하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호가 발송되었습니다.')).toBeInTheDocument();
    // the confirmation fades out first: until then the form behind it is out of the accessibility tree
    await expectNoDialog();
    await user.type(input('authNum'), '123456');
    await user.click(submitButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/dashboard'));
  });

  it('sends an admin who is signed in already on at once', async () => {
    await signInAs('hq.master');
    session.reset();
    const { onSignedIn } = openSignInApp();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/dashboard'));
  });
});
