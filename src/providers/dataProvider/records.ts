import type { Identifier, RaRecord } from 'react-admin';
import type { ListResponse, ResultResponse } from '@/types/api';

/**
 * Readers that shape what the server answered (docs/api.md: lists are `{ list, totalCnt }`,
 * sometimes with `graphList`, or a bare array; details are the record or `{ data: record }`),
 * and the primary key <-> `id` mapping react-admin needs.
 */
export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);

export function readList(body: unknown): ListResponse<Row> {
  if (Array.isArray(body)) return { list: rowsOf(body), totalCnt: body.length };
  if (!isRow(body)) return { list: [], totalCnt: 0 };
  if (!Array.isArray(body.list) && isRow(body.data)) return readList(body.data);
  const list = rowsOf(body.list);
  const total = Number(body.totalCnt);
  const result: ListResponse<Row> = { list, totalCnt: Number.isFinite(total) && body.totalCnt !== undefined ? total : list.length };
  if (Array.isArray(body.graphList)) result.graphList = body.graphList;
  return result;
}

/** A `{ result, msg, ids? }` answer is protocol, not a record. */
const PROTOCOL_KEYS = new Set(['result', 'msg', 'ids']);
const isBareResult = (body: Row) => 'result' in body && Object.keys(body).every((key) => PROTOCOL_KEYS.has(key));

/** The record of a detail answer: `{ data: record }`, the record itself, or `{}` for an empty/bare-result body. */
export function readDetail(body: unknown): Row {
  if (!isRow(body)) return {};
  if (isRow(body.data)) return body.data;
  return isBareResult(body) ? {} : body;
}

/** `{ result, msg }`; an empty body counts as success. */
export function readResult(body: unknown): ResultResponse {
  if (!isRow(body) || body.result === undefined) return { result: '0000', ...(isRow(body) && typeof body.msg === 'string' ? { msg: body.msg } : {}) };
  return { result: String(body.result), ...(typeof body.msg === 'string' ? { msg: body.msg } : {}) };
}

/** A check call (event id, name, admin id): true when the server answers 0000 (free). */
export const readFree = (body: unknown): boolean => readResult(body).result === '0000';

export const readRows = (body: unknown): Row[] => readList(body).list;

/** Server row -> react-admin record: `id` mirrors the primary key. */
export function toRecord(row: Row, primaryKey: string): RaRecord {
  const id = row[primaryKey] ?? row.id;
  return { ...row, id: id as Identifier };
}

/** React-admin data -> server row: the primary key carries the id, the synthetic `id` is dropped. */
export function toRow(data: Row, primaryKey: string, id?: Identifier): Row {
  const row: Row = { ...data };
  if (primaryKey === 'id') return row;
  if (id !== undefined && (row[primaryKey] === undefined || row[primaryKey] === '')) row[primaryKey] = id;
  delete row.id;
  return row;
}
