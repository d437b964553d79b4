// @ts-check
/**
 * The money workspace as a CS agent uses it (issue 13), as hq.master on the seeded universe:
 * find a member's prepaid card, see its balance and use history, report it lost, refund it to an
 * account (balance 0, the refund in 분실·환불 정보); combine two cards into the summed balance;
 * page a paper gift card's history to the end; download the ongoing orders to Excel and read the
 * amounts back as numbers. The cards used are pinned by tests/unit/mocks/money.test.ts
 * ("holds the cards the e2e walk relies on").
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, QA_PASSWORD, settled, signIn } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Three normal cards: main 11,000원, then 25,000원 and 40,000원. */
const MEMBER = '100004';
/** A paper gift card with more than 40 approvals (three pages of 20). */
const GIFT_CARD = '9430129000790902';

/** @param {Page} page */
const balance = (page) => page.getByTestId('prepay-balance');
/** @param {Page} page */
const dialog = (page) => page.getByRole('dialog');
/** Opens the card of the member's list row showing this balance; its key. @param {Page} page @param {string} won */
async function openCardWith(page, won) {
  await page.goto(`/prepayCard?filter=${encodeURIComponent(JSON.stringify({ cusId: MEMBER }))}`);
  const row = page.locator('table tbody tr', { hasText: won });
  await row.getByRole('link').first().click();
  // the card opens by its opaque key, never by its number (issue 34 item 6a)
  await page.waitForURL(/\/prepayCard\/K[0-9a-f]{16}\/show/);
  await balance(page).getByText(won, { exact: true }).waitFor();
  return /** @type {string} */ (/\/prepayCard\/(K[0-9a-f]{16})\/show/.exec(page.url())?.[1]);
}

