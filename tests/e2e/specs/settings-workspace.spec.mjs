// @ts-check
/**
 * The administrator's day (issue 14): a group with two menus (one read-only), an account in it
 * with a temporary password, and that account's first sign-in: forced password change, exactly
 * those two menus in the sidebar, no 등록 on the read-only one.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, navigateInApp, openSignedIn, settled, signIn } from '../lib/helpers.mjs';
import { logOut, pathOf } from './auth-steps.mjs';

const unique = Date.now().toString(36).slice(-4);
const GROUP = `점검 그룹 ${unique}`;
const ADMIN_ID = `qa.check${unique}`;
const NEW_PASSWORD = 'Latte2026@@';

e2e('settings: a group with two menus, an account in it, and what that account sees at its first sign-in', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/group/create');
  await page.locator('input[name="grpName"]').fill(GROUP);
  await page.getByRole('button', { name: '게시판 펼치기' }).click();
  await page.getByRole('checkbox', { name: '공지사항 접근' }).check();
  await page.getByRole('checkbox', { name: 'FAQ 분류 등록' }).check();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/group');
  assert.equal(watch.calls(/^POST \/api\/group$/).length, 1);

  await navigateInApp(page, '/user/create');
  await page.locator('input[name="adminId"]').fill(ADMIN_ID);
  await page.getByText('사용할 수 있는 아이디입니다.').waitFor();
  await page.locator('input[name="adminName"]').fill('점검자');
  await page.locator('input[name="adminHp"]').fill('01012345678');
  await page.locator('input[name="adminEmail"]').fill('check@beancoffee.co.kr');
  await page.getByRole('combobox', { name: /권한 그룹/ }).fill(GROUP);
  await page.getByRole('option', { name: GROUP }).click();
  await page.getByText(`${GROUP} 그룹의 기본 권한을 불러왔습니다.`).waitFor();
  const temporary = await page.getByTestId('temporary-password').locator('input').inputValue();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  assert.equal(watch.calls(/^POST \/api\/admin\/create$/).length, 1);
  // The account list reads each row's group: signing out under those reads would answer them 401.
  await settled(page, watch);

  await logOut(page);
  assert.equal(await signIn(page, ADMIN_ID, temporary), '/pwdChange');
  await page.locator('input[name="adminPwd"]').fill(NEW_PASSWORD);
  await page.locator('input[name="adminPwdConfirm"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '비밀번호 변경', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/pwdChange');

  await navigateInApp(page, '/notice');
  await page.locator('table tbody tr td.column-title').first().waitFor(); // the notice list, not the dashboard's tables
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('a[href="/faqCategory"]').first().waitFor({ state: 'attached' });
  const links = await sidebar
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL(/** @type {HTMLAnchorElement} */ (anchor).href).pathname));
  assert.deepEqual([...new Set(links)].filter((path) => path !== '/dashboard').sort(), ['/faqCategory', '/notice']);
  assert.equal(await page.getByRole('link', { name: '등록' }).count(), 0, 'no 등록 on the read-only menu');
  await navigateInApp(page, '/faqCategory');
  await page.getByRole('link', { name: '등록' }).waitFor();
  assert.equal(pathOf(page), '/faqCategory');
});

e2e(
  'settings: a menu renamed in the /menu tree reaches the sidebar and a code added in its group is a choice in a form, without a reload',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/menu');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('table', { name: '메뉴 구조' }).getByRole('cell', { name: '공지사항', exact: true }).click();
    const title = page.getByTestId('menu-form').locator('input[name="menuTitle"]');
    await title.waitFor();
    // the tree and the form side by side fit the page: the tree scrolls inside itself, the page never sideways
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= document.scrollingElement.clientWidth), 'the page scrolls sideways');
    await title.fill('공지 안내');
    await page.getByTestId('menu-form').getByRole('button', { name: '저장' }).click();
    await page.getByText('메뉴를 저장했습니다.').waitFor();
    await settled(page, watch);
    assert.ok(watch.calls(/^GET \/api\/menu\/auth$/).length >= 2, 'the sidebar read its menu again');
    await page.getByTestId('sidebar-filter').fill('공지 안내');
    await page.getByTestId('sidebar').getByText('공지 안내').first().waitFor();

    await navigateInApp(page, '/code');
    await page.getByRole('button', { name: /FAQ 분류/ }).click();
    await page.getByRole('table', { name: 'FAQ 분류 하위 코드' }).waitFor();
    await page.getByRole('link', { name: '코드 추가' }).click();
    await page.getByRole('button', { name: '저장', exact: true }).waitFor(); // the form, not the list still shown while it loads
    await page.locator('input[name="codeId"]').fill(`QA${unique}`.slice(0, 10));
    await page.locator('input[name="codeName"]').fill(`점검 분류 ${unique}`);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/code');
    await page.getByRole('table', { name: 'FAQ 분류 하위 코드' }).getByText(`점검 분류 ${unique}`).waitFor();
    assert.equal(watch.calls(/^POST \/api\/code\/create$/).length, 1);
    // 코드 삭제 from the keyboard: the usage check runs, the confirm opens on 취소, Escape gives focus back
    await page.getByRole('link', { name: `점검 분류 ${unique} 수정` }).click();
    const remove = page.getByRole('button', { name: '코드 삭제' });
    await remove.focus();
    // a slow usage check, as on a busy server: the button waits for it without losing the focus
    await page.evaluate(() =>
      /** @type {Window & { __mock: { addFault: (rule: object) => void } }} */ (window).__mock.addFault({
        kind: 'latency',
        pathPattern: '/api/code/check/',
        latencyMs: 800,
        once: true,
      }),
    );
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await remove.and(page.locator(':focus')).waitFor();
    assert.equal(watch.calls(/^DELETE \/api\/code\//).length, 0);
    await navigateInApp(page, '/faq/create');
    await page.getByRole('combobox', { name: /^분류/ }).click();
    await page.getByRole('option', { name: `점검 분류 ${unique}` }).waitFor();
    assert.equal(await page.evaluate(() => Boolean(/** @type {Window & { __sameDocument?: boolean }} */ (window).__sameDocument)), true, 'no reload');
  },
);
