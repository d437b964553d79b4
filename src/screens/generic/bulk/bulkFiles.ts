import type { AllowedValues, BulkRow, ResolvedBulkColumn } from '@/declarations/bulkUpload';
import type { XlsxColumn, XlsxSpec } from '../export/xlsxWriter';

/**
 * The bulk upload's two files, written by the export's own .xlsx writer (loaded on the click):
 * the template (Korean headers, an example row, a sheet of the allowed codes) and the wrong rows
 * with their '오류 사유'.
 */
export interface BulkFileText {
  sheet: string;
  creator: string;
  codesSheet: string;
  codesHeader: [string, string, string];
  reasonHeader: string;
}

const cellOf = (column: ResolvedBulkColumn): XlsxColumn['cell'] =>
  column.kind === 'number' || column.kind === 'won' ? { type: 'number', numFmt: '#,##0' } : { type: 'text' };

function specOf(columns: readonly ResolvedBulkColumn[], text: BulkFileText, extra: XlsxColumn[] = []): XlsxSpec {
  return {
    sheet: text.sheet,
    creator: text.creator,
    decimalFormat: '#,##0.##',
    columns: [...columns.map((column) => ({ header: column.label, cell: cellOf(column) })), ...extra],
  };
}

const valueOf = (column: ResolvedBulkColumn, value: string | number | undefined) =>
  value === undefined ? null : cellOf(column).type === 'number' && typeof value === 'number' ? value : String(value);

/** The template: the headers, one example row, and '허용 코드' (each code and select column's codes and names). */
export async function templateFile(columns: readonly ResolvedBulkColumn[], allowed: AllowedValues, text: BulkFileText): Promise<Blob> {
  const { XlsxStreamWriter } = await import('../export/xlsxWriter');
  const codes = columns.flatMap((column) => (allowed[column.source] ?? []).map((entry) => [column.label, entry.id, entry.name]));
  const writer = new XlsxStreamWriter({ ...specOf(columns, text), extraSheets: [{ name: text.codesSheet, rows: [text.codesHeader, ...codes] }] });
  writer.addRows([columns.map((column) => valueOf(column, column.example))]);
  return writer.finish();
}

/** The wrong rows as they were written, each with its reasons in '오류 사유'. */
export async function errorsFile(
  columns: readonly ResolvedBulkColumn[],
  rows: ReadonlyArray<{ line: BulkRow; reason: string }>,
  text: BulkFileText,
): Promise<Blob> {
  const { XlsxStreamWriter } = await import('../export/xlsxWriter');
  const writer = new XlsxStreamWriter(specOf(columns, text, [{ header: text.reasonHeader, cell: { type: 'text' } }]));
  writer.addRows(rows.map(({ line, reason }) => [...columns.map((column) => valueOf(column, line.values[column.source])), reason]));
  return writer.finish();
}
