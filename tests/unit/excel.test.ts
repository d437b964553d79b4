import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '@/declarations/types';
import { buildWorkbook, excelSheet, type ExcelLookups } from '@/screens/generic/list/excel';

const fields: FieldDeclaration[] = [
  { source: 'cardNo', label: '카드번호', kind: 'text', personal: 'card' },
  { source: 'buyerName', label: '구매자', kind: 'text', personal: 'name' },
  { source: 'buyerHp', label: '구매자 휴대폰', kind: 'phone' },
  { source: 'storeCd', label: '매장 코드', kind: 'text' },
  { source: 'region', label: '지역', kind: 'code', codeGroup: '905' },
  { source: 'chargeAmt', label: '충전 금액', kind: 'won' },
  { source: 'useCnt', label: '사용 횟수', kind: 'number' },
  { source: 'rate', label: '할인율', kind: 'number' },
  { source: 'buyDt', label: '구매일시', kind: 'dateTime' },
  { source: 'expireDt', label: '유효기간', kind: 'date' },
  { source: 'status', label: '상태', kind: 'select', choices: [{ id: 'NORMAL', name: '정상' }] },
];

const records = [
  {
    cardNo: '9410012345678901',
    buyerName: '김민준',
    buyerHp: '01012345678',
    storeCd: '000123',
    region: '01',
    chargeAmt: 50000,
    useCnt: '1,204',
    rate: 12.5,
    buyDt: '2026-03-05T09:07:00',
    expireDt: '20270304',
    status: 'NORMAL',
  },
  { cardNo: '', buyerName: null, buyerHp: undefined, storeCd: '', region: '', chargeAmt: null, useCnt: '', rate: null, buyDt: '', expireDt: null, status: '' },
];

const lookups: ExcelLookups = { codes: { region: [{ codeId: '01', codeName: '서울' }] }, references: {} };

async function readBack(unmasked: boolean): Promise<ExcelJS.Worksheet> {
  const blob = await buildWorkbook('기프트카드 조회', excelSheet(fields, records, lookups, { unmasked }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0];
}

describe('Excel cells by kind', () => {
  it('amounts and counts are numbers with #,##0 (won right-aligned), dates are dates, codes and phones text with their zeros', async () => {
    const sheet = await readBack(true);
    expect(sheet.name).toBe('기프트카드 조회');
    expect(sheet.getRow(1).values).toEqual([undefined, ...fields.map((field) => field.label)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const row = sheet.getRow(2);
    const cell = (label: string) => row.getCell(fields.findIndex((field) => field.label === label) + 1);

    expect(cell('충전 금액').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('충전 금액').value).toBe(50000);
    expect(cell('충전 금액').numFmt).toBe('#,##0');
    expect(cell('충전 금액').alignment?.horizontal).toBe('right');
    expect(cell('사용 횟수').value).toBe(1204);
    expect(cell('사용 횟수').numFmt).toBe('#,##0');
    expect(cell('할인율').value).toBe(12.5);
    expect(cell('할인율').numFmt).toBe('#,##0.###');

    expect(cell('구매일시').type).toBe(ExcelJS.ValueType.Date);
    expect((cell('구매일시').value as Date).toISOString()).toBe('2026-03-05T09:07:00.000Z');
    expect(cell('구매일시').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((cell('유효기간').value as Date).toISOString()).toBe('2027-03-04T00:00:00.000Z');
    expect(cell('유효기간').numFmt).toBe('yyyy-mm-dd');

    for (const [label, text] of [
      ['매장 코드', '000123'],
      ['구매자 휴대폰', '010-1234-5678'],
      ['지역', '서울'],
      ['상태', '정상'],
      ['카드번호', '9410012345678901'],
      ['구매자', '김민준'],
    ]) {
      expect(cell(label).type, label).toBe(ExcelJS.ValueType.String);
      expect(cell(label).value, label).toBe(text);
      expect(cell(label).numFmt, label).toBe('@');
    }
  });

  it('masks personal values for an admin without the modify flag, and leaves empty values empty', async () => {
    const sheet = await readBack(false);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('****-****-****-8901');
    expect(row.getCell(2).value).toBe('김*준');
    expect(row.getCell(3).value).toBe('010-****-5678');
    expect(row.getCell(4).value).toBe('000123');
    expect(row.getCell(6).value).toBe(50000);
    const empty = sheet.getRow(3);
    for (let index = 1; index <= fields.length; index += 1) expect(empty.getCell(index).value, fields[index - 1].label).toBeNull();
  });
});
