import { describe, expect, it } from 'vitest';
import { MAX_LOGIN_FAILURES, QA_PASSWORD, SMS_AUTH_NUMBER } from '@mocks/accounts';
import type { AuthRecord, LoginResponse, ResultResponse } from '@/types/api';
import { call, restoreTab, saveTab, signIn } from './api';

describe('POST /api/auth/signin', () => {
  it.each([
    ['hq.master', '0000'],
    ['hq.sms.user', '0001'],
    ['store.owner1', '0000'],
    ['hq.viewer1', '0000'],
    ['hq.temp01', '0000'],
    ['hq.old01', '0000'],
  ])('%s answers %s with the QA password', async (adminId, code) => {
    const answer = await signIn(adminId);
    expect(answer.result).toBe(code);
  });

  it('asks hq.sms.user for the SMS step with the masked number', async () => {
    expect(await signIn('hq.sms.user')).toMatchObject({ result: '0001', mobileNo: '010-****-5678' });
  });

  it('counts wrong passwords down from 5 and locks at 0, even for the right password', async () => {
    const answers: LoginResponse[] = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) answers.push(await signIn('hq.master', 'Wrong2026!!'));
    expect(answers.map((answer) => answer.result)).toEqual(['9997', '9997', '9997', '9997', '9996']);
    expect(answers.map((answer) => answer.remainCnt)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[0].msg).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(answers[4].msg).toBe('로그인 시도 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.');
    expect((await signIn('hq.master')).result).toBe('9996');
  });

  it('answers an unknown id like a wrong password', async () => {
    expect(await signIn('nobody.here', QA_PASSWORD)).toMatchObject({ result: '9997', remainCnt: 4, msg: '아이디 또는 비밀번호가 일치하지 않습니다.' });
  });

  it('resets the counter after a successful sign-in', async () => {
    await signIn('hq.viewer1', 'Wrong2026!!');
    await signIn('hq.viewer1');
    expect((await signIn('hq.viewer1', 'Wrong2026!!')).remainCnt).toBe(4);
  });

  it('runs the SMS flow: 0001, sendSms 0000 then 0003, wrong number 9995, right number 0000', async () => {
    expect((await signIn('hq.sms.user')).result).toBe('0001');
    expect((await signIn('hq.sms.user', QA_PASSWORD, SMS_AUTH_NUMBER)).result).toBe('9995'); // not sent yet
    expect((await call<ResultResponse>('/api/auth/sendSms', { method: 'POST', json: { adminId: 'hq.sms.user' } })).body).toMatchObject({
      result: '0000',
      msg: '인증번호가 발송되었습니다.',
    });
    const form = new FormData();
    form.append('adminId', 'hq.sms.user');
    const again = await fetch('/api/auth/sendSms', { method: 'POST', body: form });
    expect(await again.json()).toMatchObject({ result: '0003', msg: '이미 발송된 인증번호가 있습니다.' });
    expect(await signIn('hq.sms.user', QA_PASSWORD, '000000')).toMatchObject({ result: '9995', msg: '인증번호가 일치하지 않습니다.' });
    expect((await signIn('hq.sms.user', QA_PASSWORD, SMS_AUTH_NUMBER)).result).toBe('0000');
    expect((await call<AuthRecord>('/api/auth/refresh')).body.adminId).toBe('hq.sms.user');
  });
});

