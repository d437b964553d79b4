import { SYSTEM_ACTOR } from '@resources/fields';
import { translate } from '@i18n/translate';
import { screens } from '@resources/registry';
import type { ApiFamily, FieldDeclaration, FieldKind, ScreenDeclaration } from '@/declarations/types';
import { DATE_FORMAT, DATE_TIME_FORMAT, toDayjs } from '@/format/date';
import { isEmpty, validateBizNo, validatePhone, validateRequired } from '@/validation/rules';
import type { Collection, MockRecord } from '../../db/database';
import { collectionOf, db } from '../../db';
import { formatDate, formatDateTime } from '../../db/generators';
import { currentAdmin } from '../../session';
import { tableInScope } from '../../storeScope';
import { STORE_GROUP } from '@/declarations/storeScope';
import { josa } from '@/validation/josa';
import { failure, isRecord, paramOf, RESULT } from '../util';

/** What the family handlers share: screens by family and type, tables, validation, stamps. */
export type Params = Record<string, string | readonly string[] | undefined>;
export type Row = MockRecord;

export const param = (params: Params, name: string) => paramOf(params, name);

/** The screen of `type` within `families` (the `{type}` of the URL is `api.type ?? name`). */
export function screenFor(families: readonly ApiFamily[], type: string): ScreenDeclaration | undefined {
  return screens.find((screen) => families.includes(screen.api.family) && (screen.api.type ?? screen.name) === type);
}

/**
 * The table of a screen, or of a named collection when no screen declares it. A screen whose
 * records carry a store gets it scoped to a store owner's stores (mocks/storeScope.ts).
 */
export function tableFor(screen: ScreenDeclaration | undefined, fallback: string, key = 'id'): Collection {
  return screen ? tableInScope(screen, collectionOf(screen)) : db.collection(fallback, key);
}

/**
 * A screen of a bespoke family with its table: the one of `type` when given, else the family's
 * first screen (whatever `{type}` it declares); a bare collection named `type ?? family` otherwise.
 */
export function familyTable(family: ApiFamily, type?: string, key = 'id'): { screen?: ScreenDeclaration; table: Collection } {
  const screen = type === undefined ? screens.find((candidate) => candidate.api.family === family) : screenFor([family], type);
  return { screen, table: tableFor(screen, type ?? family, key) };
}

export const badRequest = (msg: string) => failure(msg, RESULT.FAIL, 400);

const KST = 9 * 3_600_000;
export const nowText = () => formatDateTime(Date.now() + KST);
export const todayText = () => formatDate(Date.now() + KST).replace(/-/g, '');

/** The signed-in admin's id for regId/modId (the gate has already checked the session). */
export const adminIdNow = () => currentAdmin()?.adminId ?? SYSTEM_ACTOR;

/** The fields an operator must fill: required, editable (createOnly ones only on create). */
const requiredInputs = (screen: ScreenDeclaration, creating: boolean): FieldDeclaration[] =>
  screen.fields.filter((field) => field.required && field.input !== false && (creating || !field.createOnly));

/** A real server's check: the console's own message ('제목을 입력해주세요.') for the first required field left empty. */
export function requiredProblem(
  screen: ScreenDeclaration | undefined,
  row: Row,
  creating: boolean,
  extra: ReadonlyArray<[string, string]> = [],
): string | undefined {
  const fields: ReadonlyArray<[string, string]> = [
    ...extra,
    ...(screen ? requiredInputs(screen, creating).map((field): [string, string] => [field.source, field.label]) : []),
  ];
  return fields.map(([source, label]) => validateRequired(row[source], label)).find((problem) => problem !== undefined);
}

const sameValue = (field: FieldDeclaration, a: unknown, b: unknown) => {
  const text = (value: unknown) => (isEmpty(value) ? '' : field.kind === 'bizNo' ? String(value).replace(/\D/g, '') : String(value));
  return text(a) === text(b);
};

/**
 * A store owner's change of what only head office changes (a store's identity, `headOfficeOnly`):
 * '매장명, 지역은 본사에서만 변경할 수 있습니다.' (a 403), else undefined. The same value sent back is no change.
 */
export function headOfficeProblem(screen: ScreenDeclaration | undefined, row: Row, patch: Row): string | undefined {
  if (Number(currentAdmin()?.grpId) !== STORE_GROUP) return undefined;
  const changed = (screen?.fields ?? []).filter(
    (field) => field.headOfficeOnly && field.source in patch && !sameValue(field, patch[field.source], row[field.source]),
  );
  return changed.length ? `${josa(changed.map((field) => field.label).join(', '), '은/는')} 본사에서만 변경할 수 있습니다.` : undefined;
}

/** What a field a write sends must look like by its kind (the console's own rules): dates, phone and business numbers. */
const kindRules: Partial<Record<FieldKind, (value: unknown) => string | undefined>> = {
  phone: validatePhone,
  bizNo: validateBizNo,
  date: (value) => (isEmpty(value) || toDayjs(value) ? undefined : translate('content.date.invalid', { format: DATE_FORMAT })),
  dateTime: (value) => (isEmpty(value) || toDayjs(value) ? undefined : translate('content.date.invalid', { format: DATE_TIME_FORMAT })),
};

/** The first field of `patch` whose value its kind refuses: '{label}: {message}'. */
export function formatProblem(screen: ScreenDeclaration | undefined, patch: Row): string | undefined {
  for (const field of screen?.fields ?? []) {
    const problem = field.source in patch ? kindRules[field.kind]?.(patch[field.source]) : undefined;
    if (problem) return `${field.label}: ${problem}`;
  }
  return undefined;
}

export const labelOf = (screen: ScreenDeclaration | undefined, source: string, fallback = source) =>
  screen?.fields.find((field) => field.source === source)?.label ?? fallback;

/** The ids a bulk call names: `{ ids: [...] }`, or `{ list: [{ [key]: id }] }`. */
export function idsOf(body: Row, key: string): string[] {
  if (Array.isArray(body.ids)) return body.ids.map(String);
  if (Array.isArray(body.list)) return body.list.filter(isRecord).map((item) => String(item[key] ?? item.id));
  return [];
}

/** The body's record: `{ data: record }` or the body itself. */
export const recordOf = (body: Row): Row => (isRecord(body.data) ? body.data : body);

export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** A row found by its key or by another field holding the same value (`cardNo`, `cusId`…). */
export function findRow(table: Collection, value: unknown, field?: string): Row | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return table.get(value) ?? (field ? table.all().find((row) => String(row[field]) === String(value)) : undefined);
}
