import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bulkColumnsOf, bulkKeysOf, checkSheet } from '@/declarations/bulkUpload';
import { findScreen } from '@resources/registry';
import { readUpload } from '@/screens/generic/bulk/readUpload';
import { readFirstSheet } from '@/screens/generic/bulk/sheetReader';

/** The bulk upload's reader and checks (issue 37 item 1), without the console: what the worker does. */

const store = findScreen('storeManage');
if (!store) throw new Error('no storeManage');

async function bytesOf(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('일괄등록');
  for (const row of rows) sheet.addRow([...row]);
  workbook.addWorksheet('허용 코드').addRow(['항목', '코드', '이름']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('bulk upload reader', () => {
  it("reads Excel's shared strings, numbers, blanks and rows it skips, from the first sheet only", async () => {
    const rows = readFirstSheet(await bytesOf([['매장 코드', '매장 전화번호'], ['ST0001', 212345678], [], ['ST&0002', null, '끝']]));
    expect(rows).toEqual([['매장 코드', '매장 전화번호'], ['ST0001', 212345678], [], ['ST&0002', '', '끝']]);
  });

  it('checks the store rows: a time Excel stored as a fraction, a phone that lost its 0, names of choices, the errors by row and column', async () => {
    const columns = bulkColumnsOf(store);
    const headers = columns.map((column) => column.label);
    expect(headers).toEqual(['매장 코드', '주문 시작 시각', '주문 마감 시각', '매장 전화번호', '영업 상태']);
    const bytes = await bytesOf([
      headers,
      ['ST0001', 0.3125, '22:00', 212345678, '휴점'],
      ['ST0002', '7:00', '', '', 'CLOSED'],
      ['ST0003', '오전 7시', '', '12', '영업중'],
      ['ST0001', '', '', '', ''],
    ]);
    const reply = readUpload({ bytes: bytes.buffer.slice(0) as ArrayBuffer, columns, keys: bulkKeysOf(store), allowed: {} });
    if (reply.type !== 'done') throw new Error('not read');
    expect(reply.result.total).toBe(4);
    expect(reply.result.rows).toEqual([
      { row: 2, values: { storeId: 'ST0001', openTime: '07:30', closeTime: '22:00', storeTel: '0212345678', storeStatus: 'PAUSE' } },
      { row: 3, values: { storeId: 'ST0002', openTime: '07:00', storeStatus: 'CLOSED' } },
    ]);
    expect(reply.result.errors).toEqual([
      { row: 4, column: '주문 시작 시각', problem: 'format', format: 'time' },
      { row: 4, column: '매장 전화번호', problem: 'format', format: 'phone' },
      { row: 4, column: '영업 상태', problem: 'unknownCode' },
      { row: 5, column: '매장 코드', problem: 'duplicate', limit: 2 },
    ]);
    expect(reply.result.invalid.map((line) => line.row)).toEqual([4, 5]);
  });

  it('names the template headers a file lacks, and refuses bytes that are not an .xlsx', () => {
    expect(checkSheet(bulkColumnsOf(store), ['storeId'], [['매장 코드', '영업 상태']], {}).missing).toEqual([
      '주문 시작 시각',
      '주문 마감 시각',
      '매장 전화번호',
    ]);
    expect(readUpload({ bytes: new TextEncoder().encode('a,b\n1,2').buffer, columns: [], keys: [], allowed: {} })).toEqual({
      type: 'failed',
      reason: 'notXlsx',
    });
  });
});
