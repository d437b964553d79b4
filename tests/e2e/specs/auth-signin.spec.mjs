// @ts-check
/**
 * Sign-in as every QA account of DESIGN §5 and what each must see; the host variants (spec §1);
 * remember id; logout; the password never in web storage.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { QA_PASSWORD, signIn, waitForSettled } from '../lib/helpers.mjs';
import { assertNoPasswordStored, logOut, loginButton, pathOf, sidebarText, submitLogin } from './auth-steps.mjs';

const AREAS = ['상품 관리', '전시 관리', '주문/조회', '마케팅', '매장 관리', '정산 관리', '회원 관리', '기본 설정', '푸시/SMS', '통계', '게시판'];

/**
 * Signs in as `adminId` and checks where the console lands, who the header names and which
 * menu areas the sidebar holds.
 * @param {import('playwright-core').Page} page
 * @param {{ adminId: string, name: string, areas: string[] }} account
 */
async function expectHome(page, { adminId, name, areas }) {
  assert.equal(await signIn(page, adminId, QA_PASSWORD), '/dashboard');
  await page.getByTestId('user-menu').filter({ hasText: name }).waitFor();
  const sidebar = await sidebarText(page);
  for (const area of AREAS) assert.equal(sidebar.includes(area), areas.includes(area), `${adminId}: sidebar area ${area}`);
}

e2e('hq.master: /dashboard, every menu area, the dashboard data', async ({ page, watch }) => {
  await expectHome(page, { adminId: 'hq.master', name: '김민준', areas: AREAS });
  await waitForSettled(page, watch);
  assert.ok(watch.calls(/^GET \/api\/dashboard$/).length >= 1, 'the dashboard data was read');
  await page.goto('/notice');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: '등록' }).waitFor();
});

e2e('store.owner1 (group 4): the store menu only and no dashboard data', async ({ page, watch }) => {
  await expectHome(page, { adminId: 'store.owner1', name: '박도윤', areas: ['주문/조회', '매장 관리', '정산 관리', '게시판'] });
  await waitForSettled(page, watch);
  assert.deepEqual(watch.calls(/^GET \/api\/dashboard$/), [], 'a store-type admin reads no dashboard');
  await page.goto('/notice');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('link', { name: '등록' }).count(), 0, 'the board is read-only for store owners');
});

e2e('hq.viewer1: its few menus only', async ({ page }) => {
  await expectHome(page, { adminId: 'hq.viewer1', name: '최서윤', areas: ['상품 관리', '주문/조회', '회원 관리', '게시판'] });
});

e2e('hq.temp01 and hq.old01 land on /pwdChange, hq.sms.user on the verification step', async ({ page }) => {
  assert.equal(await signIn(page, 'hq.temp01', QA_PASSWORD), '/pwdChange');
  await page.getByText('임시 비밀번호로 로그인하였습니다.', { exact: false }).waitFor();
  assert.equal(await page.getByTestId('pwd-change-later').count(), 0);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  assert.equal(await signIn(page, 'hq.old01', QA_PASSWORD), '/pwdChange');
  await page.getByTestId('pwd-change-later').waitFor();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  await submitLogin(page, 'hq.sms.user', QA_PASSWORD);
  await page.getByTestId('masked-mobile').filter({ hasText: '010-****-5678' }).waitFor();
  assert.equal(pathOf(page), '/login');
});

e2e('the login form: 로그인 disabled until id and password are filled, Enter submits', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('heading', { name: '본사용 멤버십 관리 시스템' }).waitFor();
  assert.equal(await loginButton(page).isDisabled(), true);
  await page.locator('input[name="adminId"]').fill('hq.master');
  assert.equal(await loginButton(page).isDisabled(), true);
  await page.locator('input[name="adminPwd"]').fill('   ');
  assert.equal(await loginButton(page).isDisabled(), true);
  await page.locator('input[name="adminPwd"]').fill(QA_PASSWORD);
  await page.locator('input[name="adminPwd"]').press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
});

e2e('host variants: 본사용 teal on the head-office host, 점주용 brown on store.localhost', async ({ page, baseURL }) => {
  const accent = async () => {
    const card = page.locator('[data-site-variant]');
    return { variant: await card.getAttribute('data-site-variant'), colour: await card.evaluate((el) => getComputedStyle(el).borderTopColor) };
  };
  await page.goto('/login');
  await page.getByRole('heading', { name: '본사용 멤버십 관리 시스템' }).waitFor();
  const hq = await accent();
  const store = new URL(baseURL);
  store.hostname = 'store.localhost';
  await page.goto(new URL('/login', store).href);
  await page.getByRole('heading', { name: '점주용 멤버십 관리 시스템' }).waitFor();
  const owner = await accent();
  assert.deepEqual([hq.variant, owner.variant], ['hq', 'store']);
  assert.notEqual(owner.colour, hq.colour, 'the store-owner site has its own accent colour');
  assert.equal(await signIn(page, 'store.owner1', QA_PASSWORD), '/dashboard');
});

e2e('remember id: kept only when ticked, never the password; logout returns to the login form', async ({ page, watch }) => {
  await page.goto('/login');
  await page.locator('input[name="remember"]').check();
  assert.equal(await signIn(page, 'hq.viewer1', QA_PASSWORD), '/dashboard');
  await assertNoPasswordStored(page, [QA_PASSWORD]);
  await logOut(page);
  assert.ok(watch.calls(/^GET \/api\/auth\/signout$/).length === 1, 'logout calls signout');
  assert.equal(await page.locator('input[name="adminId"]').inputValue(), 'hq.viewer1');
  assert.equal(await page.locator('input[name="remember"]').isChecked(), true);
  assert.equal(await page.locator('input[name="adminPwd"]').inputValue(), '');

  await page.locator('input[name="remember"]').uncheck();
  await page.locator('input[name="adminPwd"]').fill(QA_PASSWORD);
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await logOut(page);
  assert.equal(await page.locator('input[name="adminId"]').inputValue(), '');
  await assertNoPasswordStored(page, [QA_PASSWORD]);

  await page.goto('/dashboard'); // signed out: the guard sends the visitor back
  await page.waitForURL((url) => url.pathname === '/login');
});
