import { translate } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { personalKindOf } from '@/declarations/personal';
import { compactDate, toDayjs } from '@/format/date';
import { toNumber } from '@/format/number';
import { formatValue, kinds, listText, type ExcelCell, type FormatContext } from '../kinds';
import { DECIMAL_FORMAT } from '../kinds/numbers';

/**
 * Client-side Excel export (exceljs loaded only when used): Korean headers, and each column
 * written as its kind says (kind registry): amounts and counts as numbers with `#,##0`, dates
 * as dates, codes and phone numbers as text (leading zeros kept). Personal values are masked
 * unless the admin may modify the screen (docs/decisions.md "Content, masking and Excel").
 */

export type ExcelRecord = Record<string, unknown>;
export type ExcelValue = string | number | Date | null;

/** Per column: the codes of a code field, or the names of referenced records by id. */
export interface ExcelLookups {
  codes: Record<string, FormatContext['codes']>;
  references: Record<string, Map<string, string>>;
}

export interface ExcelColumn {
  header: string;
  cell: ExcelCell;
}

export interface ExcelSheet {
  columns: ExcelColumn[];
  rows: ExcelValue[][];
  /** The 합계 line written (bold) under the rows. */
  totals?: ExcelValue[];
}

const asText: ExcelCell = { type: 'text' };

/** `{label}_{YYYYMMDD}.xlsx`, with characters file systems refuse replaced. */
export function excelFileName(label: string, date: Date = new Date()): string {
  return `${label.replace(/[\\/:*?"<>|]/g, '_')}_${compactDate(date)}.xlsx`;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
export function sheetName(label: string): string {
  return (
    label
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

/** The wall-clock time of a date as the UTC instant exceljs writes, so Excel shows the same day and time. */
function excelDate(value: unknown): Date | null {
  const date = toDayjs(value);
  return date ? new Date(Date.UTC(date.year(), date.month(), date.date(), date.hour(), date.minute(), date.second())) : null;
}

function cellValue(field: FieldDeclaration, cell: ExcelCell, record: ExcelRecord, lookups: ExcelLookups, masked: boolean): ExcelValue {
  const value = record[field.source];
  if (cell.type === 'number') return toNumber(value) ?? (formatValue(field, value) || null);
  if (cell.type === 'date') return excelDate(value);
  if (field.kind === 'reference') return lookups.references[field.source]?.get(String(value)) ?? (formatValue({ kind: 'text' }, value) || null);
  const context = { codes: lookups.codes[field.source] };
  return (masked ? listText(field, value, context) : formatValue(field, value, context)) || null;
}

/** The columns (header and cell type by kind; personal values always text) and one row of values per record. */
export function excelSheet(
  fields: readonly FieldDeclaration[],
  records: readonly ExcelRecord[],
  lookups: ExcelLookups,
  { unmasked }: { unmasked: boolean },
): ExcelSheet {
  const columns = fields.map((field) => ({ header: field.label, cell: personalKindOf(field) ? asText : kinds[field.kind].excel }));
  const rows = records.map((record) => fields.map((field, index) => cellValue(field, columns[index].cell, record, lookups, !unmasked)));
  return { columns, rows };
}

/**
 * The 합계 line under the rows (issue 32 item 3): '합계' in the first column, each sum the reply
 * carried under its column as a number, the others empty. Nothing without a summary.
 */
export function totalsLine(fields: readonly FieldDeclaration[], summary: Readonly<Record<string, number>> | undefined): ExcelValue[] | undefined {
  if (!summary || fields.length === 0) return undefined;
  return fields.map((field, index) => (index === 0 ? translate('ux.totals.label') : (summary[field.source] ?? null)));
}

const widthOf = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);

function shownWidth(value: ExcelValue, cell: ExcelCell): number {
  if (value === null) return 0;
  if (value instanceof Date) return cell.type === 'date' ? cell.numFmt.length : 10;
  if (typeof value === 'number') return value.toLocaleString('ko-KR').length;
  return Math.max(...value.split('\n').map(widthOf));
}

const TEXT_FORMAT = '@';

/** Builds the .xlsx (bold, frozen header; formats and widths per column) as a Blob. */
export async function buildWorkbook(name: string, { columns, rows, totals }: ExcelSheet): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = translate('content.excel.creator');
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, cell }, index) => ({
    header,
    width: Math.min(rows.reduce((widest, row) => Math.max(widest, shownWidth(row[index], cell)), widthOf(header)) + 2, 60),
    style: {
      numFmt: cell.type === 'text' ? TEXT_FORMAT : cell.numFmt,
      ...(cell.type === 'number' && cell.align ? { alignment: { horizontal: cell.align } } : {}),
    },
  }));
  rows.forEach((values) => {
    const row = sheet.addRow(values);
    values.forEach((value, index) => {
      // a rate or a price with decimals keeps them
      if (typeof value === 'number' && !Number.isInteger(value)) row.getCell(index + 1).numFmt = DECIMAL_FORMAT;
    });
  });
  if (totals) {
    const line = sheet.addRow(totals);
    line.font = { bold: true };
    // the first column's format (a date, text) must not turn '합계' into something else
    line.getCell(1).numFmt = TEXT_FORMAT;
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = TEXT_FORMAT;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
