// @ts-check
/**
 * The member workspace as a CS operator uses it (issue 12), as hq.master on the seeded member
 * universe: open a member from /member, walk the nine sub-tabs (the tab survives a reload, one
 * Back leaves the member), page a tab, add and delete a memo, change the level and e-mail,
 * set VIP, combine two members and find it in /combine, withdraw a member and find them gone.
 * The members used are pinned by tests/unit/mocks/universe.test.ts ("the e2e walk's members").
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { callsSeen, HQ_MASTER, openSignedIn, settled, untranslated, visibleText } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

const TABS = [
  ['스탬프', 'stamp'],
  ['쿠폰', 'coupon'],
  ['쿠폰 사용', 'coupon_use'],
  ['카드', 'card'],
  ['알림', 'alert'],
  ['발송', 'send'],
  ['약관', 'terms'],
  ['메모', 'memo'],
  ['로그인', 'login'],
];
/** More than 20 stamp movements (so the stamp tab pages), a 블루 member, not VIP. */
const BUSY = '100004';
/** Two members of one person: the second is merged into the first. */
const KEEP = '100010';
const MERGED = '100015';
/** No prepaid balance left, so the withdrawal goes through. */
const LEAVING = '100002';

/** @param {Page} page @param {string} name */
const tab = (page, name) => page.getByRole('tab', { name, exact: true });
/** Waits for a tab to be the selected one. @param {Page} page @param {string} name */
const selected = (page, name) => page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
/** @param {Page} page */
const total = (page) => page.getByTestId('paged-total').innerText();
/** @param {Page} page @param {string} cusId */
const openMember = async (page, cusId) => {
  await page.goto(`/member/${cusId}/show`);
  await page.getByTestId('member-header').waitFor({ timeout: 30_000 }); // a full load: the console boots again
};

e2e(
  'member: open from the list, walk the nine sub-tabs (a reload keeps the tab, one Back leaves the member), page a tab',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/member');
    await page.locator('table tbody tr').first().waitFor();
    await settled(page, watch);
    const cusId = (await page.locator('table tbody tr td.column-cusId').first().innerText()).trim();
    await page.locator('table tbody tr td.column-nickname').first().click();
    await page.waitForURL(`**/member/${cusId}/show`);
    await page.getByTestId('member-header').waitFor();
    await settled(page, watch);
    assert.deepEqual(watch.calls(new RegExp(`^POST /api/member/${cusId}$`)), [`POST /api/member/${cusId}`]);

    for (const [label, path] of TABS) {
      // the first tab is open already: choosing it changes nothing in the URL
      if (path !== 'stamp') {
        await tab(page, label).click();
        await page.waitForURL((url) => url.searchParams.get('tab') === path);
      }
      await selected(page, label);
      await settled(page, watch);
      assert.match(await total(page), /^총 [\d,]+건$/, `${label}: 총 N건`);
      assert.ok(watch.calls(new RegExp(`^GET /api/member/${cusId}/${path}$`)).length >= 1, `${label} asked GET member/{id}/${path}`);
    }
    assert.deepEqual(untranslated(await visibleText(page)), [], 'no English or raw key on the detail');
    await page.reload();
    await selected(page, '로그인'); // a reload keeps the tab
    await settled(page, watch);
    await page.goBack(); // tabs replace their history entry (issue 32): one Back leaves the member
    await page.waitForURL((url) => url.pathname === '/member');
    await settled(page, watch);

    await openMember(page, BUSY);
    await settled(page, watch);
    assert.match(await total(page), /^총 (2[1-9]|[3-9]\d)건$/, 'the stamp tab has more than one page');
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await settled(page, watch);
    assert.ok(
      watch.apiCalls.some((call) => call.path === `/api/member/${BUSY}/stamp` && call.search === '?page=2&size=20'),
      'page 2 asked of the server',
    );
    assert.match(await page.getByText(/^21-\d+ \/ 총 \d+건$/).innerText(), /^21-/);
  },
  { timeout: 90_000 },
);

