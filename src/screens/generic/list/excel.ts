import { translate } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { personalKindOf } from '@/declarations/personal';
import { compactDate, toDayjs } from '@/format/date';
import { toNumber } from '@/format/number';
import { formatValue, kinds, listText, type ExcelCell, type FormatContext } from '../kinds';
import { DECIMAL_FORMAT } from '../kinds/numbers';
import type { XlsxColumn, XlsxSpec, XlsxValue } from '../export/xlsxWriter';

/**
 * Client-side Excel export (the streaming writer of ../export/xlsxWriter.ts): Korean headers, and each column
 * written as its kind says (kind registry): amounts and counts as numbers with `#,##0`, dates
 * as dates, codes and phone numbers as text (leading zeros kept). Personal values are masked
 * unless the admin may modify the screen (docs/decisions.md "Content, masking and Excel").
 */

export type ExcelRecord = Record<string, unknown>;
export type ExcelValue = XlsxValue;

/** Per column: the codes of a code field, or the names of referenced records by id. */
export interface ExcelLookups {
  codes: Record<string, FormatContext['codes']>;
  references: Record<string, Map<string, string>>;
}

export type ExcelColumn = XlsxColumn;

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

/** The writer's description of a sheet: its name, the creator, the columns and the decimal format. */
export function excelSpec(label: string, columns: ExcelColumn[]): XlsxSpec {
  return { sheet: sheetName(label), creator: translate('content.excel.creator'), columns, decimalFormat: DECIMAL_FORMAT };
}

/** Builds a whole sheet in the page (a small sheet, a test): the same writer the export's worker runs page by page. */
export async function buildWorkbook(name: string, { columns, rows, totals }: ExcelSheet): Promise<Blob> {
  const { XlsxStreamWriter } = await import('../export/xlsxWriter');
  const writer = new XlsxStreamWriter(excelSpec(name, columns));
  writer.addRows(rows);
  return writer.finish(totals);
}
