import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QA_OWNER_STORES } from '@mocks/accounts';
import { server } from '@mocks/node';
import { renderScreen } from '../../helpers/renderScreen';
import { dataRows } from '../boardHelpers';
import { noTotalsRow, rowsOf, sumOf, totalsByHeader, totalsRow, won } from './figuresHelpers';

/**
 * Issue 32 item 3: a settlement or statistics list shows a 합계 row of its amount and count
 * columns over the whole filter (every page, the rows the admin may see), from the reply's
 * `summary`; the same line under the Excel rows; no row when the reply carries none.
 */
const LABEL = '예약 주문 정산 요청';

describe('합계 row of a settlement list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sums every row of the filter, not the page (hq.master sees every store)', async () => {
    const all = rowsOf('reserveRequest');
    await renderScreen('/reserveRequest');
    const page = await dataRows();
    expect(page.length).toBeLessThan(all.length);
    const totals = await totalsByHeader(LABEL);
    expect(totals['요청일시']).toBe('합계');
    expect(totals['거래 건수']).toBe(sumOf(all, 'tradeCnt').toLocaleString('ko-KR'));
    expect(totals['거래 금액']).toBe(won(sumOf(all, 'tradeAmt')));
    expect(totals['수수료']).toBe(won(sumOf(all, 'feeAmt')));
    expect(totals['정산 금액']).toBe(won(sumOf(all, 'tradeAmt') - sumOf(all, 'feeAmt')));
    expect(totals['매장명']).toBe('');
  }, 120000);

  it("sums a store owner's stores only (the server's scope, not the screen)", async () => {
    const [own] = QA_OWNER_STORES['store.owner1'];
    const mine = rowsOf('reserveRequest').filter((row) => row.storeId === own);
    expect(mine.length).toBeGreaterThan(0);
    const { requests } = await renderScreen('/reserveRequest', { adminId: 'store.owner1' });
    expect(await dataRows()).toHaveLength(mine.length);
    const totals = await totalsByHeader(LABEL);
    expect(totals['거래 금액']).toBe(won(sumOf(mine, 'tradeAmt')));
    expect(totals['정산 금액']).toBe(won(sumOf(mine, 'settleAmt')));
    expect(requests.some((entry) => entry.path === '/api/reserveRequest')).toBe(true);
  }, 120000);

  it('shows the sums the reply carries, and no 합계 row when the reply carries none', async () => {
    const rows = [{ id: 1, closeDt: '2026-11-02', storeName: '강남점', totalSaleAmt: 5000, cancelAmt: 1000, netSaleAmt: 4000, closeYn: 'Y' }];
    server.use(
      http.get('/api/closeCalculate', () =>
        HttpResponse.json({ result: '0000', list: rows, totalCnt: 31, summary: { totalSaleAmt: '13758800', cancelAmt: 48800, netSaleAmt: 13710000 } }),
      ),
    );
    const first = await renderScreen('/closeCalculate');
    const totals = await totalsByHeader('마감 정산');
    expect([totals['총매출'], totals['취소 금액'], totals['순매출']]).toEqual(['13,758,800원', '48,800원', '13,710,000원']);
    first.unmount();

    server.use(http.get('/api/closeCalculate', () => HttpResponse.json({ result: '0000', list: rows, totalCnt: 1 })));
    await renderScreen('/closeCalculate');
    expect(await dataRows()).toHaveLength(1);
    noTotalsRow('마감 정산');
  }, 120000);

  it('writes the 합계 line under the rows of the Excel file, sums as numbers', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:excel')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const all = rowsOf('reserveRequest');
    const { user } = await renderScreen('/reserveRequest');
    await totalsRow(LABEL);
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 20_000 });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0].arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(all.length + 2);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const last = sheet.getRow(sheet.rowCount);
    const cell = (header: string) => last.getCell(headers.indexOf(header) + 1);
    expect(last.getCell(1).value).toBe('합계');
    expect(last.font.bold).toBe(true);
    expect(cell('거래 건수').value).toBe(sumOf(all, 'tradeCnt'));
    expect(cell('거래 금액').value).toBe(sumOf(all, 'tradeAmt'));
    expect(cell('수수료').value).toBe(sumOf(all, 'feeAmt'));
    expect(cell('정산 금액').value).toBe(sumOf(all, 'settleAmt'));
    expect(cell('정산 금액').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('매장명').value).toBeNull();
  }, 120000);
});
