// @ts-check
/**
 * Granting from the settings workspace (issue 14): 복제 of an account; menu changes made in /menu
 * (a menu hidden, a default flag off) seen by an affected account at its next sign-in.
 * hq.viewer1's grant lists 공지사항 with 등록 and FAQ, and 상품 (010101) without flags of its
 * own: it takes that menu's default flags.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, navigateInApp, openSignedIn, settled } from '../lib/helpers.mjs';
import { logOut } from './auth-steps.mjs';

const unique = Date.now().toString(36).slice(-4);
const COPY_ID = `qa.copy${unique}`;
const VIEWER = 'hq.viewer1';

/**
 * Chooses a menu in the /menu tree, makes one change in its form and saves it.
 * @param {import('playwright-core').Page} page
 * @param {string} menuCd
 * @param {(form: import('playwright-core').Locator) => Promise<void>} change
 */
async function changeMenu(page, menuCd, change) {
  await page.locator(`tr[data-menu="${menuCd}"]`).click();
  const form = page.getByTestId('menu-form');
  await form.getByText(menuCd, { exact: true }).waitFor();
  await change(form);
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('메뉴를 저장했습니다.').last().waitFor();
}

e2e('settings: 복제 of an account copies it into a new account (POST admin/duplicate)', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/user');
  await navigateInApp(page, `/user/${VIEWER}`);
  // a button's label stays on one line, beside its field too
  const apply = page.getByRole('button', { name: '그룹 기본 권한 불러오기' });
  assert.equal((await apply.boundingBox())?.height, (await page.getByRole('button', { name: '복제' }).boundingBox())?.height);
  await page.getByRole('button', { name: '복제' }).click();
  const copy = page.getByRole('dialog');
  await copy.getByRole('textbox', { name: '아이디' }).fill(COPY_ID);
  await copy.getByRole('textbox', { name: '이름' }).fill('복제 점검');
  await copy.getByRole('textbox', { name: '휴대폰 번호' }).fill('01024681357');
  await copy.getByRole('textbox', { name: '이메일' }).fill('copy@beancoffee.co.kr');
  await copy.getByText('사용할 수 있는 아이디입니다.').waitFor();
  await copy.getByRole('button', { name: '저장' }).click();
  await page.getByText('계정을 복제했습니다.').waitFor();
  assert.equal(watch.calls(/^POST \/api\/admin\/duplicate$/).length, 1);
  await page.waitForURL((url) => url.pathname === `/user/${COPY_ID}`);
  // The copy's own form: its person (masked until '보기', issue 34), the source's group.
  await page.waitForFunction(() => /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="adminName"]'))?.value === '복* 점*');
  await page.getByRole('button', { name: '이름 보기' }).click();
  await page.waitForFunction(() => /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="adminName"]'))?.value === '복제 점검');
});

e2e('settings: a menu hidden and a default flag turned off in /menu, seen by the affected account at its next sign-in', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/menu');
  const item = page.locator('tr[data-menu="010101"]');
  await item.getByText('등록 · 수정 · 삭제').waitFor();
  await changeMenu(page, '010101', async (form) => {
    await form.getByRole('combobox', { name: /기본 등록 권한/ }).click();
    await page.getByRole('option', { name: '없음', exact: true }).click();
  });
  await item.getByText('수정 · 삭제', { exact: true }).waitFor();
  await changeMenu(page, '1104', (form) => form.getByRole('radio', { name: '미사용' }).check());
  // the first save's toast may still be up (one at a time): the tree row is this save's answer
  await page.locator('tr[data-menu="1104"]').getByText('숨김', { exact: true }).waitFor();
  await settled(page, watch); // the sidebar reads menu/auth again after a menu write: not under a sign-out
  assert.equal(watch.calls(/^PUT \/api\/menu\/\d+$/).length, 2);

  await logOut(page);
  await openSignedIn(page, VIEWER, '/notice');
  await page.getByRole('link', { name: '등록' }).waitFor();
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('a[href="/notice"]').first().waitFor({ state: 'attached' });
  // 게시판 is open on /notice: 공지사항 is there, FAQ (hidden in /menu) no longer is.
  assert.equal(await sidebar.locator('a[href="/faq"]').count(), 0, 'the hidden FAQ menu is gone from the sidebar');
  await navigateInApp(page, '/item');
  await page.locator('table tbody tr td.column-itemCd').first().waitFor(); // /item's own rows, not /notice's
  assert.equal(await page.getByRole('link', { name: '등록' }).count(), 0, 'no 등록 once the default add flag is off');
});
