import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { session } from '@/providers/session';
import { input, openAt, pathname, PASSWORD, recordBodies, retype, signInAs } from './authHelpers';

/** /pwdChange (spec §2, §4, §5, §8): forced by pwdChangeYn/pwdTempYn, the two notices, change and "later". */
const TEMP_NOTICE = '임시 비밀번호로 로그인하였습니다. 비밀번호를 변경해주세요.';
const REGULAR_NOTICE = '동일한 비밀번호를 90일 이상 사용하고 있습니다. 개인정보 보호를 위해 비밀번호를 변경해주세요.';
const PATTERN = '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.';

async function openAs(adminId: string, path = '/dashboard') {
  await signInAs(adminId);
  const user = openAt(path);
  await waitFor(() => expect(pathname()).toBe('/pwdChange'));
  await screen.findByRole('button', { name: '비밀번호 변경' });
  return user;
}

const submit = () => screen.getByRole('button', { name: '비밀번호 변경' });
const listed = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PasswordChangePage', () => {
  beforeEach(() => session.reset());

  it.each(['/dashboard', '/profile', '/notice', '/notice/create', '/no/such/page'])('hq.old01 opening %s is sent to /pwdChange', async (path) => {
    await openAs('hq.old01', path);
  });

  it('temporary password: its notice, read-only id and name, no "change next time"', async () => {
    await openAs('hq.temp01');
    expect(screen.getByText(TEMP_NOTICE)).toBeInTheDocument();
    expect(screen.queryByText(REGULAR_NOTICE)).toBeNull();
    expect(input('adminId')).toHaveValue('hq.temp01');
    expect(input('adminId')).toHaveAttribute('readonly');
    expect(input('adminName')).toHaveValue('정시우');
    expect(input('adminName')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('pwd-change-later')).toBeNull();
  });

  it('90-day password: its notice and 다음에 변경하기 -> pwdChangePass, 저장되었습니다., /dashboard', async () => {
    const sent = recordBodies();
    const user = await openAs('hq.old01');
    expect(screen.getByText(REGULAR_NOTICE)).toBeInTheDocument();
    await user.click(screen.getByTestId('pwd-change-later'));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(sent.map((entry) => entry.path)).toContain('/api/auth/pwdChangePass');
    expect(session.get().auth?.pwdChangeYn).toBe(0);
  });

  it('checks the new password in order: required, match, format', async () => {
    const sent = recordBodies();
    const user = await openAs('hq.old01');
    await user.click(submit());
    await waitFor(() => expect(listed()).toEqual(['새로운 비밀번호를 입력해주세요.']));
    await retype(user, 'adminPwd', 'Latte2026@@');
    await retype(user, 'adminPwdConfirm', 'Latte2026@');
    await user.click(submit());
    await waitFor(() => expect(listed()).toEqual(['비밀번호가 일치하지 않습니다.']));
    await retype(user, 'adminPwd', '<script>1</script>');
    await retype(user, 'adminPwdConfirm', '<script>1</script>');
    await user.click(submit());
    await waitFor(() => expect(listed()).toEqual([PATTERN]));
    expect(screen.getByText('다음 오류를 수정해주세요.')).toBeInTheDocument();
    expect(sent.filter((entry) => entry.path === '/api/auth/pwdChange')).toEqual([]);
  });

  it("another result shows the server's message and stays", async () => {
    const user = await openAs('hq.temp01');
    await user.type(input('adminPwd'), PASSWORD);
    await user.type(input('adminPwdConfirm'), PASSWORD);
    await user.click(submit());
    expect(await screen.findByText('이전 비밀번호와 동일한 비밀번호는 사용할 수 없습니다.')).toBeInTheDocument();
    expect(pathname()).toBe('/pwdChange');
    expect(session.get().auth?.pwdTempYn).toBe(1);
  });

  it('a failed request shows a Korean error and stays', async () => {
    server.use(http.post('/api/auth/pwdChange', () => HttpResponse.error()));
    const user = await openAs('hq.temp01');
    await user.type(input('adminPwd'), 'Latte2026@@');
    await user.type(input('adminPwdConfirm'), 'Latte2026@@');
    await user.click(submit());
    expect(await screen.findByText('서버와 통신 중 오류가 발생하였습니다.')).toBeInTheDocument();
    expect(pathname()).toBe('/pwdChange');
  });

  it('0000 replaces the auth object (flags cleared), 저장되었습니다., /dashboard', async () => {
    const sent = recordBodies();
    const user = await openAs('hq.temp01');
    await user.type(input('adminPwd'), ' Latte2026@@ ');
    await user.type(input('adminPwdConfirm'), 'Latte2026@@');
    await user.click(submit());
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(session.get().auth).toMatchObject({ adminId: 'hq.temp01', pwdTempYn: 0, pwdChangeYn: 0 });
    expect(sent.find((entry) => entry.path === '/api/auth/pwdChange')?.fields).toMatchObject({
      adminId: 'hq.temp01',
      adminPwd: 'Latte2026@@',
      adminPwdConfirm: 'Latte2026@@',
    });
  });
});