e2e(
  'member at 1280×720: the tabs in the first screen; 주문 tab → an order → one Back returns to the member',
  async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSignedIn(page, HQ_MASTER, `/member/${BUSY}/show`);
    await page.getByTestId('member-header').waitFor();
    await settled(page, watch);
    const bar = await page.getByRole('tablist', { name: '회원 이력' }).boundingBox();
    assert.ok(bar && bar.y + bar.height <= 720, `the tab bar is in the first screen (${bar?.y}–${(bar?.y ?? 0) + (bar?.height ?? 0)})`);
    assert.equal(await page.evaluate(() => window.scrollY), 0);

    await tab(page, '주문').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'order');
    await settled(page, watch);
    for (const list of ['order', 'reserveOrder', 'subscribeOrder']) {
      assert.ok(watch.calls(new RegExp(`^GET /api/${list}$`)).length >= 1, `the 주문 tab asked GET ${list}`);
    }
    const statsOrders = (
      await page
        .getByTestId('member-statistics')
        .locator('dt', { hasText: /^주문$/ })
        .locator('xpath=following-sibling::dd')
        .innerText()
    ).trim();
    assert.equal(await total(page), `총 ${statsOrders}`, 'the tab total is the statistics count');
    const first = page.getByRole('table', { name: '회원 주문 내역' }).getByRole('link').first();
    const orderNo = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL((url) => /^\/(order|reserveOrder|subscribeOrder)\/\d+\/show$/.test(url.pathname));
    await page.getByText(orderNo).first().waitFor();
    await settled(page, watch);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/member/${BUSY}/show` && url.searchParams.get('tab') === 'order');
    await selected(page, '주문');
    await page.getByTestId('member-header').waitFor();
    await settled(page, watch);
  },
  { timeout: 90_000 },
);

e2e(
  'member: memo, level, e-mail, VIP, combine (seen in /combine) and withdrawal (gone from the list)',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, `/member/${BUSY}/show`);
    await page.getByTestId('member-header').waitFor();
    await settled(page, watch);

    await tab(page, '메모').click();
    await settled(page, watch);
    const memo = `자동화 점검 메모 ${Date.now().toString(36).slice(-4)}`;
    await page.getByLabel('새 메모').fill(memo);
    await page.getByRole('button', { name: '메모 등록' }).click();
    await page.getByRole('cell', { name: memo }).waitFor();
    assert.deepEqual(await callsSeen(page, watch, /^POST \/api\/member\/memo$/), ['POST /api/member/memo']);
    await page
      .getByRole('row', { name: new RegExp(memo) })
      .getByRole('button', { name: /메모 삭제$/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByRole('cell', { name: memo }).waitFor({ state: 'detached' });
    assert.equal((await callsSeen(page, watch, /^DELETE \/api\/member\/memo\/\d+$/)).length, 1);

    await page.getByRole('button', { name: '등급 변경' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: '화이트' }).check();
    await page.getByRole('dialog').getByRole('textbox', { name: '변경 사유' }).fill('등급 재산정 요청');
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByTestId('member-header').getByText('화이트', { exact: true }).waitFor();
    assert.deepEqual(watch.calls(/^PUT \/api\/member\/\d+\/level$/), [`PUT /api/member/${BUSY}/level`]);

    await page.getByRole('button', { name: '이메일 변경' }).click();
    // the dialog starts from the masked value; '보기' (logged) fills the full one to edit (issue 34)
    await page.getByRole('dialog').getByRole('button', { name: '새 이메일 보기' }).click();
    const email = page.getByRole('dialog').getByRole('textbox', { name: '새 이메일' });
    await email.and(page.locator(':not([readonly])')).waitFor();
    await email.fill('qa.member@example.com');
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('member-header').getByText('qa***@example.com').waitFor();
    assert.deepEqual(watch.calls(/^PUT \/api\/member\/\d+\/email$/), [`PUT /api/member/${BUSY}/email`]);

    await page.getByRole('button', { name: 'VIP 지정' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByTestId('member-header').getByText('VIP', { exact: true }).waitFor();
    assert.deepEqual(watch.calls(/^POST \/api\/member\/setMemberVip$/), ['POST /api/member/setMemberVip']);

    await openMember(page, KEEP);
    await settled(page, watch);
    await page.getByRole('button', { name: '회원 통합' }).click();
    const combine = page.getByRole('dialog');
    await combine.getByLabel('회원 검색').fill(MERGED);
    await combine.getByRole('button', { name: '검색' }).click();
    await combine.getByRole('button', { name: new RegExp(`^${MERGED} `) }).click();
    await combine
      .getByTestId('combine-preview')
      .getByText(/보유 스탬프 \d+개/)
      .waitFor();
    await combine.getByRole('button', { name: '통합', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByTestId('member-header').getByRole('link', { name: MERGED }).waitFor();
    assert.deepEqual(watch.calls(/^POST \/api\/member\/combine$/), ['POST /api/member/combine']);
    await page.goto('/combine');
    await settled(page, watch);
    const logged = page.locator('table tbody tr', { has: page.locator('td.column-fromCusId', { hasText: MERGED }) });
    assert.equal((await logged.locator('td.column-toCusId').innerText()).trim(), KEEP, 'the combine is listed in /combine');

    await openMember(page, LEAVING);
    await settled(page, watch);
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: '탈퇴 사유' }).click();
    await page.getByRole('option', { name: '다른 서비스 이용' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('dialog').getByText(`(${LEAVING}) 회원을 탈퇴 처리하시겠습니까?`, { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.pathname === '/member');
    assert.deepEqual(watch.calls(/^DELETE \/api\/member\/\d+$/), [`DELETE /api/member/${LEAVING}`]);
    await settled(page, watch);
    await page.locator('form input[name="cusId"]').fill(LEAVING);
    await page.locator('form input[name="cusId"]').press('Enter');
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').cusId === LEAVING);
    await page.locator('table tbody tr td.column-cusId').first().waitFor({ state: 'detached' }); // the filtered answer has no row
    await settled(page, watch);
    assert.equal(await page.locator('table tbody tr td.column-cusId').count(), 0, 'the withdrawn member is not listed');
  },
  { timeout: 120_000 },
);
