import type { BulkColumn, Choice, ScreenDeclaration } from './types';

/**
 * 엑셀 일괄등록 (issue 37 item 1): the rules the console (its worker reading the file) and the mock
 * server share: the template's columns resolved from the declaration, and each cell's check. Pure:
 * no text, no DOM (it runs in a Web Worker); a problem is a kind the page words in Korean.
 */

export type BulkKind = NonNullable<BulkColumn['kind']>;

/** What the server did with one row of a bulk call (docs/api.md "Bulk upload"). */
export type BulkStatus = 'created' | 'updated' | 'unchanged' | 'refused';

/** One row's answer of `POST {type}/bulk`: the mock writes it, the console reads it. */
export interface BulkRowResult {
  /** The row of the file. */
  row: number;
  key: string;
  status: BulkStatus;
  /** refused: no such record, member or code on the server ('unknown'), or its rules refuse the row ('rule'). */
  refusal?: 'unknown' | 'rule';
  /** The column (its label) a refusal is about. */
  column?: string;
  message?: string;
}

export interface ResolvedBulkColumn {
  source: string;
  label: string;
  kind: BulkKind;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: Choice[];
  codeGroup?: string;
  reference?: string;
  referenceLabel?: string;
  example: string | number;
}

/** What a cell or a row can be wrong by (the preview's reasons). */
export type BulkProblem = 'required' | 'format' | 'unknownCode' | 'duplicate' | 'unknownOnServer' | 'refused';

/** The format a `format` problem expected. */
export type BulkFormat = 'number' | 'time' | 'phone' | 'memberKey' | 'maxLength' | 'min' | 'max';

export interface BulkCellError {
  /** The row of the sheet (the header is row 1). */
  row: number;
  /** The column's label (the template's header); '' for the row as a whole. */
  column: string;
  problem: BulkProblem;
  format?: BulkFormat;
  /** maxLength / min / max, or the first row of a duplicate. */
  limit?: number;
  /** The server's own message (unknownOnServer, refused). */
  message?: string;
}

export type BulkValue = string | number;

export interface BulkRow {
  row: number;
  values: Record<string, BulkValue>;
}

/** A value a code, select, yn or reference column accepts: its code, or its name. */
export interface AllowedValue {
  id: string;
  name: string;
}

export type AllowedValues = Readonly<Record<string, readonly AllowedValue[]>>;

export interface ReadResult {
  /** Headers the template has and the file lacks. */
  missing: string[];
  rows: BulkRow[];
  errors: BulkCellError[];
  /** The wrong rows as written in the file (by source), for '오류 내려받기'. */
  invalid: BulkRow[];
  /** Rows read (not counting the header and blank rows). */
  total: number;
}

/** A yn column without labels of its own takes the letters. */
const YN: Choice[] = [
  { id: 'Y', name: 'Y' },
  { id: 'N', name: 'N' },
];

function kindOf(column: BulkColumn, fieldKind: string | undefined): BulkKind {
  if (column.kind) return column.kind;
  switch (fieldKind) {
    case 'number':
    case 'won':
    case 'phone':
    case 'select':
    case 'yn':
    case 'code':
    case 'reference':
      return fieldKind;
    default:
      return 'text';
  }
}

/** The template's columns of a screen (empty without `bulkUpload`). */
export function bulkColumnsOf(screen: ScreenDeclaration): ResolvedBulkColumn[] {
  return (screen.bulkUpload?.columns ?? []).map((column) => {
    const field = screen.fields.find((candidate) => candidate.source === column.source);
    const kind = kindOf(column, field?.kind);
    const choices = column.choices ?? field?.choices ?? (kind === 'yn' ? YN : undefined);
    return {
      source: column.source,
      label: column.label ?? field?.label ?? column.source,
      kind,
      required: column.required ?? field?.required ?? false,
      maxLength: column.maxLength ?? field?.maxLength,
      min: column.min ?? field?.min,
      max: column.max ?? field?.max,
      choices,
      codeGroup: column.codeGroup ?? field?.codeGroup,
      reference: column.reference ?? field?.reference,
      referenceLabel: column.referenceLabel ?? field?.referenceLabel,
      example: column.example,
    };
  });
}

/** The key sources of a screen's bulk rows. */
export const bulkKeysOf = (screen: ScreenDeclaration): string[] => {
  const key = screen.bulkUpload?.key ?? [];
  return typeof key === 'string' ? [key] : [...key];
};

