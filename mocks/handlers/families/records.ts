import type { ScreenDeclaration } from '@/declarations/types';
import type { Collection } from '../../db/database';
import { fileResponse, isRecord, listResponse, notFound, ok, queryRows, success } from '../util';
import { adminIdNow, badRequest, idsOf, labelOf, nowText, recordOf, requiredProblem, textOf, todayText, type Row } from './shared';

/**
 * The record operations every family's handlers share, over one table (and the screen that
 * declares it, for validation, labels, status choices and the excel columns).
 */
export interface Target {
  table: Collection;
  screen?: ScreenDeclaration;
}

const listOptions = (screen?: ScreenDeclaration) => ({ fields: screen?.fields, defaultSort: screen?.sort });

export const listOf = ({ table, screen }: Target, url: string | URL) => listResponse(table.all(), url, listOptions(screen));

/** A detail: the record itself (`wrap` false) or `{ data: record }`. */
export function detailOf({ table }: Target, id: unknown, wrap = false) {
  const row = table.get(id);
  if (!row) return notFound();
  return ok(wrap ? { data: row } : row);
}

const hasField = ({ table, screen }: Target, source: string) => Boolean(screen?.fields.some((field) => field.source === source) || table.all().some((row) => source in row));
const nextOrder = ({ table }: Target) => Math.max(0, ...table.all().map((row) => Number(row.sortOrder) || 0)) + 1;

export function createRecord(target: Target, body: Row, extraRequired: ReadonlyArray<[string, string]> = []) {
  const { table, screen } = target;
  const row = { ...recordOf(body) };
  const problem = requiredProblem(screen, row, true, extraRequired);
  if (problem) return badRequest(problem);
  const key = textOf(row[table.key]);
  if (key && table.get(key)) return badRequest(`이미 등록된 ${labelOf(screen, table.key, '코드')}입니다.`);
  if (!key) delete row[table.key];
  if (hasField(target, 'sortOrder') && !row.sortOrder) row.sortOrder = nextOrder(target);
  const created = table.insert({ ...row, regId: adminIdNow(), regDt: nowText() });
  return success({ data: created });
}

export function updateRecord({ table, screen }: Target, id: unknown, body: Row) {
  const row = table.get(id);
  if (!row) return notFound();
  const patch = { ...recordOf(body) };
  delete patch[table.key];
  const problem = requiredProblem(screen, { ...row, ...patch }, false);
  if (problem) return badRequest(problem);
  return success({ data: table.update(id, { ...patch, modId: adminIdNow(), modDt: nowText() }) });
}

export function deleteRecord({ table }: Target, id: unknown) {
  const row = table.get(id);
  if (!row) return notFound();
  table.remove(id);
  return success({ data: row }, '삭제되었습니다.');
}

export function deleteRecords({ table }: Target, ids: readonly string[]) {
  if (ids.length === 0) return badRequest('삭제할 항목을 선택해주세요.');
  const deleted = ids.filter((id) => table.remove(id));
  if (deleted.length === 0) return notFound();
  return success({ ids: deleted }, '삭제되었습니다.');
}

/** Saves an order: `{ list: [{ key, sortOrder }] }` (or `{ ids }` in order); the others keep theirs. */
export function reorder({ table }: Target, body: Row) {
  const items = Array.isArray(body.list) ? body.list.filter(isRecord) : idsOf(body, table.key).map((id, index) => ({ [table.key]: id, sortOrder: index + 1 }));
  if (items.length === 0) return badRequest('순서를 변경할 항목이 없습니다.');
  const missing = items.find((item) => !table.get(item[table.key] ?? item.id));
  if (missing) return notFound();
  items.forEach((item, index) => table.update(item[table.key] ?? item.id, { sortOrder: Number(item.sortOrder) || index + 1 }));
  return success();
}

const STATUS_FIELDS = ['status', 'useYn', 'dispYn', 'displayYn'];

/** `{ ids, status }`: sets the screen's status field (the first of status/useYn/dispYn it has). */
export function changeStatus(target: Target, body: Row) {
  const { table, screen } = target;
  const ids = idsOf(body, table.key);
  const status = textOf(body.status);
  if (ids.length === 0) return badRequest('상태를 변경할 항목을 선택해주세요.');
  if (!status || (screen?.statusChoices && !screen.statusChoices.some((choice) => String(choice.id) === status))) return badRequest('변경할 상태를 선택해주세요.');
  const field = STATUS_FIELDS.find((source) => hasField(target, source)) ?? 'status';
  if (ids.some((id) => !table.get(id))) return notFound();
  ids.forEach((id) => table.update(id, { [field]: status, modId: adminIdNow(), modDt: nowText() }));
  return success({ ids });
}

/** `{ eventId, [key]? }`: 0000 when no other row uses the event id. */
export function checkEventId({ table, screen }: Target, body: Row) {
  const eventId = textOf(body.eventId);
  if (!eventId) return badRequest(`${labelOf(screen, 'eventId', '이벤트 ID')}을(를) 입력해주세요.`);
  const self = textOf(body[table.key] ?? body.id);
  const taken = table.all().some((row) => textOf(row.eventId) === eventId && textOf(row[table.key]) !== self);
  return taken ? ok({ result: '9999', msg: '이미 사용 중인 이벤트 ID입니다.' }) : ok({ result: '0000', msg: '사용 가능한 이벤트 ID입니다.' });
}

/** A flat body (the list filter) as the query string of a list URL. */
export function urlFrom(body: Row): URL {
  const url = new URL('http://mock/');
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null && typeof item !== 'object') url.searchParams.append(key, String(item));
  }
  return url;
}

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The filtered list as a CSV (UTF-8 with BOM, Korean headers) named `{label}_{yyyymmdd}.csv`. */
export function excelOf({ table, screen }: Target, body: Row, type: string) {
  const rows = queryRows(table.all(), urlFrom(body), listOptions(screen)).list;
  const declared = screen?.fields.filter((field) => field.column) ?? [];
  const columns = declared.length ? declared : Object.keys(rows[0] ?? {}).map((source) => ({ source, label: source, choices: undefined }));
  const display = (column: (typeof columns)[number], row: Row) => column.choices?.find((choice) => String(choice.id) === String(row[column.source]))?.name ?? row[column.source];
  const lines = [columns.map((column) => csvCell(column.label)).join(','), ...rows.map((row) => columns.map((column) => csvCell(display(column, row))).join(','))];
  const day = todayText();
  return fileResponse(`\uFEFF${lines.join('\r\n')}\r\n`, `${screen?.label ?? type}_${day}.csv`, `${type}_${day}.csv`, 'text/csv; charset=utf-8');
}
