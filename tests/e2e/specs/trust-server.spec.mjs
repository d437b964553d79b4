// @ts-check
/**
 * The mock server's trust rules in Chromium (issue 11, docs/permissions.md): store owners see
 * only their stores and get a Korean 403 for another store's record or settlement; a read-only
 * admin writing through `fetch` gets 403 and nothing changes; after sign-out no seeded personal
 * data is left in the browser's storage; two tabs share one mock database.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, QA_PASSWORD, settled, signIn, visibleText } from '../lib/helpers.mjs';
import { logOut, storedValues, takeExpectedProblems } from './auth-steps.mjs';

/** @typedef {import('playwright-core').Page} Page */

const OWNER1_STORES = ['ST0003'];
const OWNER2_STORES = ['ST0007', 'ST0012'];
const HANGUL = /[가-힣]/;
const OTHER_STORE = { result: '9999', msg: '다른 매장의 데이터에는 접근할 수 없습니다.' };
/** Chromium's log of a refused call, and what a dev build logs for it. */
const EXPECTED_403_LOGS = /status of 403|HttpError|권한이 없습니다|다른 매장의 데이터/;

/**
 * A call made from the page, as a script or a curious operator would: status and JSON body.
 * @param {Page} page
 * @param {string} path
 * @param {{ method?: string, json?: unknown }} [init]
 * @returns {Promise<{ status: number, body: any }>}
 */
