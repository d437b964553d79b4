import { HttpResponse } from 'msw';
import type { ScreenDeclaration } from '@/declarations/types';
import type { Collection, MockRecord } from '../../db/database';
import { bagProblem, dropBags, syncBags, withoutBags } from '../../files/attachStore';
import { graphOf, totalsOf } from './graphs';
import { rowByKey } from '../../opaqueKeys';
import { downloadRefusal, logDownload } from '../../privacy';
import { periodRefusal } from '../../periodRule';
import { storeFilterRefusal } from '../../storeScope';
import { fileResponse, forbidden, isRecord, notFound, ok, queryRows, RESULT, success } from '../util';
import {
  adminIdNow,
  badRequest,
  formatProblem,
  headOfficeProblem,
  idsOf,
  labelOf,
  nowText,
  recordOf,
  requiredProblem,
  textOf,
  todayText,
  type Row,
} from './shared';
import { josa } from '@/validation/josa';

/**
 * The record operations every family's handlers share, over one table (and the screen that
 * declares it, for validation, labels, status choices and the excel columns). A store-scoped
 * table (mocks/storeScope.ts) throws its 403 from inside these before anything changes.
 */
export interface Target {
  table: Collection;
  screen?: ScreenDeclaration;
  /** What an answer shows of a record (the admin family hides the password, shapes the grant). */
  present?: (row: Row) => Row;
}

const listOptions = (screen?: ScreenDeclaration) => ({
  fields: screen?.fields,
  defaultSort: screen?.sort,
  ignore: ['excelYn', 'downloadReason', 'downloadKey'],
});
const shown = ({ present }: Target, row: Row) => (present ? present(row) : row);

/** A list answer of the table's rows (or `rows`, already narrowed by a family's own rule), with the Excel and store rules. */
export function listOf({ table, screen }: Target, url: string | URL, rows: readonly MockRecord[] = table.all()) {
  const query = new URL(url, 'http://localhost').searchParams;
  const refusal = storeFilterRefusal(screen, query) ?? periodRefusal(screen, query) ?? downloadRefusal(screen, query);
  if (refusal) return refusal;
  const page = queryRows(rows, url, listOptions(screen));
  logDownload(screen, query, page.list.length);
  return ok({
    ...page,
    ...(screen?.chart ? { graphList: graphOf(screen, rows, url) } : {}),
    ...(screen?.totals ? { summary: totalsOf(screen, rows, url) } : {}),
  });
}

/** A detail: the record itself (`wrap` false) or `{ data: record }`. */
export function detailOf(target: Target, id: unknown, wrap = false) {
  const row = rowByKey(target.table, id);
  if (!row) return notFound();
  return ok(wrap ? { data: shown(target, row) } : shown(target, row));
}

export const CONFLICT_MSG = '다른 사용자가 먼저 수정했습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.';

/**
 * 409 when the body carries a `rev` other than the stored record's (docs/api.md, "Versions"),
 * with the current record; a body without `rev` is not checked.
 */
export function staleRevision(target: Target, row: Row, body: Row): Response | undefined {
  const rev = recordOf(body).rev ?? body.rev;
  if (rev === undefined || rev === null || rev === '' || Number(rev) === (Number(row.rev) || 1)) return undefined;
  return HttpResponse.json({ result: RESULT.FAIL, msg: CONFLICT_MSG, data: shown(target, row) }, { status: 409 });
}

/** The `{type}` of a target's records (the address of their attachments). */
const refTargetOf = ({ table, screen }: Target) => screen?.api.type ?? screen?.name ?? table.name;

const hasField = ({ table, screen }: Target, source: string) =>
  Boolean(screen?.fields.some((field) => field.source === source) || table.all().some((row) => source in row));
const nextOrder = ({ table }: Target) => Math.max(0, ...table.all().map((row) => Number(row.sortOrder) || 0)) + 1;

/** A record with the value of the screen's `uniqueBy` field besides `id`: '이미 매장 서비스 설정이 있는 매장입니다.' */
function uniqueProblem({ table, screen }: Target, row: Row, id?: unknown): string | undefined {
  const field = screen?.uniqueBy;
  const value = field ? textOf(row[field]) : '';
  if (!screen || !field || !value) return undefined;
  const taken = table.all().some((other) => textOf(other[field]) === value && textOf(other[table.key]) !== textOf(id));
  return taken ? `이미 ${josa(screen.label, '이/가')} 있는 ${labelOf(screen, field)}입니다.` : undefined;
}

export function createRecord(target: Target, body: Row, extraRequired: ReadonlyArray<[string, string]> = []) {
  const { table, screen } = target;
  const row = { ...recordOf(body) };
  delete row.rev;
  const problem = requiredProblem(screen, row, true, extraRequired) ?? formatProblem(screen, row) ?? uniqueProblem(target, row);
  if (problem) return badRequest(problem);
  const key = textOf(row[table.key]);
  if (key && table.get(key)) return badRequest(`이미 등록된 ${labelOf(screen, table.key, '코드')}입니다.`);
  if (!key) delete row[table.key];
  const attachments = bagProblem(screen, refTargetOf(target), undefined, row);
  if (attachments) return badRequest(attachments);
  if (hasField(target, 'sortOrder') && !row.sortOrder) row.sortOrder = nextOrder(target);
  const created = table.insert({ ...withoutBags(screen, row), regId: adminIdNow(), regDt: nowText() });
  syncBags(screen, refTargetOf(target), created[table.key], row, adminIdNow(), nowText());
  return success({ data: shown(target, created) });
}

