import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactDate } from '@/format';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, mockRows } from './boardHelpers';

describe('Excel export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves every row of the current filter as {label}_{YYYYMMDD}.xlsx with Korean headers, numbers and dates typed', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:excel')), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    const { user, requests } = await renderScreen('/notice');
    await dataRows();
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 20_000 });

    const total = mockRows('notice').length;
    expect(names[0]).toBe(`공지사항_${compactDate(new Date())}.xlsx`);
    // one page of at most 5,000 rows holds the whole filter
    const exportCalls = requests.filter((entry) => entry.path === '/api/notice/list' && entry.query.has('excelYn'));
    expect(exportCalls.map((entry) => [entry.query.get('page'), entry.query.get('size')])).toEqual([['1', '5000']]);
    const [exportCall] = exportCalls;
    // marked as an Excel read; no personal data on notices, so no reason asked or sent
    expect(exportCall?.query.get('excelYn')).toBe('Y');
    expect(exportCall?.query.has('downloadReason')).toBe(false);
    expect(screen.queryByRole('dialog', { name: '개인정보 다운로드 사유' })).not.toBeInTheDocument();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0].arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('공지사항');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '번호',
      '제목',
      '상단 고정',
      '노출 상태',
      '게시 시작일',
      '게시 종료일',
      '순서',
      '조회수',
      '등록자',
      '등록일',
    ]);
    expect(sheet.rowCount).toBe(total + 1);
    const row = sheet.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(8).numFmt).toBe('#,##0');
    expect(row.getCell(9).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(4).value).toMatch(/^(노출|숨김)$/);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(10).numFmt).toBe('yyyy-mm-dd hh:mm');
  });
});
