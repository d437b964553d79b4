// @ts-check
/**
 * Notice CRUD as hq.master, the way an operator does it, asserting the calls the console makes
 * (content v1 family, spec §7: POST notice/create, PUT|DELETE notice/notice/{id}, POST notice/notice/order).
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, saveAndLeave, settled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

const unique = Date.now().toString(36).slice(-5);
const TITLE = `자동화 점검 공지 ${unique}`;
const NEW_TITLE = `자동화 점검 공지 수정본 ${unique}`;

/**
 * Picks an option of a react-admin SelectInput (an MUI select) by its label.
 * @param {Page} page
 * @param {string} label
 * @param {string} option
 */
async function choose(page, label, option) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types a date's digits into a date field as an operator does (`20260310` shows 2026-03-10).
 * @param {Page} page
 * @param {string} label
 * @param {string} isoDate YYYY-MM-DD
 */
async function typeDate(page, label, isoDate) {
  await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
  assert.equal(await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).inputValue(), isoDate, `${label} as typed`);
}

/**
 * Shows the notices whose title contains `title` through the search block's '제목' (Enter applies it);
 * an empty `title` clears it (react-admin keeps list filters across visits).
 * @param {Page} page on /notice
 * @param {import('../lib/harness.mjs').PageWatch} watch
 * @param {string} title
 */
async function filterByTitle(page, watch, title) {
  await page.locator('form input[name="title"]').fill(title);
  await page.locator('form input[name="title"]').press('Enter');
  await page.waitForURL((url) => {
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
    return title ? filter.title === title : filter.title === undefined;
  });
  await settled(page, watch);
}

/** The ids of the list rows, top to bottom, once the rows are drawn. @param {Page} page */
async function rowIds(page) {
  const cells = page.locator('table tbody tr td.column-id');
  await cells.first().waitFor();
  return cells.allInnerTexts();
}

e2e(
  'notice: create, edit, reorder and delete as hq.master, with the calls spec §7 names',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/notice');
    await page.locator('table tbody tr').first().waitFor();
    await settled(page, watch);
    assert.ok(watch.calls(/^GET \/api\/notice\/list$/).length >= 1, `list call: ${watch.calls(/\/api\/notice/)}`);

    // Create
    await page.getByRole('link', { name: '등록' }).click();
    await page.waitForURL('**/notice/create');
    // The router moves in a transition: the list (whose search block has its own '제목') stays on
    // screen until the form's script has loaded.
    await page.getByRole('button', { name: '저장', exact: true }).waitFor();
    await page.locator('input[name="title"]').fill(TITLE);
    await page.getByRole('button', { name: '공지 내용 편집하기' }).click(); // loads the WYSIWYG editor (issues 15, 35)
    await page.getByRole('textbox', { name: '공지 내용 편집기' }).click();
    await page.keyboard.type('자동화 점검으로 등록한 공지입니다.');
    await page.getByRole('textbox', { name: '공지 내용 편집기' }).getByText('자동화 점검으로 등록한 공지입니다.', { exact: true }).waitFor();
    await choose(page, '노출 상태', '노출');
    await typeDate(page, '게시 시작일', '2026-01-01');
    await typeDate(page, '게시 종료일', '2026-12-31');
    await saveAndLeave(page, '/notice/create');
    assert.deepEqual(watch.calls(/^POST \/api\/notice\/create$/), ['POST /api/notice/create']);
    await page.goto('/notice');
    await settled(page, watch);
    await filterByTitle(page, watch, TITLE);
    await page.getByRole('cell', { name: TITLE, exact: true }).waitFor();

    // Edit
    await page.getByRole('cell', { name: TITLE, exact: true }).click();
    await page.waitForURL(/\/notice\/\d+$/);
    const id = /\/notice\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    assert.ok(id, `edit route: ${page.url()}`);
    await page.getByRole('button', { name: '저장', exact: true }).waitFor();
    await settled(page, watch);
    await page.locator('input[name="title"]').fill(NEW_TITLE);
    await saveAndLeave(page, `/notice/${id}`);
    assert.equal(new URL(page.url()).pathname, '/notice');
    assert.deepEqual(watch.calls(/^PUT \/api\/notice\//), [`PUT /api/notice/notice/${id}`]);
    await settled(page, watch);
    await filterByTitle(page, watch, NEW_TITLE);
    await page.getByRole('cell', { name: NEW_TITLE, exact: true }).waitFor();
    await filterByTitle(page, watch, unique);
    assert.deepEqual(await page.locator('table tbody tr td.column-title').allInnerTexts(), [NEW_TITLE], 'one notice of this run, retitled');

    // Reorder: in the order dialog move the first notice down one place, save, reload.
    await filterByTitle(page, watch, '');
    const before = await rowIds(page);
    assert.ok(before.length >= 2, 'the seeded notice list has at least two rows');
    await page.getByRole('button', { name: '순서 변경' }).click();
    const orderDialog = page.getByRole('dialog', { name: '순서 변경' });
    await orderDialog
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /아래로 이동$/ })
      .click();
    await orderDialog.getByRole('button', { name: '순서 저장' }).click();
    await orderDialog.waitFor({ state: 'hidden' });
    await settled(page, watch);
    assert.deepEqual(watch.calls(/^POST \/api\/notice\/.*order/), ['POST /api/notice/notice/order']);
    await page.reload();
    await settled(page, watch);
    const after = await rowIds(page);
    assert.deepEqual(after.slice(0, 2), [before[1], before[0]], 'the first two notices after reload');
    assert.deepEqual(after.slice(2), before.slice(2), 'the other notices keep their places');

    // Delete with the confirmation dialog.
    await filterByTitle(page, watch, NEW_TITLE);
    await page.getByRole('cell', { name: NEW_TITLE, exact: true }).click();
    await page.waitForURL(`**/notice/${id}`);
    await settled(page, watch);
    await page.getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: '취소' }).waitFor();
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.pathname === '/notice');
    assert.deepEqual(watch.calls(/^DELETE \/api\/notice\//), [`DELETE /api/notice/notice/${id}`]);
    await settled(page, watch);
    await filterByTitle(page, watch, NEW_TITLE);
    assert.equal(await page.getByRole('cell', { name: NEW_TITLE, exact: true }).count(), 0, 'the deleted notice is gone');
  },
  { timeout: 120_000 },
);
