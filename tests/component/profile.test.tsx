import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { session } from '@/providers/session';
import { input, openAt, pathname, recordBodies, retype, signInAs } from './authHelpers';

/** /profile (spec §2, §5): read-only id and name, optional password, required mobile and e-mail. */
const HEADING = '다음 오류를 수정해주세요.';

async function openProfile(adminId = 'hq.master') {
  await signInAs(adminId);
  const user = openAt('/profile');
  await screen.findByRole('button', { name: '수정' });
  return user;
}

const errorItems = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ProfilePage', () => {
  beforeEach(() => session.reset());

  it('shows id and name read-only and the current mobile and e-mail', async () => {
    await openProfile();
    expect(input('adminId')).toHaveValue('hq.master');
    expect(input('adminId')).toHaveAttribute('readonly');
    expect(input('adminName')).toHaveValue('김민준');
    expect(input('adminName')).toHaveAttribute('readonly');
    expect(input('adminHp')).toHaveValue('010-2301-1001');
    expect(input('adminEmail')).toHaveValue('hq_master@beancoffee.co.kr');
    expect(input('adminPwd')).toHaveValue('');
    expect(input('adminPwdConfirm')).toHaveValue('');
  });

  it('lists every error under the heading and sends nothing', async () => {
    const sent = recordBodies();
    const user = await openProfile();
    await retype(user, 'adminHp', '');
    await retype(user, 'adminEmail', '');
    await user.click(screen.getByRole('button', { name: '수정' }));
    expect(await screen.findByText(HEADING)).toBeInTheDocument();
    expect(errorItems()).toEqual(['휴대폰번호를 입력해주세요.', '이메일을 입력해주세요.']);

    await retype(user, 'adminPwd', 'short');
    await retype(user, 'adminPwdConfirm', 'shorter');
    await retype(user, 'adminHp', '0121234');
    await retype(user, 'adminEmail', '<script>@bean');
    await user.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() =>
      expect(errorItems()).toEqual([
        '비밀번호가 일치하지 않습니다.',
        '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.',
        '휴대폰번호는 000-0000-0000 형식으로 입력해주세요.',
        '이메일 형식이 올바르지 않습니다.',
      ]),
    );
    expect(sent.filter((entry) => entry.path === '/api/auth/profile')).toEqual([]);
  });

  it('formats the mobile number as it is typed', async () => {
    const user = await openProfile();
    await retype(user, 'adminHp', '0101234');
    expect(input('adminHp')).toHaveValue('010-1234');
    await user.type(input('adminHp'), '5678999');
    expect(input('adminHp')).toHaveValue('010-1234-5678');
    await retype(user, 'adminHp', '011-123-4567');
    expect(input('adminHp')).toHaveValue('011-123-4567');
  });

  it('saves: PUT auth/profile with the record, 저장되었습니다., the session updated, the password fields emptied', async () => {
    const sent = recordBodies();
    const user = await openProfile();
    await retype(user, 'adminHp', '01098765432');
    await retype(user, 'adminEmail', 'master@beancoffee.co.kr');
    await user.type(input('adminPwd'), 'Latte2026@@');
    await user.type(input('adminPwdConfirm'), 'Latte2026@@');
    await user.click(screen.getByRole('button', { name: '수정' }));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(sent.find((entry) => entry.path === '/api/auth/profile')?.fields).toMatchObject({
      adminId: 'hq.master',
      adminHp: '010-9876-5432',
      adminEmail: 'master@beancoffee.co.kr',
      adminPwd: 'Latte2026@@',
      adminPwdConfirm: 'Latte2026@@',
    });
    await waitFor(() => expect(session.get().auth).toMatchObject({ adminHp: '010-9876-5432', adminEmail: 'master@beancoffee.co.kr' }));
    expect(input('adminPwd')).toHaveValue('');
    expect(input('adminPwdConfirm')).toHaveValue('');
    expect(screen.queryByText(HEADING)).toBeNull();
  });

  it("shows the server's refusal", async () => {
    server.use(http.put('/api/auth/profile', () => HttpResponse.json({ result: '9999', msg: '이미 사용 중인 이메일입니다.' })));
    const user = await openProfile();
    await user.click(screen.getByRole('button', { name: '수정' }));
    expect(await screen.findByText('이미 사용 중인 이메일입니다.')).toBeInTheDocument();
  });

  it('취소 goes back to /dashboard', async () => {
    const user = await openProfile();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });
});
