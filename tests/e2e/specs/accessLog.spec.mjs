// @ts-check
/**
 * 개인정보 접속기록 (issue 34 item 1) in the demo build: hq.master reveals a member's phone with
 * '보기', then finds that 열람 on /accessLog (기본 설정), with who, where from, whose and which
 * field, written by the mock server, not by the console.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, navigateInApp, openSignedIn, settled } from '../lib/helpers.mjs';

/** A seeded member (tests/unit/mocks/universe.test.ts pins the e2e walk's members). */
const MEMBER = '100004';

e2e(
  'access log: a phone revealed on a member is found on /accessLog as 열람 with who, where from and whose',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, `/member/${MEMBER}/show`);
    await page.getByTestId('member-header').waitFor({ timeout: 30_000 });
    const reveal = page.getByRole('button', { name: '휴대폰 번호 보기' });
    await reveal.click();
    await reveal.waitFor({ state: 'detached' });
    await settled(page, watch);

    await navigateInApp(page, '/accessLog');
    await page.getByText('접속기록은 2년간 보관됩니다.', { exact: false }).waitFor();
    const search = page.getByRole('search', { name: '검색 조건' });
    await search.getByRole('combobox', { name: /수행업무/ }).click();
    await page.getByRole('option', { name: '열람', exact: true }).click();
    await search.getByRole('textbox', { name: '회원번호' }).fill(MEMBER);
    await search.getByRole('button', { name: '검색', exact: true }).click();

    const row = page.locator('table tbody tr', { hasText: '(휴대폰 번호)' });
    await row.first().waitFor();
    const cells = (await row.first().locator('td').allInnerTexts()).map((text) => text.trim());
    const [logDt, adminId, adminName, ip, subject, action, menu, reason] = cells;
    assert.match(logDt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    assert.equal(adminId, HQ_MASTER);
    assert.ok(adminName.length > 0);
    assert.match(ip, /^\d{1,3}(\.\d{1,3}){3}$/);
    assert.match(subject, new RegExp(`^${MEMBER} \\S+\\*\\S* \\(휴대폰 번호\\)$`));
    assert.equal(action, '열람');
    assert.equal(menu, '회원 정보');
    assert.equal(reason, '');
  },
  { timeout: 90_000 },
);
