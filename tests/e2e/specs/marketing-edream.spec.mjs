// @ts-check
/**
 * The eDream case and the event standard (issue 15 items 1 and 2), as hq.master on the seeded mock:
 * search /eDream for issued tickets, open a case, move its ticket to another store (still there
 * after a reload) and cancel its coupon; then register an event standard whose reward type,
 * condition and coupon type all come from the server.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @param {Page} page */
const dialog = (page) => page.getByRole('dialog');
/** @param {Page} page */
const storeShown = (page) => page.getByTestId('edream-store');

/** Picks a select's option by name (the first one offered when none is named). @param {Page} page @param {RegExp} label @param {string} [option] */
async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await (option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()).click();
  await listbox.waitFor({ state: 'detached' });
}

e2e(
  'eDream: a case found by its ticket state, its store changed and its coupon cancelled',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, `/eDream?filter=${encodeURIComponent(JSON.stringify({ ticketStatus: 'ISSUED' }))}`);
    const firstRow = page.locator('table tbody tr').first();
    await firstRow.waitFor();
    await settled(page, watch);
    await firstRow.locator('td.column-id').click();
    await page.waitForURL(/\/eDream\/\d+\/show/);
    await page.getByTestId('edream-header').getByText('발급', { exact: true }).waitFor();
    const current = (await storeShown(page).innerText()).trim();

    await page.getByRole('button', { name: '매장 변경' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /매장 검색/ })
      .fill('점');
    await dialog(page).getByRole('button', { name: '검색' }).click();
    const options = dialog(page).getByRole('button', { name: / 선택$/ });
    await options.first().waitFor();
    const names = (
      await options.evaluateAll((items) =>
        items.filter((item) => item.getAttribute('aria-disabled') !== 'true').map((item) => item.getAttribute('aria-label') ?? ''),
      )
    ).map((label) => label.replace(/ 선택$/, ''));
    const target = names.find((name) => name !== current);
    assert.ok(target, `another open store than ${current}`);
    await dialog(page)
      .getByRole('button', { name: `${target} 선택`, exact: true })
      .first()
      .click();
    await dialog(page).getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText(new RegExp(`수령 매장이 ${target}(으로|로) 변경되었습니다\\.`)).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await page.reload();
    await storeShown(page).getByText(target, { exact: true }).waitFor();
    assert.equal(watch.calls(/^POST \/api\/eDreamSet\/ticketChangeStore\/\d+$/).length, 1);

    const cancel = page
      .getByRole('region', { name: '쿠폰 조회' })
      .getByRole('button', { name: / 쿠폰 취소$/ })
      .and(page.locator(':not([disabled])'))
      .first();
    await cancel.waitFor();
    const couponNo = (await cancel.getAttribute('aria-label'))?.replace(/ 쿠폰 취소$/, '') ?? '';
    await cancel.click();
    await dialog(page).getByText(`쿠폰 ${couponNo}`, { exact: false }).waitFor();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('쿠폰이 취소되었습니다.').waitFor();
    await page
      .getByRole('button', { name: `${couponNo} 쿠폰 취소` })
      .and(page.locator('[disabled]'))
      .waitFor();
    assert.equal(watch.calls(/^POST \/api\/eDreamSet\/couponCancel\/\d+$/).length, 1);
  },
  { timeout: 60_000 },
);

e2e(
  'event standard: registered with the reward type, condition and coupon type the server offers',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/eventStandard/create');
    await page.getByRole('combobox', { name: /지급 혜택/ }).waitFor();
    await choose(page, /지급 혜택/, '쿠폰');
    await choose(page, /지급 조건/, '신규 가입');
    await choose(page, /지급 쿠폰/);
    await page.locator('input[name="title"]').fill('신규 가입 환영 쿠폰');
    for (const [label, date] of [
      ['적용 시작일', '20261201'],
      ['적용 종료일', '20261231'],
    ]) {
      await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).click();
      await page.keyboard.type(date);
    }
    await page.getByRole('radio', { name: '사용', exact: true }).check();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('등록되었습니다.').waitFor();
    for (const call of [
      /^GET \/api\/eventStandard\/rewardType\/empty$/,
      /^GET \/api\/eventStandard\/joinType\/90701$/,
      /^GET \/api\/eventStandard\/empty\/90701$/,
      /^GET \/api\/eventStandard\/couponType\/list$/,
      /^POST \/api\/eventStandard\/save$/,
    ])
      assert.ok(watch.calls(call).length >= 1, `${call} was sent`);
  },
  { timeout: 60_000 },
);
