import type { FieldDeclaration, FieldKind, ScreenAction, ScreenDeclaration, ViewKind } from '@/declarations/types';
import { isPersonal } from '@/declarations/personal';
import { isMasked } from '@/format/mask';
import { keepNumeric } from '@/validation/numericKey';

/** Pure readings of a declaration shared by the generic screens (no React). */

export type FormMode = 'create' | 'edit';

export const hasAction = (screen: ScreenDeclaration, action: ScreenAction): boolean => screen.actions.includes(action);

export const primaryKey = (screen: ScreenDeclaration): string => screen.primaryKey ?? 'id';

export const columnFields = (screen: ScreenDeclaration): FieldDeclaration[] => screen.fields.filter((field) => field.column);

export const filterFields = (screen: ScreenDeclaration): FieldDeclaration[] => screen.fields.filter((field) => field.filter);

export const isRangeFilter = (field: FieldDeclaration): boolean => field.filter === 'range' && (field.kind === 'date' || field.kind === 'dateTime');

/** Editable in this form: `input !== false`, and `createOnly` fields only when creating. */
export function isEditable(field: FieldDeclaration, mode: FormMode): boolean {
  if (field.input === false) return false;
  return !(field.createOnly && mode === 'edit');
}

/** What a form shows: every field on edit (read-only where not editable), editable ones on create. */
export function formFields(screen: ScreenDeclaration, mode: FormMode): FieldDeclaration[] {
  return mode === 'create' ? screen.fields.filter((field) => isEditable(field, mode)) : screen.fields;
}

/** Kinds whose inputs are large blocks, placed on a second tab in long forms. */
const blockKinds: readonly FieldKind[] = ['richText', 'longText', 'image', 'attachments'];
export const isBlockKind = (kind: FieldKind): boolean => blockKinds.includes(kind);

/** Forms with more inputs than this are split into tabs. */
export const TABBED_FORM_THRESHOLD = 10;

/** Form rows: a declared date range whose two ends are both editable shares one row, the rest one each. */
export function formRows(fields: readonly FieldDeclaration[], mode: FormMode): FieldDeclaration[][] {
  const ends = new Set<string>();
  const rows: FieldDeclaration[][] = [];
  for (const field of fields) {
    if (ends.has(field.source)) continue;
    const end = field.rangeEnd ? fields.find((candidate) => candidate.source === field.rangeEnd) : undefined;
    if (end && isEditable(field, mode) && isEditable(end, mode)) {
      ends.add(end.source);
      rows.push([field, end]);
    } else rows.push([field]);
  }
  return rows;
}

/** Where the date range of a field ends or starts: the sibling fields of a declared range. */
export function rangeSiblings(field: FieldDeclaration, fields: readonly FieldDeclaration[]): { start?: FieldDeclaration; end?: FieldDeclaration } {
  return {
    end: field.rangeEnd ? fields.find((candidate) => candidate.source === field.rangeEnd) : undefined,
    start: fields.find((candidate) => candidate.rangeEnd === field.source),
  };
}

/**
 * The field naming a record to people (title, name…): the first text column that is not the key
 * nor personal data (a member's name would leak into titles, references and confirmations).
 */
export function representationSource(screen: ScreenDeclaration): string {
  const key = primaryKey(screen);
  const candidates = screen.fields.filter((field) => field.source !== key && field.source !== 'id' && !isPersonal(field));
  return candidates.find((field) => field.kind === 'text' && field.column)?.source ?? candidates.find((field) => field.kind === 'text')?.source ?? key;
}

const numberKinds: readonly FieldKind[] = ['number', 'won'];

function toNumberOrNull(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const cleaned = keepNumeric(String(value));
  return cleaned === '' || Number.isNaN(Number(cleaned)) ? value : Number(cleaned);
}

/**
 * The body a form sends: the record key and the fields editable in this mode (read-only values
 * such as 등록일 or 조회수 are not sent back), numbers as numbers, empty text as null. On edit the
 * record's `rev` travels like the key: the server refuses (409) a save over a newer version.
 */
export function toPayload(screen: ScreenDeclaration, mode: FormMode, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const key = primaryKey(screen);
  if (mode === 'edit') {
    for (const source of new Set(['id', key, 'rev'])) if (values[source] !== undefined) payload[source] = values[source];
  }
  for (const field of screen.fields) {
    if (!isEditable(field, mode) || !(field.source in values)) continue;
    const value = values[field.source];
    // a personal value left masked (never revealed) is not sent: the server keeps what it has (issue 34 item 5)
    if (isPersonal(field) && isMasked(value)) continue;
    payload[field.source] = numberKinds.includes(field.kind) ? toNumberOrNull(value) : value === '' ? null : value;
  }
  return payload;
}

/**
 * Which views a screen has: the list always; edit and create when declared; show when declared
 * or when edit is (someone without the modify flag still opens the detail). A bespoke view
 * replaces one of these; it never adds one (tests/unit/bespokeViews.test.ts).
 */
export function viewsOf(screen: ScreenDeclaration): Record<ViewKind, boolean> {
  return {
    list: true,
    show: hasAction(screen, 'show') || hasAction(screen, 'edit'),
    edit: hasAction(screen, 'edit'),
    create: hasAction(screen, 'create'),
  };
}
