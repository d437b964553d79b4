import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/providers/session';
import { renderScreen } from '../helpers/renderScreen';
import { input, openAt, pathname, signInAs } from './authHelpers';

/** The password rule of spec §5, shown under the new password before any attempt (issue 32 item 7). */
const RULE = '10자 ~ 15자로 문자와 숫자를 섞어 입력해주세요. 특수문자는 @ $ ! % * # ? & ^ 만 쓸 수 있습니다.';

/** The text that describes an input to a screen reader (its helper text). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('password rules before the first attempt', () => {
  beforeEach(() => session.reset());

  it('/pwdChange describes the new password by its rule, before typing', async () => {
    await signInAs('hq.old01');
    openAt('/dashboard');
    await waitFor(() => expect(pathname()).toBe('/pwdChange'));
    await screen.findByRole('button', { name: '비밀번호 변경' });
    expect(input('adminPwd')).toHaveValue('');
    expect(description(input('adminPwd'))).toContain(RULE);
  });

  it('/profile describes the password by its rule, before typing', async () => {
    await signInAs('hq.master');
    openAt('/profile');
    await screen.findByRole('button', { name: '수정' });
    expect(input('adminPwd')).toHaveValue('');
    expect(description(input('adminPwd'))).toContain(RULE);
  });

  it('the account form under /user describes a password typed by hand by its rule', async () => {
    const { user } = await renderScreen('/user/create');
    await user.click(await screen.findByRole('radio', { name: '직접 입력' }, { timeout: 40_000 }));
    await waitFor(() => expect(input('adminPwd')).toHaveValue(''));
    expect(description(input('adminPwd'))).toContain(RULE);
  });
});
