import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { session } from '@/providers/session';
import { input, openAt, pathname, recordBodies, signInAs, submitButton, submitLogin } from './authHelpers';

/** The login screen for every result code of spec §8, the SMS outcomes, and what the sign-in sends. */
const FAILED = '아이디와 비밀번호를 확인해주세요.';

const answerSignin = (reply: () => Response) => server.use(http.post('/api/auth/signin', reply));
const answerSms = (reply: () => Response) => server.use(http.post('/api/auth/sendSms', reply));

async function sendSms(user: UserEvent): Promise<void> {
  await user.click(await screen.findByTestId('send-sms'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
}

describe('login result codes', () => {
  beforeEach(() => session.reset());

  it.each([
    ['9993', '인증시간이 만료되었습니다. 인증번호를 다시 발송해주세요.'],
    ['9995', '인증번호가 일치하지 않습니다.'],
    ['9996', '로그인 시도 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.'],
  ])('%s shows the server message as it is', async (result, msg) => {
    answerSignin(() => HttpResponse.json({ result, msg, remainCnt: 5 }));
    const user = openAt('/login');
    await submitLogin(user, 'hq.master');
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(screen.getByRole('alert')).not.toHaveTextContent('남은횟수');
    expect(pathname()).toBe('/login');
  });

  it.each([
    ['another code', () => HttpResponse.json({ result: '9999', msg: '알 수 없는 오류' })],
    ['an empty reply', () => new HttpResponse(null, { status: 200 })],
    ['a server error', () => HttpResponse.json({ msg: 'Internal' }, { status: 500 })],
    ['a 401 (sign-in is exempt from the 401 rule)', () => HttpResponse.json({ expired: true }, { status: 401 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: "아이디와 비밀번호를 확인해주세요."', async (_case, reply) => {
    answerSignin(reply);
    const user = openAt('/login');
    await submitLogin(user, 'hq.master');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(pathname()).toBe('/login');
    expect(screen.queryByTestId('expired-notice')).toBeNull();
  });

  it('counts down 남은횟수 on each wrong password, then 9996 locks even the right one', async () => {
    const user = openAt('/login');
    await submitLogin(user, 'hq.viewer1', 'Wrong2026!!');
    for (const left of [4, 3, 2, 1]) {
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`남은횟수: ${left}회`));
      if (left > 1) await user.click(submitButton());
    }
    await user.click(submitButton());
    const locked = '로그인 시도 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(locked));
    await user.clear(input('adminPwd'));
    await user.type(input('adminPwd'), 'Bean2026!!{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(locked));
    expect(pathname()).toBe('/login');
  });
});

describe('the SMS step', () => {
  beforeEach(() => session.reset());

  it('sends authNum only while the verification step is active', async () => {
    const sent = recordBodies();
    const user = openAt('/login');
    await submitLogin(user, 'hq.sms.user');
    expect(await screen.findByTestId('masked-mobile')).toHaveTextContent('010-****-5678');
    await sendSms(user);
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '12345678');
    expect(input('authNum')).toHaveValue('123456');
    await user.click(submitButton());
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    const signins = sent.filter((entry) => entry.path === '/api/auth/signin').map((entry) => entry.fields);
    expect(signins).toEqual([
      { adminId: 'hq.sms.user', adminPwd: 'Bean2026!!' },
      { adminId: 'hq.sms.user', adminPwd: 'Bean2026!!', authNum: '123456' },
    ]);
    expect(sent.find((entry) => entry.path === '/api/auth/sendSms')?.fields).toEqual({ adminId: 'hq.sms.user' });
  });

  it('another id starts over without the verification block', async () => {
    const user = openAt('/login');
    await submitLogin(user, 'hq.sms.user');
    await screen.findByTestId('send-sms');
    await user.type(input('adminId'), 'x');
    expect(screen.queryByTestId('send-sms')).toBeNull();
  });

  it.each([
    ['9995', () => HttpResponse.json({ result: '9995', msg: '인증번호를 발송할 수 없는 계정입니다.' }), '인증번호를 발송할 수 없는 계정입니다.'],
    ['another code', () => HttpResponse.json({ result: '9999', msg: 'x' }), '인증번호 발송에 실패하였습니다.'],
    ['a failed request', () => HttpResponse.error(), '인증번호 발송에 실패하였습니다.'],
    ['an empty reply (a login error)', () => new HttpResponse(null, { status: 200 }), FAILED],
  ])('%s: the message, and no number field', async (_case, reply, message) => {
    answerSms(reply);
    const user = openAt('/login');
    await submitLogin(user, 'hq.sms.user');
    await sendSms(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(document.querySelector('input[name="authNum"]')).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('로그인하려면 인증이 필요합니다.'));
  });

  it('a wrong number shows the server message and stays on /login', async () => {
    const user = openAt('/login');
    await submitLogin(user, 'hq.sms.user');
    await sendSms(user);
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '000000{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.'));
    expect(pathname()).toBe('/login');
  });
});

describe('a signed-in visit to /login', () => {
  beforeEach(() => session.reset());

  it('goes on to /dashboard', async () => {
    await signInAs('hq.master');
    openAt('/login');
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });

  it('goes on to /pwdChange when the password must change', async () => {
    await signInAs('hq.old01');
    openAt('/login');
    await waitFor(() => expect(pathname()).toBe('/pwdChange'));
    expect(await screen.findByTestId('pwd-change-later')).toBeInTheDocument();
  });
});
