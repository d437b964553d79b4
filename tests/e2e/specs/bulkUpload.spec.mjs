// @ts-check
/**
 * 엑셀 일괄등록 (issue 37 item 1), in Chromium on the demo build: a file of 20 items with 2 bad
 * rows on /item is read by the bulk upload's Web Worker and previewed '18건 정상 · 2건 오류';
 * 등록 writes the 18 (the list's '총 N건' grows by 18); the same file again creates nothing.
 */
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled } from '../lib/helpers.mjs';

const HEADERS = ['상품 코드', '상품명', '카테고리', '판매가', '온도 구분', '판매 여부'];

/** 20 new items; row 5 names an unknown category, row 12 a price that is not a number. */
async function itemsFile() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('일괄등록');
  sheet.addRow(HEADERS);
  for (let index = 1; index <= 20; index += 1) {
    const code = `EE${String(index).padStart(4, '0')}`;
    const category = index === 4 ? '99999' : '90401';
    const price = index === 11 ? '오천원' : 4000 + index * 100;
    sheet.addRow([code, `일괄 등록 상품 ${index}`, category, price, 'ICE', 'Y']);
  }
  const path = join(await mkdtemp(join(tmpdir(), 'bulk-e2e-')), '상품_일괄등록.xlsx');
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

/** The list's '총 N건'. @param {import('playwright-core').Page} page */
async function total(page) {
  const text = await page
    .getByText(/총 [\d,]+건/)
    .first()
    .innerText();
  return Number(/총 ([\d,]+)건/.exec(text)?.[1].replace(/,/g, ''));
}

e2e(
  'bulk upload: 20 items with 2 bad rows add 18 to 상품 목록; the same file again adds nothing',
  async ({ page, watch }) => {
    /** @type {string[]} */
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const file = await itemsFile();
    await openSignedIn(page, HQ_MASTER, '/item');
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await settled(page, watch);
    const before = await total(page);

    /** @param {string} summary the summary line after 등록 */
    const uploadAndWrite = async (summary) => {
      await page.getByRole('button', { name: '엑셀 일괄등록' }).click();
      const dialog = page.getByRole('dialog', { name: '상품 목록 엑셀 일괄등록' });
      await dialog.waitFor();
      await dialog.getByLabel('일괄등록 파일').setInputFiles(file);
      await dialog.getByText('18건 정상 · 2건 오류').waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: '등록' }).click();
      await dialog.getByText(summary).waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: '닫기' }).click();
      await dialog.waitFor({ state: 'detached' });
      await settled(page, watch);
    };

    await uploadAndWrite('신규 18건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건');
    await page
      .getByText(`총 ${(before + 18).toLocaleString('ko-KR')}건`)
      .first()
      .waitFor();
    assert.equal(await total(page), before + 18, "the list's total grows by 18");
    assert.ok(
      workers.some((url) => /bulkWorker/.test(url)),
      `the file is read by the bulk upload's worker (${JSON.stringify(workers)})`,
    );

    await uploadAndWrite('신규 0건 · 수정 0건 · 변경 없음 18건 · 서버 거부 0건');
    assert.equal(await total(page), before + 18, 'nothing new the second time');
  },
  { timeout: 120_000 },
);
