// @ts-check
/**
 * Masking by the server (issue 34 item 5), as hq.reader1 (회원 정보 and 선불카드 조회, read-only)
 * on the demo build: sign in through the form, open 회원 목록 and a member, then a prepaid card;
 * no reply the browser receives holds a full mobile number, and the card's address holds its
 * opaque key, not its number.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';

const READER = 'hq.reader1';
const FULL_PHONE = [/010-\d{4}-\d{4}/, /010\d{8}/];
const FULL_CARD = /"cardNo":"?\d{16}/;

e2e('hq.reader1: no reply holds a full mobile number; a prepaid card opens by its opaque key', async ({ page, watch }) => {
  /** @type {Promise<{ url: string, body: string }>[]} */
  const replies = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.startsWith('/api/')) return;
    replies.push(
      response
        .text()
        .then((body) => ({ url, body }))
        .catch(() => ({ url, body: '' })),
    );
  });

  await signIn(page, READER, QA_PASSWORD);
  await page.goto('/member');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await settled(page, watch);
  const cusId = (await page.locator('table tbody tr td.column-cusId').first().innerText()).trim();
  await page.locator('table tbody tr td.column-cusId').first().click();
  await page.waitForURL(`**/member/${cusId}/show`);
  await page.getByTestId('member-header').waitFor({ timeout: 30_000 });
  await settled(page, watch);
  // masked on the page too, and no '보기' without the modify flag
  assert.match(await page.getByTestId('member-header').innerText(), /010-\*{4}-\d{4}/);
  assert.equal(await page.getByTestId('member-header').getByRole('button', { name: /보기$/ }).count(), 0);

  await page.goto('/prepayCard');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await settled(page, watch);
  await page.locator('table tbody tr').first().getByRole('link').first().click();
  await page.waitForURL(/\/prepayCard\/K[0-9a-f]{16}\/show/);
  await page.getByTestId('prepay-header').waitFor({ timeout: 30_000 });
  await settled(page, watch);
  assert.doesNotMatch(new URL(page.url()).pathname, /\/prepayCard\/\d{12,}/);

  const seen = await Promise.all(replies);
  assert.ok(
    seen.some(({ url }) => url.includes('/api/member/list')),
    'the member list was read',
  );
  assert.ok(
    seen.some(({ url }) => url.includes(`/api/member/${cusId}`)),
    'the member was read',
  );
  for (const { url, body } of seen) {
    for (const pattern of FULL_PHONE) assert.doesNotMatch(body, pattern, `a full mobile number in the reply of ${url}`);
    if (url.includes('/api/prepayCard/')) assert.doesNotMatch(body, FULL_CARD, `a full card number in the reply of ${url}`);
  }
});
