import { db } from '../../db';
import { isRecord, notFound, success } from '../util';
import { reorder, type ExcelExpansion, type Target } from './records';
import { adminIdNow, badRequest, labelOf, nowText, requiredProblem, textOf, type Row } from './shared';
import { josa } from '@/validation/josa';

/**
 * Sub-rows of a record (a declaration's `subList`, docs/api.md "Generic content calls"): content
 * v1 keeps them in the collection `{type}_{sub}`, each naming its record in `parentId`; the
 * reorder of a display list inside one group (content v2 `orderGroup`).
 */

const subTable = ({ screen }: Target) => db.collection(`${screen?.api.type ?? screen?.name}_${screen?.subList?.sub}`);

/** The sub-rows of record `id` in their order, or undefined when the record does not exist. */
export function subRowsOf(target: Target, id: string): Row[] | undefined {
  if (!target.table.get(id)) return undefined;
  return subTable(target)
    .all()
    .filter((row) => String(row.parentId) === id)
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
}

/** Adds a sub-row to record `id`: the declared sub-fields checked, the record's count kept. */
export function addSubRow(target: Target, id: string, body: Row) {
  const { table, screen } = target;
  const parent = table.get(id);
  if (!screen?.subList || !parent) return notFound();
  const subList = screen.subList;
  const row: Row = {};
  for (const field of subList.fields) {
    const value = body[field.source];
    if (value === undefined || value === null || value === '') continue;
    if (field.choices && !field.choices.some((choice) => String(choice.id) === String(value)))
      return badRequest(`${josa(field.label, '을/를')} 목록에서 선택해주세요.`);
    if (field.maxLength && textOf(value).length > field.maxLength) return badRequest(`${josa(field.label, '은/는')} ${field.maxLength}자 이하로 입력해주세요.`);
    row[field.source] = field.kind === 'number' ? Number(value) : textOf(value);
  }
  const problem = requiredProblem({ ...screen, fields: subList.fields }, row, true);
  if (problem) return badRequest(problem);
  const siblings = subRowsOf(target, id) ?? [];
  const saved = subTable(target).insert({ ...row, parentId: id, sortOrder: siblings.length + 1, regId: adminIdNow(), regDt: nowText() });
  // the count is bookkeeping, not an edit: a form open on the record keeps a valid `rev`
  if (subList.countField) table.update(parent[table.key], { [subList.countField]: siblings.length + 1 }, { keepRev: true });
  return success({ data: saved });
}

/** What excelDetail adds of a screen with sub-rows: each row's sub-rows (none for other screens). */
export function subRowsExpansion(target: Target): ExcelExpansion | undefined {
  const subList = target.screen?.subList;
  if (!subList || target.screen?.api.family === 'rest') return undefined;
  return { fields: subList.fields, rowsOf: (row) => subRowsOf(target, String(row[target.table.key])) ?? [] };
}

/** The order of one group of a display list (`orderGroup`): every listed row must belong to it. */
export function reorderGroup(target: Target, group: string, body: Row) {
  const field = target.screen?.orderGroup;
  if (!field) return reorder(target, body);
  const items = Array.isArray(body.list) ? body.list.filter(isRecord) : [];
  const rows = items.map((item) => target.table.get(item[target.table.key] ?? item.id));
  if (rows.some((row) => row === undefined)) return notFound();
  if (rows.some((row) => String(row?.[field]) !== group)) {
    return badRequest(`다른 ${labelOf(target.screen, field)}의 항목은 함께 순서를 바꿀 수 없습니다.`);
  }
  return reorder(target, body);
}

/**
 * rest `GET {type}/{sub}/{id}` for a declared sub-list the record does not hold as an array: the
 * push reaction by hour (receipts and clicks spread over the day, deterministic, summing to the record's).
 */
export function derivedSubRows(row: Row, fields: readonly { source: string }[]): Row[] {
  const hours = [8, 9, 12, 13, 18, 19, 21];
  const weights = hours.map((hour, index) => (((Number(String(row.id ?? '').replace(/\D/g, '')) || 1) * (index + 3) + hour) % 7) + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const spread = (amount: number) => {
    const parts = weights.map((weight) => Math.floor((amount * weight) / total));
    parts[parts.length - 1] += amount - parts.reduce((sum, part) => sum + part, 0);
    return parts;
  };
  const measures = fields.filter((field) => field.source !== 'hour').map((field) => [field.source, spread(Number(row[field.source]) || 0)] as const);
  return hours.map((hour, index) => ({ hour, ...Object.fromEntries(measures.map(([source, parts]) => [source, parts[index]])) }));
}
