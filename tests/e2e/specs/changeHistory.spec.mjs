// @ts-check
/**
 * 변경 이력 (issue 34 item 4) as a CS operator meets it, as hq.master on the demo build: change a
 * member's level in the member workspace, then open the member's '변경 이력' tab and find the
 * change there, with who made it and before → after, as the server recorded it.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled, untranslated, visibleText } from '../lib/helpers.mjs';

/** A 블루 member of the seeded universe (pinned by tests/unit/mocks/universe.test.ts, "the e2e walk's members"). */
const MEMBER = '100004';

e2e('change history: a level change made in the member workspace shows in its 변경 이력 tab', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, `/member/${MEMBER}/show`);
  await page.getByTestId('member-header').waitFor({ timeout: 30_000 });
  await settled(page, watch);

  await page.getByRole('tab', { name: '변경 이력', exact: true }).click();
  await page.getByText('변경 이력이 없습니다.').waitFor();
  assert.ok(watch.calls(new RegExp(`^GET /api/history$`)).length >= 1, 'the tab asks GET history');

  await page.getByRole('button', { name: '등급 변경' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: '화이트' }).check();
  await page.getByRole('dialog').getByRole('textbox', { name: '변경 사유' }).fill('등급 재산정 요청');
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await page.getByTestId('member-header').getByText('화이트', { exact: true }).waitFor();

  // each tab once it is shown: a second click while the first tab's address is still being
  // written was lost on a loaded CI machine (the first tab stayed)
  await page.getByRole('tab', { name: '스탬프', exact: true }).click();
  await page.locator('[role="tab"][aria-selected="true"]', { hasText: '스탬프' }).waitFor();
  await page.getByRole('tab', { name: '변경 이력', exact: true }).click();
  const history = page.getByRole('table', { name: '변경 이력' });
  await history.getByText('블루 → 화이트').waitFor();
  await history.getByText('등급 변경', { exact: true }).waitFor();
  await history.getByText('회원 등급', { exact: true }).waitFor();
  await history.getByText('hq.master · 김민준').waitFor();
  await settled(page, watch);
  assert.deepEqual(untranslated(await visibleText(page)), [], 'no English or raw key on the tab');
});
