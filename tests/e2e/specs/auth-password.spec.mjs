// @ts-check
/**
 * The forced password change both ways (temporary: change only; 90 days: change or "later"),
 * the profile update, and no password left in web storage after any of them.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { QA_PASSWORD, signIn } from '../lib/helpers.mjs';
import { assertNoPasswordStored, logOut, pathOf } from './auth-steps.mjs';

const NEW_PASSWORD = 'Latte2026@@';
const PROFILE_PASSWORD = 'Mocha2026##';

/** @param {import('playwright-core').Page} page */
const changeButton = (page) => page.getByRole('button', { name: '비밀번호 변경', exact: true });

/**
 * Fills the two password inputs of /pwdChange or /profile.
 * @param {import('playwright-core').Page} page
 * @param {string} password
 * @param {string} [confirmation]
 */
async function typePasswords(page, password, confirmation = password) {
  await page.locator('input[name="adminPwd"]').fill(password);
  await page.locator('input[name="adminPwdConfirm"]').fill(confirmation);
}

e2e('temporary password: forced to /pwdChange, no "later", changed, then signed in with the new one', async ({ page }) => {
  assert.equal(await signIn(page, 'hq.temp01', QA_PASSWORD), '/pwdChange');
  await page.getByTestId('pwd-change-notice').filter({ hasText: '임시 비밀번호로 로그인하였습니다.' }).waitFor();
  assert.equal(await page.getByTestId('pwd-change-later').count(), 0);
  assert.equal(await page.locator('input[name="adminId"]').inputValue(), 'hq.temp01');
  assert.equal(await page.locator('input[name="adminId"]').getAttribute('readonly'), '');

  for (const path of ['/dashboard', '/profile', '/notice', '/notice/create']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/pwdChange');
  }

  await changeButton(page).click();
  await page.getByText('새로운 비밀번호를 입력해주세요.').waitFor();
  await typePasswords(page, NEW_PASSWORD, 'Latte2026@!');
  await changeButton(page).click();
  await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();
  await typePasswords(page, 'short1');
  await changeButton(page).click();
  await page.getByText('비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.').waitFor();
  await typePasswords(page, QA_PASSWORD);
  await changeButton(page).click();
  await page.getByText('이전 비밀번호와 동일한 비밀번호는 사용할 수 없습니다.').waitFor();

  await typePasswords(page, NEW_PASSWORD);
  await changeButton(page).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText('저장되었습니다.').first().waitFor();
  await page.reload();
  await page.getByTestId('user-menu').waitFor();
  assert.equal(pathOf(page), '/dashboard', 'the change holds after a reload');
  await assertNoPasswordStored(page, [QA_PASSWORD, NEW_PASSWORD]);

  await logOut(page);
  await page.locator('input[name="adminId"]').fill('hq.temp01');
  await page.locator('input[name="adminPwd"]').fill(QA_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.locator('form [role="alert"]', { hasText: '남은횟수: 4회' }).waitFor();
  assert.equal(await signIn(page, 'hq.temp01', NEW_PASSWORD), '/dashboard');
});

e2e('90-day password: its notice, "다음에 변경하기" saves and opens /dashboard, and it is not asked again', async ({ page, watch }) => {
  assert.equal(await signIn(page, 'hq.old01', QA_PASSWORD), '/pwdChange');
  await page.getByTestId('pwd-change-notice').filter({ hasText: '동일한 비밀번호를 90일 이상 사용하고 있습니다.' }).waitFor();
  await page.goto('/notice');
  await page.waitForURL((url) => url.pathname === '/pwdChange');
  await page.getByTestId('pwd-change-later').click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText('저장되었습니다.').first().waitFor();
  assert.equal(watch.calls(/^POST \/api\/auth\/pwdChangePass$/).length, 1);
  await logOut(page);
  assert.equal(await signIn(page, 'hq.old01', QA_PASSWORD), '/dashboard');
});

e2e('profile: errors listed under the heading, then mobile, e-mail and password saved', async ({ page }) => {
  await signIn(page, 'hq.master', QA_PASSWORD);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '정보 수정' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  const update = page.getByRole('button', { name: '수정', exact: true });
  await update.waitFor();
  assert.equal(await page.locator('input[name="adminId"]').inputValue(), 'hq.master');
  assert.equal(await page.locator('input[name="adminName"]').inputValue(), '김민준');

  await page.locator('input[name="adminHp"]').fill('');
  await page.locator('input[name="adminEmail"]').fill('');
  await typePasswords(page, PROFILE_PASSWORD, 'Mocha2026#');
  await update.click();
  const errors = page.getByRole('alert').filter({ hasText: '다음 오류를 수정해주세요.' });
  await errors.waitFor();
  assert.deepEqual(await errors.locator('li').allInnerTexts(), ['비밀번호가 일치하지 않습니다.', '휴대폰번호를 입력해주세요.', '이메일을 입력해주세요.']);

  await page.locator('input[name="adminHp"]').pressSequentially('01098765432');
  assert.equal(await page.locator('input[name="adminHp"]').inputValue(), '010-9876-5432');
  await page.locator('input[name="adminEmail"]').fill('kim.mj@beancoffee.co.kr');
  await typePasswords(page, PROFILE_PASSWORD);
  await update.click();
  await page.getByText('저장되었습니다.').first().waitFor();
  assert.equal(await errors.count(), 0);
  await assertNoPasswordStored(page, [QA_PASSWORD, PROFILE_PASSWORD]);

  await page.reload();
  await update.waitFor();
  assert.equal(await page.locator('input[name="adminHp"]').inputValue(), '010-9876-5432');
  assert.equal(await page.locator('input[name="adminEmail"]').inputValue(), 'kim.mj@beancoffee.co.kr');
  await logOut(page);
  assert.equal(await signIn(page, 'hq.master', PROFILE_PASSWORD), '/dashboard');
  await assertNoPasswordStored(page, [QA_PASSWORD, PROFILE_PASSWORD]);
});
