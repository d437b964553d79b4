// @ts-check
/**
 * 회원·카드·주문 검색 (issue 36 items 1, 5) in Chromium on the demo build: signed in as hq.master,
 * Ctrl+K from a screen, the last 4 digits of a seeded member's phone, Enter opens that member's
 * workspace; axe finds nothing serious in the open dialog (results and 최근 본 항목).
 */
import assert from 'node:assert/strict';
import { seriousViolations } from '../lib/axe.mjs';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';

/** @typedef {{ cusId: string, cusName: string, cusHp: string, memberStatus: string }} Member */

e2e('lookup: Ctrl+K, the last 4 digits of a member’s phone, Enter opens the member; axe finds nothing serious', async ({ page, watch }) => {
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  await settled(page, watch);

  // a seeded member from the member list whose phone's last 4 digits no other phone holds
  const members = /** @type {Member[]} */ (await page.evaluate(async () => (await (await fetch('/api/member/list?page=1&size=1000')).json()).list));
  const digits = (/** @type {string} */ value) => String(value).replace(/\D/g, '');
  const member = members.find(
    (candidate) =>
      candidate.memberStatus === 'NORMAL' && members.filter((other) => digits(other.cusHp).includes(digits(candidate.cusHp).slice(-4))).length === 1,
  );
  assert.ok(member, 'a seeded member with a phone of unique last 4 digits');
  const last4 = digits(member.cusHp).slice(-4);

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: /회원·카드·주문 검색/ });
  await dialog.waitFor();
  const box = dialog.getByRole('combobox', { name: '회원·카드·주문 검색' });
  assert.equal(await box.evaluate((element) => element === document.activeElement), true, 'the box has the focus');
  const found = [];
  found.push(...(await seriousViolations(page)).map((line) => `recent items: ${line}`));

  await page.keyboard.type(last4);
  const memberGroup = dialog.getByRole('group', { name: '회원' });
  const first = memberGroup.getByRole('option').first();
  await first.waitFor();
  assert.match(await first.innerText(), new RegExp(member.cusId));
  await dialog.getByTestId('lookup-status').filter({ hasNotText: '검색 중…' }).waitFor();
  assert.equal(await box.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
  found.push(...(await seriousViolations(page)).map((line) => `results: ${line}`));
  assert.deepEqual(found, []);

  await page.keyboard.press('Enter');
  await page.waitForURL(`**/member/${member.cusId}/show`);
  await page.getByTestId('member-header').waitFor();
  await dialog.waitFor({ state: 'detached' });
  assert.ok(watch.calls(/^GET \/api\/member\/list$/).length >= 2, `calls: ${watch.calls(/\/api\//)}`);

  // the member just opened is the first of 최근 본 항목 when the box is empty
  await page.keyboard.press('Control+K');
  await dialog.waitFor();
  const recent = dialog.getByRole('group', { name: '최근 본 항목' }).getByRole('option').first();
  await recent.waitFor();
  assert.match(await recent.innerText(), new RegExp(member.cusId));
  assert.doesNotMatch(await recent.innerText(), new RegExp(member.cusName));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('lookup-open').evaluate((element) => element === document.activeElement), true, 'the focus is back on the button');
});
