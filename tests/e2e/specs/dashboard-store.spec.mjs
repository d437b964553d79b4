// @ts-check
/** Group 4 (store.owner1, spec §1, §6): no dashboard, a Korean landing, no dashboard call at all. */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { QA_PASSWORD, signIn, untranslated, visibleText, waitForSettled } from '../lib/helpers.mjs';

e2e('dashboard as store.owner1: the store landing and no GET /api/dashboard', async ({ page, watch }) => {
  assert.equal(await signIn(page, 'store.owner1', QA_PASSWORD), '/dashboard');
  await page.getByTestId('store-landing').waitFor();
  await waitForSettled(page, watch);
  await page.reload();
  await page.getByTestId('store-landing').waitFor();
  await waitForSettled(page, watch);
  assert.deepEqual(watch.calls(/^GET \/api\/dashboard/), [], `calls: ${watch.calls()}`);
  assert.equal(await page.getByTestId('dashboard').count(), 0);
  assert.equal(await page.getByTestId('dashboard-sample-download').count(), 0);
  assert.match(await page.getByTestId('store-landing').innerText(), /매장 관리자 홈/);
  assert.deepEqual(untranslated(await visibleText(page)), []);
});