export function updateRecord(target: Target, id: unknown, body: Row) {
  const { table, screen } = target;
  const row = table.get(id);
  if (!row) return notFound();
  const conflict = staleRevision(target, row, body);
  if (conflict) return conflict;
  const patch = { ...recordOf(body) };
  delete patch[table.key];
  delete patch.rev;
  const refused = headOfficeProblem(screen, row, patch);
  if (refused) return forbidden(refused);
  const problem =
    requiredProblem(screen, { ...row, ...patch }, false) ??
    formatProblem(screen, patch) ??
    uniqueProblem(target, { ...row, ...patch }, id) ??
    bagProblem(screen, refTargetOf(target), row[table.key], patch);
  if (problem) return badRequest(problem);
  const updated = table.update(id, { ...withoutBags(screen, patch), modId: adminIdNow(), modDt: nowText() });
  syncBags(screen, refTargetOf(target), row[table.key], patch, adminIdNow(), nowText());
  return success({ data: updated && shown(target, updated) });
}

/** Deletes one record; a body carrying a stale `rev` answers 409. */
export function deleteRecord(target: Target, id: unknown, body: Row = {}) {
  const row = target.table.get(id);
  if (!row) return notFound();
  const conflict = staleRevision(target, row, body);
  if (conflict) return conflict;
  target.table.remove(id);
  dropBags(target.screen, refTargetOf(target), row[target.table.key]);
  return success({ data: shown(target, row) }, '삭제되었습니다.');
}

/** Deletes the named records that exist; every one is checked (store scope) before any goes. */
export function deleteRecords({ table }: Target, ids: readonly string[]) {
  if (ids.length === 0) return badRequest('삭제할 항목을 선택해주세요.');
  const existing = ids.filter((id) => table.get(id) !== undefined);
  if (existing.length === 0) return notFound();
  existing.forEach((id) => table.remove(id));
  return success({ ids: existing }, '삭제되었습니다.');
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
  if (!status || (screen?.statusChoices && !screen.statusChoices.some((choice) => String(choice.id) === status)))
    return badRequest('변경할 상태를 선택해주세요.');
  const field = STATUS_FIELDS.find((source) => hasField(target, source)) ?? 'status';
  if (ids.some((id) => !table.get(id))) return notFound();
  ids.forEach((id) => table.update(id, { [field]: status, modId: adminIdNow(), modDt: nowText() }));
  return success({ ids });
}

/** `{ eventId, [key]? }`: 0000 when no other row uses the event id. */
export function checkEventId({ table, screen }: Target, body: Row) {
  const eventId = textOf(body.eventId);
  if (!eventId) return badRequest(`${josa(labelOf(screen, 'eventId', '이벤트 ID'), '을/를')} 입력해주세요.`);
  const self = textOf(body[table.key] ?? body.id);
  const taken = table.all().some((row) => textOf(row.eventId) === eventId && textOf(row[table.key]) !== self);
  return taken ? ok({ result: '9999', msg: '이미 사용 중인 이벤트 ID입니다.' }) : ok({ result: '0000', msg: '사용 가능한 이벤트 ID입니다.' });
}

/** A flat body (the list filter) as the query string of a list URL. */
export function urlFrom(body: Row): URL {
  const url = new URL('http://mock/');
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null && typeof item !== 'object') url.searchParams.append(key, String(item));
  }
  return url;
}

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The sub-rows an excelDetail file adds under each row (a screen's `subList`). */
export interface ExcelExpansion {
  fields: ReadonlyArray<{ source: string; label: string; choices?: ReadonlyArray<{ id: string | number; name: string }> }>;
  rowsOf: (row: Row) => Row[];
}

/**
 * The filtered list as a CSV (UTF-8 with BOM, Korean headers) named `{label}_{yyyymmdd}.csv`;
 * always an Excel: personal data needs a `downloadReason`, and is logged. With `expand`, one line
 * per sub-row (the row's columns repeated), a row without sub-rows keeping one line.
 */
export function excelOf({ table, screen }: Target, body: Row, type: string, expand?: ExcelExpansion) {
  const refusal = storeFilterRefusal(screen, body) ?? downloadRefusal(screen, { ...body, excelYn: 'Y' });
  if (refusal) return refusal;
  const rows = queryRows(table.all(), urlFrom(body), listOptions(screen)).list;
  logDownload(screen, { ...body, excelYn: 'Y' }, rows.length);
  const declared = screen?.fields.filter((field) => field.column) ?? [];
  const columns = declared.length ? declared : Object.keys(rows[0] ?? {}).map((source) => ({ source, label: source, choices: undefined }));
  type Column = (typeof columns)[number] | ExcelExpansion['fields'][number];
  const display = (column: Column, row: Row) => column.choices?.find((choice) => String(choice.id) === String(row[column.source]))?.name ?? row[column.source];
  const cells = (list: readonly Column[], row: Row) => list.map((column) => csvCell(display(column, row)));
  const subFields = expand?.fields ?? [];
  const lines = [[...columns, ...subFields].map((column) => csvCell(column.label)).join(',')];
  for (const row of rows) {
    const subs = expand?.rowsOf(row) ?? [];
    for (const sub of subs.length ? subs : [{}]) lines.push([...cells(columns, row), ...cells(subFields, sub)].join(','));
  }
  const day = todayText();
  return fileResponse(`\uFEFF${lines.join('\r\n')}\r\n`, `${screen?.label ?? type}_${day}.csv`, `${type}_${day}.csv`, 'text/csv; charset=utf-8');
}