describe('session', () => {
  it('refresh answers an empty 200 when signed out, the auth record after sign-in, never a password', async () => {
    const before = await fetch('/api/auth/refresh');
    expect(before.status).toBe(200);
    expect(await before.text()).toBe('');
    await signIn('hq.viewer1');
    const { body } = await call<AuthRecord & { adminPwd?: string }>('/api/auth/refresh');
    expect(body).toMatchObject({ adminId: 'hq.viewer1', adminName: '최서윤', grpId: 2, pwdChangeYn: 0, pwdTempYn: 0 });
    expect(body.accessMenu).toEqual(['1101', '1104', '0701', '010101', '0301']);
    expect(JSON.stringify(body)).not.toContain(QA_PASSWORD);
  });

  it('answers 401 expired:false to a protected call without a session', async () => {
    expect(await call('/api/menu/auth')).toEqual({ status: 401, body: { expired: false, msg: '로그인이 필요합니다.' } });
  });

  it('lets a second sign-in of the same admin expire the first tab', async () => {
    await signIn('hq.master');
    const firstTab = saveTab();
    restoreTab(null);
    await signIn('hq.master'); // another tab or browser
    const secondTab = saveTab();
    restoreTab(firstTab);
    expect(await call('/api/menu/auth')).toEqual({ status: 401, body: { expired: true, msg: '새로운 곳에서 로그인이 시도되었습니다.' } });
    expect((await call('/api/auth/refresh')).status).toBe(401);
    await call('/api/auth/signout'); // the old tab signing out leaves the new session alone
    restoreTab(secondTab);
    expect((await call('/api/menu/auth')).status).toBe(200);
  });

  it('signs out', async () => {
    await signIn('hq.master');
    await call('/api/auth/signout');
    expect((await call('/api/menu/auth')).status).toBe(401);
    expect(await (await fetch('/api/auth/refresh')).text()).toBe('');
  });
});

describe('profile and password', () => {
  it('validates and saves the profile', async () => {
    await signIn('hq.master');
    const put = (json: object) => call<ResultResponse>('/api/auth/profile', { method: 'PUT', json: { adminId: 'hq.master', adminName: '김민준', ...json } });
    expect((await put({ adminHp: '', adminEmail: 'a@b.com' })).body).toEqual({ result: '9999', msg: '휴대폰번호를 입력해주세요.' });
    expect((await put({ adminHp: '010-1234-5678', adminEmail: '' })).body).toEqual({ result: '9999', msg: '이메일을 입력해주세요.' });
    expect((await put({ adminHp: '010-1234-5678', adminEmail: 'a@b.com', adminPwd: 'abcdefgh12', adminPwdConfirm: 'x' })).body.msg).toBe(
      '비밀번호가 일치하지 않습니다.',
    );
    expect((await put({ adminHp: '010-1234-5678', adminEmail: 'a@b.com', adminPwd: 'short1', adminPwdConfirm: 'short1' })).body.msg).toBe(
      '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.',
    );
    expect((await put({ adminHp: '01098765432', adminEmail: 'master@beancoffee.co.kr' })).body.result).toBe('0000');
    expect((await call<AuthRecord>('/api/auth/refresh')).body).toMatchObject({ adminHp: '010-9876-5432', adminEmail: 'master@beancoffee.co.kr' });
  });

  it('changes a temporary password (not to the same one) and clears the flags', async () => {
    await signIn('hq.temp01');
    expect((await call<AuthRecord>('/api/auth/refresh')).body.pwdTempYn).toBe(1);
    const change = (adminPwd: string, adminPwdConfirm = adminPwd) =>
      call<ResultResponse>('/api/auth/pwdChange', { method: 'POST', json: { adminPwd, adminPwdConfirm } });
    expect((await call<ResultResponse>('/api/auth/pwdChangePass', { method: 'POST', json: {} })).body.result).toBe('9999');
    expect((await change('')).body).toEqual({ result: '9999', msg: '새로운 비밀번호를 입력해주세요.' });
    expect((await change(QA_PASSWORD)).body).toEqual({ result: '9998', msg: '이전 비밀번호와 동일한 비밀번호는 사용할 수 없습니다.' });
    expect((await change('Coffee2026!')).body.result).toBe('0000');
    expect((await call<AuthRecord>('/api/auth/refresh')).body).toMatchObject({ pwdTempYn: 0, pwdChangeYn: 0 });
    await call('/api/auth/signout');
    expect((await signIn('hq.temp01', 'Coffee2026!')).result).toBe('0000');
  });

  it('lets a due password be changed next time', async () => {
    await signIn('hq.old01');
    expect((await call<AuthRecord>('/api/auth/refresh')).body.pwdChangeYn).toBe(1);
    expect((await call<ResultResponse>('/api/auth/pwdChangePass', { method: 'POST' })).body.result).toBe('0000');
    expect((await call<AuthRecord>('/api/auth/refresh')).body.pwdChangeYn).toBe(0);
  });
});
