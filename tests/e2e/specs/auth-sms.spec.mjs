// @ts-check
/**
 * The SMS verification step end to end (hq.sms.user, spec §4 login flow, §5, §8) and the
 * lockout countdown of a wrong password down to 9996.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { QA_PASSWORD } from '../lib/helpers.mjs';
import { expectLoginMessage, loginButton, pathOf, submitLogin } from './auth-steps.mjs';

const LOCKED = '로그인 시도 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.';

/**
 * Presses 인증번호 발송 and answers the confirmation dialog.
 * @param {import('playwright-core').Page} page
 * @param {'확인' | '취소'} answer
 */
async function requestSms(page, answer) {
  await page.getByTestId('send-sms').click();
  const dialog = page.getByRole('dialog');
  await dialog.filter({ hasText: '인증번호를 발송하시겠습니까?' }).waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

e2e('SMS: 0001, confirmation, number field of 6, required number, wrong number, then signed in', async ({ page, watch }) => {
  await submitLogin(page, 'hq.sms.user', QA_PASSWORD);
  await page.getByTestId('masked-mobile').filter({ hasText: '010-****-5678' }).waitFor();
  const authNum = page.locator('input[name="authNum"]');
  assert.equal(await authNum.count(), 0, 'no number field before an SMS is sent');

  await loginButton(page).click();
  await expectLoginMessage(page, '로그인하려면 인증이 필요합니다.');

  await requestSms(page, '취소');
  assert.deepEqual(watch.calls(/sendSms/), [], 'cancelling sends nothing');
  assert.equal(await authNum.count(), 0);

  await requestSms(page, '확인');
  await expectLoginMessage(page, '인증번호가 발송되었습니다.');
  await authNum.waitFor();
  assert.equal(await authNum.getAttribute('maxlength'), '6');

  await loginButton(page).click();
  await expectLoginMessage(page, '인증번호를 입력해주세요.');

  await requestSms(page, '확인');
  await expectLoginMessage(page, '이미 발송된 인증번호가 있습니다.');

  await authNum.pressSequentially('00000099');
  assert.equal(await authNum.inputValue(), '000000', 'at most 6 characters');
  await loginButton(page).click();
  await expectLoginMessage(page, '인증번호가 일치하지 않습니다.');
  assert.equal(pathOf(page), '/login');

  await authNum.fill('123456');
  await authNum.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByTestId('user-menu').filter({ hasText: '이서연' }).waitFor();
  assert.equal(watch.calls(/^POST \/api\/auth\/sendSms$/).length, 2);
});

e2e('lockout: 남은횟수 4, 3, 2, 1, then 9996 locks the account even for the right password', async ({ page }) => {
  await submitLogin(page, 'hq.master', 'Wrong2026!!');
  for (const left of [4, 3, 2, 1]) {
    await expectLoginMessage(page, `남은횟수: ${left}회`);
    assert.match(await page.locator('form [role="alert"]').innerText(), /아이디 또는 비밀번호가 일치하지 않습니다\.\s+남은횟수: \d회/);
    if (left > 1) await loginButton(page).click();
  }
  await loginButton(page).click();
  await expectLoginMessage(page, LOCKED);
  await page.locator('input[name="adminPwd"]').fill(QA_PASSWORD);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/signin');
  await loginButton(page).click();
  await answered; // the right password's answer is in: still locked
  await expectLoginMessage(page, LOCKED);
  assert.equal(pathOf(page), '/login');
  // another account is not affected
  await submitLogin(page, 'hq.viewer1', QA_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