/** A row's key: its key values joined (what 'duplicated in the file' and the server's idempotence compare). */
export const bulkKeyOf = (keys: readonly string[], values: Readonly<Record<string, unknown>>) => keys.map((key) => String(values[key] ?? '')).join('|');

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** HH:mm from '7:00', '07:00', '0700' or an Excel time (a fraction of a day). */
export function toTime(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (value < 0 || value >= 1) return undefined;
    const minutes = Math.round(value * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const match = /^(\d{1,2}):?(\d{2})$/.exec(String(value).trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${match[2]}` : undefined;
}

/** Digits of a phone number; a leading 0 Excel dropped from a number cell is put back. */
export function toPhone(value: unknown): string | undefined {
  const digits = String(value).replace(/[\s-]/g, '');
  const withZero = typeof value === 'number' && !digits.startsWith('0') ? `0${digits}` : digits;
  return /^0\d{8,10}$/.test(withZero) ? withZero : undefined;
}

/** A member number (digits, not a mobile) or a mobile number (010…). */
export function toMemberKey(value: unknown): string | undefined {
  const text = String(value).replace(/[\s-]/g, '');
  if (/^0?1[016789]\d{7,8}$/.test(text)) return toPhone(typeof value === 'number' ? value : text);
  return /^[A-Za-z0-9]{4,20}$/.test(text) ? text : undefined;
}

export const isMobileKey = (key: string) => /^01[016789]\d{7,8}$/.test(key);

type Checked = { value: BulkValue } | { error: Omit<BulkCellError, 'row' | 'column'> };

/** One non-blank cell of a column: its value as written to the server, or its problem. */
export function checkCell(column: ResolvedBulkColumn, raw: unknown, allowed: readonly AllowedValue[] | undefined): Checked {
  switch (column.kind) {
    case 'number':
    case 'won': {
      const number = typeof raw === 'number' ? raw : Number(String(raw).replace(/[,\s\uC6D0]/g, '')); // commas, spaces and the won sign
      if (!Number.isFinite(number) || !Number.isInteger(number)) return { error: { problem: 'format', format: 'number' } };
      if (column.min !== undefined && number < column.min) return { error: { problem: 'format', format: 'min', limit: column.min } };
      if (column.max !== undefined && number > column.max) return { error: { problem: 'format', format: 'max', limit: column.max } };
      return { value: number };
    }
    case 'time': {
      const time = toTime(raw);
      return time ? { value: time } : { error: { problem: 'format', format: 'time' } };
    }
    case 'phone': {
      const phone = toPhone(raw);
      return phone ? { value: phone } : { error: { problem: 'format', format: 'phone' } };
    }
    case 'memberKey': {
      const key = toMemberKey(raw);
      return key ? { value: key } : { error: { problem: 'format', format: 'memberKey' } };
    }
    case 'select':
    case 'yn':
    case 'code':
    case 'reference': {
      const text = String(raw).trim();
      const list = allowed ?? (column.choices ?? []).map((choice) => ({ id: String(choice.id), name: choice.name }));
      const found = list.find((entry) => entry.id === text) ?? list.find((entry) => entry.name === text);
      if (found) return { value: column.kind === 'reference' && /^\d+$/.test(found.id) ? Number(found.id) : found.id };
      // a reference the console could not list is the server's to check
      if (column.kind === 'reference' && !allowed) return { value: /^\d+$/.test(text) ? Number(text) : text };
      return { error: { problem: 'unknownCode' } };
    }
    default: {
      const text = String(raw).trim();
      if (column.maxLength !== undefined && [...text].length > column.maxLength)
        return { error: { problem: 'format', format: 'maxLength', limit: column.maxLength } };
      return { value: text };
    }
  }
}

/**
 * Checks the data rows of a sheet (`sheet[0]` the header row) against the columns: required
 * cells, formats, codes, and keys written twice in the file. Columns are found by their header.
 */
export function checkSheet(
  columns: readonly ResolvedBulkColumn[],
  keys: readonly string[],
  sheet: readonly (readonly unknown[])[],
  allowed: AllowedValues,
): ReadResult {
  const headers = (sheet[0] ?? []).map((cell) => String(cell ?? '').trim());
  const indexOf = new Map(columns.map((column) => [column.source, headers.indexOf(column.label)]));
  const missing = columns.filter((column) => indexOf.get(column.source) === -1).map((column) => column.label);
  const result: ReadResult = { missing, rows: [], errors: [], invalid: [], total: 0 };
  if (missing.length) return result;
  const firstRowOf = new Map<string, number>();
  const keyLabel = columns.find((column) => column.source === keys[0])?.label ?? '';
  for (let index = 1; index < sheet.length; index += 1) {
    const cells = sheet[index] ?? [];
    if (cells.every(blank)) continue;
    const row = index + 1;
    result.total += 1;
    const values: Record<string, BulkValue> = {};
    let wrong = false;
    for (const column of columns) {
      const raw = cells[indexOf.get(column.source) ?? -1];
      if (blank(raw)) {
        if (column.required) {
          result.errors.push({ row, column: column.label, problem: 'required' });
          wrong = true;
        }
        continue;
      }
      const checked = checkCell(column, raw, allowed[column.source]);
      if ('error' in checked) {
        result.errors.push({ row, column: column.label, ...checked.error });
        wrong = true;
      } else values[column.source] = checked.value;
    }
    if (!wrong) {
      const key = bulkKeyOf(keys, values);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        result.errors.push({ row, column: keyLabel, problem: 'duplicate', limit: first });
        wrong = true;
      } else firstRowOf.set(key, row);
    }
    if (!wrong) result.rows.push({ row, values });
    else {
      const written: Record<string, BulkValue> = {};
      for (const column of columns) {
        const raw = cells[indexOf.get(column.source) ?? -1];
        if (typeof raw === 'number' || (typeof raw === 'string' && raw !== '')) written[column.source] = raw;
      }
      result.invalid.push({ row, values: written });
    }
  }
  return result;
}