function api(page, path, init = {}) {
  return page.evaluate(
    async ({ path, method, json }) => {
      const response = await fetch(
        path,
        json === undefined ? { method } : { method, body: JSON.stringify(json), headers: { 'content-type': 'application/json' } },
      );
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { path, method: init.method ?? 'GET', json: init.json },
  );
}

/** The store names in the list's 매장명 column. @param {Page} page */
const storeColumn = async (page) => new Set(await page.locator('table tbody tr td.column-storeName').allInnerTexts());

e2e(
  'store owners: their stores only (a set of two, then one); another store’s record is a Korean 403, its settlement cannot be approved',
  async ({ page, watch }) => {
    await openSignedIn(page, 'store.owner2', '/reserveRequest');
    const stores = (await api(page, '/api/storeManage')).body.list;
    assert.deepEqual(
      stores.map((/** @type {any} */ store) => store.storeId),
      OWNER2_STORES,
    );
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await settled(page, watch);
    assert.deepEqual(await storeColumn(page), new Set(stores.map((/** @type {any} */ store) => store.storeName)));
    await page.getByRole('combobox', { name: /^매장/ }).waitFor();
    // owner2's records are "another store" for owner1
    const [order] = (await api(page, `/api/order?range=${encodeURIComponent('[0,0]')}`)).body.list;
    const [request] = (await api(page, `/api/reserveRequest?range=${encodeURIComponent('[0,0]')}`)).body.list;
    await logOut(page);

    await signIn(page, 'store.owner1', QA_PASSWORD);
    const [own] = (await api(page, '/api/storeManage')).body.list;
    assert.equal(own.storeId, OWNER1_STORES[0]);
    // every order of the store, not the day the order list opens on (issue 13)
    await page.goto(`/order?filter=${encodeURIComponent('{}')}`);
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await settled(page, watch);
    assert.deepEqual(await storeColumn(page), new Set([own.storeName]));
    await page.getByText(`매장: ${own.storeName}`).waitFor();

    const refused = page.waitForResponse((response) => response.url().endsWith(`/api/order/${order.orderNo}`));
    await page.goto(`/order/${order.orderNo}/show`);
    const response = await refused;
    assert.equal(response.status(), 403);
    assert.deepEqual(await response.json(), OTHER_STORE);
    await settled(page, watch);
    for (const notice of await page.locator('.MuiSnackbar-root').allInnerTexts()) assert.match(notice, HANGUL, `a Korean message, not: ${notice}`);
    assert.ok(!(await visibleText(page)).includes(order.storeName), 'nothing of the other store is shown');

    const approve = await api(page, '/api/reserveRequest/status', { method: 'POST', json: { ids: [request.id], status: 'APPROVED' } });
    assert.deepEqual(approve, { status: 403, body: OTHER_STORE });
    await logOut(page);

    await signIn(page, 'store.owner2', QA_PASSWORD);
    assert.equal((await api(page, `/api/reserveRequest/${request.id}`)).body.data.status, request.status, 'the request is as it was');
    takeExpectedProblems(watch, EXPECTED_403_LOGS);
  },
);

e2e('hq.viewer1 writing through fetch: 403 for each write its flags refuse, and the data is unchanged', async ({ page, watch }) => {
  await signIn(page, 'hq.viewer1', QA_PASSWORD);
  const faq = await api(page, '/api/faq/faq/1');
  const notice = await api(page, '/api/notice/notice/1');
  const attempts = [
    ['PUT', '/api/faq/faq/1', { ...faq.body, title: '권한 없이 바꾼 질문' }], // 1104: no modify flag
    ['POST', '/api/faq/faq/status', { ids: [1], status: 'N' }],
    ['DELETE', '/api/notice/notice/1', { id: 1 }], // 1101: no delete flag
    ['POST', '/api/guide/create', { title: '메뉴 없는 등록' }], // 1102 not in its menu
    ['POST', '/api/admin/create', { adminId: 'evil.viewer01', adminName: '권한상승', grpId: 1, accessMenu: [] }],
  ];
  for (const [method, path, json] of attempts) {
    assert.deepEqual(await api(page, path, { method, json }), { status: 403, body: { result: '9999', msg: '권한이 없습니다.' } }, `${method} ${path}`);
  }
  assert.deepEqual(await api(page, '/api/faq/faq/1'), faq);
  assert.deepEqual(await api(page, '/api/notice/notice/1'), notice);
  takeExpectedProblems(watch, EXPECTED_403_LOGS);
});

e2e('after sign-out no seeded personal data is left in storage; two tabs share one mock database', async ({ page, context, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/user');
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await settled(page, watch);
  const members = (await api(page, '/api/member/list?page=1&size=50')).body.list;
  const admins = (await api(page, '/api/admin/list')).body.list;
  const stores = (await api(page, '/api/storeManage')).body.list;
  const personal = [
    ...members.flatMap((/** @type {any} */ row) => [row.cusName, row.cusHp, row.email]),
    ...admins.flatMap((/** @type {any} */ row) => [row.adminName, row.adminHp, row.adminEmail]),
    ...stores.flatMap((/** @type {any} */ row) => [row.ownerName, row.storeTel]),
  ].filter((value) => typeof value === 'string' && value.length >= 2);
  assert.ok(personal.length > 100, `seeded personal values to look for: ${personal.length}`);

  // an edit that sends the whole record back, as a form does: only the changed field is kept
  const member = members[0];
  assert.equal((await api(page, `/api/member/${member.cusId}`, { method: 'PUT', json: { ...member, nickname: '점검닉네임' } })).status, 200);

  const second = await context.newPage();
  await signIn(second, 'hq.viewer1', QA_PASSWORD);
  const title = `두 탭 점검 ${Date.now().toString(36)}`;
  const notice = (await api(page, '/api/notice/notice/2')).body;
  assert.equal((await api(page, '/api/notice/notice/2', { method: 'PUT', json: { ...notice, title } })).status, 200);
  assert.equal((await api(second, '/api/notice/notice/2')).body.title, title, 'the other tab reads the write at its next call');
  await second.close();

  await logOut(page);
  const stored = (await storedValues(page)).join('\n');
  assert.match(stored, /membership-mock-journal/, 'the writes are kept for the next visit');
  assert.match(stored, /점검닉네임/);
  const left = personal.filter((value) => stored.includes(value));
  assert.deepEqual(left, [], 'seeded personal data left in localStorage/sessionStorage');
  assert.doesNotMatch(stored, /membership-mock-db=/, 'no saved copy of the seeded tables');
});
