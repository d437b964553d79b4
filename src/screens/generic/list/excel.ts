import type { FieldDeclaration } from '@/declarations/types';
import { compactDate, formatValue, type FormatContext } from '@/format';

/** Client-side Excel export: Korean headers, formatted values, exceljs loaded only when used. */

export type ExcelRecord = Record<string, unknown>;

/** Per column: the codes of a code field, or the names of referenced records by id. */
export interface ExcelLookups {
  codes: Record<string, FormatContext['codes']>;
  references: Record<string, Map<string, string>>;
}

/** `{label}_{YYYYMMDD}.xlsx`, with characters file systems refuse replaced. */
export function excelFileName(label: string, date: Date = new Date()): string {
  return `${label.replace(/[\\/:*?"<>|]/g, '_')}_${compactDate(date)}.xlsx`;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
export function sheetName(label: string): string {
  return label.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

function cellText(field: FieldDeclaration, record: ExcelRecord, lookups: ExcelLookups): string {
  const value = record[field.source];
  if (field.kind === 'reference') {
    return lookups.references[field.source]?.get(String(value)) ?? formatValue({ kind: 'text' }, value);
  }
  return formatValue(field, value, { codes: lookups.codes[field.source] });
}

/** The header row then one row of display texts per record. */
export function excelRows(fields: readonly FieldDeclaration[], records: readonly ExcelRecord[], lookups: ExcelLookups): string[][] {
  return [fields.map((field) => field.label), ...records.map((record) => fields.map((field) => cellText(field, record, lookups)))];
}

const widthOf = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);

/** Builds the .xlsx (bold, frozen header; widths fitted to the content) as a Blob. */
export async function buildWorkbook(name: string, rows: readonly string[][]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '멤버십 관리 시스템';
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  rows.forEach((row) => sheet.addRow(row));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...rows.map((row) => widthOf(row[index] ?? '')));
    column.width = Math.min(Math.max(longest + 2, 8), 60);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
