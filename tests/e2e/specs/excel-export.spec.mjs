// @ts-check
/**
 * An export of any size (issue 35 item 1), in Chromium on the demo build: 주문 내역 given a
 * large universe by a QA scenario (mocks/largeList.ts), '엑셀 다운로드' shows the progress dialog
 * while it reads page by page, the workbook is written by the export's Web Worker, and the file
 * holds exactly the '총 N건' of the list (more than the old 10,000-row cut).
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, settled } from '../lib/helpers.mjs';

const ROWS = 23_456;

e2e(
  'excel: a large filter is exported whole, with the progress dialog while it runs',
  async ({ page, watch }) => {
    /** @type {string[]} */
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const scenario = { v: 1, account: HQ_MASTER, largeList: { resource: 'order', rows: ROWS } };
    await page.goto(`/order?scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await settled(page, watch);
    const pager = await page
      .getByText(/총 [\d,]+건/)
      .first()
      .innerText();
    const total = Number(/총 ([\d,]+)건/.exec(pager)?.[1].replace(/,/g, ''));
    assert.equal(total, ROWS, `the list's total (${pager})`);

    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const progress = page.getByRole('dialog', { name: '엑셀 파일을 만들고 있습니다' });
    await progress.waitFor();
    await progress.getByText(/^[\d,]+ \/ 23,456건$/).waitFor();
    assert.ok(await progress.getByRole('progressbar').isVisible(), 'a progress bar');
    assert.ok(await progress.getByRole('button', { name: '취소' }).isVisible(), 'a cancel button');
    const download = await downloading;
    await progress.waitFor({ state: 'detached' });

    assert.match(download.suggestedFilename(), /^주문 내역_\d{8}\.xlsx$/);
    assert.ok(
      workers.some((url) => /excelWorker/.test(url)),
      `the workbook is written by the export's worker (${JSON.stringify(workers)})`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(/** @type {string} */ (await download.path()));
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.rowCount - 1, total, 'data rows = 총 N건');
    const header = /** @type {unknown[]} */ (sheet.getRow(1).values);
    const amount = sheet.getRow(total + 1).getCell(header.indexOf('결제금액'));
    assert.equal(amount.type, ExcelJS.ValueType.Number);
    assert.equal(amount.numFmt, '#,##0');
    assert.equal(sheet.getRow(2).getCell(header.indexOf('주문일시')).type, ExcelJS.ValueType.Date);

    const pages = watch.apiCalls.filter((call) => call.path === '/api/order' && call.search.includes('excelYn=Y'));
    assert.equal(pages.length, Math.ceil(ROWS / 5000), 'one read of 5,000 rows a page');
  },
  { timeout: 180_000 },
);