e2e(
  'money: a member’s card, its balance and history, lost, refunded to an account; two cards combined',
  async ({ page, watch }) => {
    await signIn(page, HQ_MASTER, QA_PASSWORD);
    const cardNo = await openCardWith(page, '25,000원');
    assert.ok(watch.calls(/^GET \/api\/prepayCard\/balance$/).length >= 1);
    await page
      .getByTestId('paged-total')
      .getByText(/^총 [\d,]+건$/)
      .waitFor();
    assert.ok((await page.getByRole('table', { name: '이용 내역' }).locator('tbody tr').count()) > 0, 'the use history shows rows');

    await page.getByRole('button', { name: '분실 신고' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('분실 신고되었습니다.').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '분실 해제' }).waitFor();
    assert.deepEqual(watch.calls(/^POST \/api\/prepayCard\/prepayLostUpdate$/), ['POST /api/prepayCard/prepayLostUpdate']);

    await page.getByRole('button', { name: '환불', exact: true }).click();
    await dialog(page).getByTestId('refund-amount').getByText('25,000원').waitFor();
    await dialog(page)
      .getByRole('combobox', { name: /환불 은행/ })
      .click();
    await page.getByRole('option', { name: '신한은행' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /계좌번호/ })
      .pressSequentially('110-123-4567890');
    assert.equal(
      await dialog(page)
        .getByRole('textbox', { name: /계좌번호/ })
        .inputValue(),
      '1101234567890',
      'digits only',
    );
    await dialog(page)
      .getByRole('textbox', { name: /예금주/ })
      .fill('박서윤');
    await dialog(page).getByRole('checkbox', { name: '분실 신고된 카드의 환불이며 본인 확인을 마쳤습니다.' }).check();
    await dialog(page).getByRole('button', { name: '다음' }).click();
    await dialog(page)
      .getByText(/25,000원을 신한은행/)
      .waitFor();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('환불 처리되었습니다.').waitFor();
    await balance(page).getByText('0원', { exact: true }).waitFor();
    await page.getByRole('tab', { name: '분실·환불 정보' }).click();
    const refundInfo = page.getByTestId('prepay-refund-info');
    await refundInfo.getByText('신한은행 *********7890 (박*윤)').waitFor();
    assert.ok((await refundInfo.getByText('25,000원').count()) >= 1, 'the refunded amount');
    assert.ok(await page.getByTestId('prepay-lost-info').getByText(HQ_MASTER).isVisible(), 'who reported the loss');
    assert.equal(watch.calls(/^POST \/api\/prepayCard\/prepayCardRefund$/).length, 1);
    assert.ok(cardNo);

    // the main card (11,000원) takes the 40,000원 card: 51,000원
    await openCardWith(page, '11,000원');
    await settled(page, watch);
    await page.getByRole('button', { name: '카드 통합' }).click();
    await dialog(page)
      .getByRole('checkbox', { name: /잔액 40,000원/ })
      .check();
    await dialog(page)
      .getByTestId('combine-preview')
      .getByText(/= 51,000원$/)
      .waitFor();
    await dialog(page).getByRole('button', { name: '다음' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByText('카드가 통합되었습니다.').waitFor();
    await balance(page).getByText('51,000원', { exact: true }).waitFor();
    assert.deepEqual(watch.calls(/^POST \/api\/prepayCard\/prepayCardCombineUpdate$/), ['POST /api/prepayCard/prepayCardCombineUpdate']);
  },
  { timeout: 90_000 },
);

e2e(
  'money: a gift card’s history paged to the end; the ongoing orders in Excel with numbers',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/offlineGiftCard');
    await page.locator('table tbody tr').first().waitFor();
    await settled(page, watch);
    await page.getByRole('button', { name: '잔액 조회' }).click();
    const input = dialog(page).getByRole('textbox', { name: '상품권 번호' });
    await input.pressSequentially(GIFT_CARD);
    assert.equal(await input.inputValue(), GIFT_CARD.replace(/(\d{4})(?=\d)/g, '$1-'));
    await dialog(page).getByRole('button', { name: '조회' }).click();
    await dialog(page).getByTestId('gift-balance').getByText(/원$/).waitFor();
    await dialog(page).getByRole('button', { name: '상세 보기' }).click();
    // the card's address is its opaque key, never its number (issue 34 item 6)
    await page.waitForURL(/\/offlineGiftCard\/K[0-9a-f]{16}\/show$/);
    assert.ok(!page.url().includes(GIFT_CARD), 'no card number in the address');
    const rows = page.getByRole('table', { name: '승인 내역' }).locator('tbody tr');
    const more = page.getByRole('button', { name: '더 보기' });
    await more.waitFor();
    for (let pages = 1; await more.isVisible(); pages += 1) {
      assert.equal(await rows.count(), pages * 20);
      await more.click();
      await page.waitForFunction((count) => document.querySelectorAll('table[aria-label="승인 내역"] tbody tr').length > count, pages * 20);
      await settled(page, watch);
    }
    await page.getByText('마지막 승인 내역까지 모두 불러왔습니다.').waitFor();
    const serials = watch.calls(/^GET \/api\/offlineGiftCard\/history\//).length;
    assert.ok(serials >= 3, `three pages or more asked (${serials})`);
    const count = await page.getByTestId('gift-history-count').innerText();
    assert.match(count, /^([\d,]+)건 \/ 총 \1건$/, 'every approval shown');

    await page.goto('/order');
    await page.getByRole('button', { name: '진행중' }).click();
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"ing"'));
    await page.locator('table tbody tr').first().waitFor();
    await settled(page, watch);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀 다운로드' }).click()]);
    assert.match(download.suggestedFilename(), /^주문 내역_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(/** @type {string} */ (await download.path()));
    const sheet = workbook.worksheets[0];
    const header = /** @type {unknown[]} */ (sheet.getRow(1).values);
    const amountColumn = header.indexOf('결제금액');
    const dateColumn = header.indexOf('주문일시');
    const numberColumn = header.indexOf('주문번호');
    assert.ok(amountColumn > 0 && dateColumn > 0 && numberColumn > 0, `columns ${JSON.stringify(header)}`);
    assert.ok(sheet.rowCount > 1, 'rows were written');
    let total = 0;
    for (let index = 2; index <= sheet.rowCount; index += 1) {
      const cell = sheet.getRow(index).getCell(amountColumn);
      assert.equal(cell.type, ExcelJS.ValueType.Number, `row ${index}: the amount is a number`);
      assert.equal(cell.numFmt, '#,##0');
      total += Number(cell.value);
      assert.equal(sheet.getRow(index).getCell(dateColumn).type, ExcelJS.ValueType.Date);
      // an order number is a code: text, all its digits
      assert.equal(sheet.getRow(index).getCell(numberColumn).type, ExcelJS.ValueType.String);
    }
    assert.ok(total > 0, 'the amounts add up');
    assert.ok(
      watch.apiCalls.some((call) => call.path === '/api/order' && call.search.includes('excelYn=Y')),
      'an Excel read of the list',
    );
  },
  { timeout: 90_000 },
);
