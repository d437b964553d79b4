import type { Identifier, RaRecord } from 'react-admin';
import { badReplyFailure, refusedFailure } from '@/http/failures';
import { toNumber } from '@/format/number';
import type { ListResponse, ResultResponse } from '@/types/api';

/**
 * The readers of what the server answered, one per kind of reply, and the ONE place that decides
 * whether a reply has the shape its call expects (docs/api.md "Replies the client accepts"). A
 * reply that does not rejects with a Korean HttpError ('서버 응답을 확인할 수 없습니다…'), never a
 * silent empty result; a write refused with a result other than '0000' rejects with the server's
 * `msg`. Also the primary key <-> `id` mapping react-admin needs.
 */
export type Row = Record<string, unknown>;

/**
 * A checked reply taken as the record type its call answers (`src/types/records.ts`): the readers
 * below check the reply's shape (an object, a list of rows, counts, the acknowledgement); its
 * fields are trusted by name, as the spec and docs/api.md name them (money read by `amountOf`
 * where it is summed or compared). The ONE place where JSON becomes a typed record: a screen
 * never casts a reply. `T` is a type alias of records.ts, so a row of any record is still a `Row`.
 */
const typed = <T extends Row>(checked: Row): T => checked as T;
const typedList = <T extends Row>(checked: ListResponse<Row>): ListResponse<T> => checked as ListResponse<T>;

export const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const OK = '0000';

/** A count: a whole number ≥ 0, or such a number as text ('20'). */
function countOf(value: unknown): number | undefined {
  const count = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(count) && count >= 0 ? count : undefined;
}

function rowsOf(value: unknown[]): Row[] {
  if (!value.every(isRow)) throw badReplyFailure();
  return value;
}

/**
 * A list: `{ list: [...], totalCnt }` (maybe `graphList`, `summary`), `{ data: { list… } }` or a
 * bare array. Rejects anything else: a body that is not one of these, a `list` that is not an array
 * of rows, a `totalCnt` that is not a count, a `summary` that is not an object of numbers. Without `totalCnt` the total is the length of the list.
 */
export function readList<T extends Row = Row>(body: unknown): ListResponse<T> {
  return typedList<T>(listOf(body));
}

function listOf(body: unknown): ListResponse<Row> {
  if (Array.isArray(body)) return { list: rowsOf(body), totalCnt: body.length };
  if (!isRow(body)) throw badReplyFailure();
  if (body.list === undefined && isRow(body.data)) return listOf(body.data);
  if (body.result !== undefined && String(body.result) !== OK) throw refusedFailure(body);
  if (!Array.isArray(body.list)) throw badReplyFailure();
  const list = rowsOf(body.list);
  let totalCnt = list.length;
  if (body.totalCnt !== undefined) {
    const count = countOf(body.totalCnt);
    if (count === undefined) throw badReplyFailure();
    totalCnt = count;
  }
  const result: ListResponse<Row> = { list, totalCnt };
  if (body.graphList !== undefined) {
    if (!Array.isArray(body.graphList)) throw badReplyFailure();
    result.graphList = body.graphList;
  }
  if (body.summary !== undefined && body.summary !== null) result.summary = summaryOf(body.summary);
  return result;
}

/** A list's `summary`: `{ field: number }` (numbers, or numbers as text); anything else is no reply. */
function summaryOf(value: unknown): Record<string, number> {
  if (!isRow(value)) throw badReplyFailure();
  const sums: Record<string, number> = {};
  for (const [field, sum] of Object.entries(value)) {
    const number = toNumber(sum);
    if (number === undefined) throw badReplyFailure();
    sums[field] = number;
  }
  return sums;
}

export const readRows = <T extends Row = Row>(body: unknown): T[] => readList<T>(body).list;

/** A search's rows with the counts spec §3's coupon list carries beside them. */
export interface SearchRows<T extends Row = Row> extends ListResponse<T> {
  limitCnt?: number;
  ticketCnt?: number;
}

/**
 * What a search answers (the eDream case's GET searchCoupon|searchCustomer|stamp/{id}): a list as
 * `readList` reads it; spec §3's coupon list `{ couponList, limitCnt, ticketCnt }`; or, where a
 * search finds one thing (a customer), that record itself (`{ data: record }` too): a list of one.
 */
export function readSearch<T extends Row = Row>(body: unknown): SearchRows<T> {
  const reply = isRow(body) && body.list === undefined && body.couponList === undefined && isRow(body.data) ? body.data : body;
  if (!isRow(reply) || reply.list !== undefined) return readList<T>(reply);
  if (Array.isArray(reply.couponList)) {
    const counts = Object.fromEntries(
      (['limitCnt', 'ticketCnt'] as const).flatMap((name) => (countOf(reply[name]) === undefined ? [] : [[name, countOf(reply[name])]])),
    );
    return { ...readList<T>({ ...reply, list: reply.couponList }), ...counts };
  }
  return { list: [readDetail<T>(reply)], totalCnt: 1 };
}

/** An amount of money: a number, or a number as text ('12,000' too); undefined for anything else. */
export function amountOf(value: unknown): number | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : NaN;
  return Number.isFinite(amount) ? amount : undefined;
}

/** A `{ result, msg, ids? }` answer is protocol, not a record. */
const PROTOCOL_KEYS = new Set(['result', 'msg', 'ids', 'data']);
const recordPart = (body: Row): Row | undefined => {
  if (isRow(body.data)) return body.data;
  return Object.keys(body).some((key) => !PROTOCOL_KEYS.has(key)) ? body : undefined;
};

/**
 * A record read back: the record itself or `{ data: record }`. Rejects an empty body, a body with
 * no record in it, and a refusal (`result` other than '0000', with the server's `msg`).
 */
export function readDetail<T extends Row = Row>(body: unknown): T {
  if (!isRow(body)) throw badReplyFailure();
  if (body.result !== undefined && String(body.result) !== OK) throw refusedFailure(body);
  const record = recordPart(body);
  if (!record || Object.keys(record).length === 0) throw badReplyFailure();
  return typed<T>(record);
}

/**
 * A JSON object whose parts its caller reads itself (the dashboard's blocks, each said missing on
 * its own: src/dashboard/response.ts). Anything else (empty, null, an array, HTML) is no reply.
 */
export function readObject<T extends Row = Row>(body: unknown): T {
  if (!isRow(body)) throw badReplyFailure();
  return typed<T>(body);
}

/**
 * `{ result, msg }` of a check (event id, code name, admin id…), whose '9999' is an answer, not a
 * failure. Rejects a body without a `result`.
 */
export function readResult(body: unknown): ResultResponse {
  if (!isRow(body) || body.result === undefined || body.result === null || body.result === '') throw badReplyFailure();
  return { result: String(body.result), ...(typeof body.msg === 'string' ? { msg: body.msg } : {}) };
}

/** A check call (event id, name, admin id): true when the server answers 0000 (free). */
export const readFree = (body: unknown): boolean => readResult(body).result === OK;

/** A write's acknowledgement: `result` '0000'; any other result rejects with the server's `msg`. */
export function readDone(body: unknown): ResultResponse {
  const result = readResult(body);
  if (result.result !== OK) throw refusedFailure(body);
  return result;
}

/**
 * A create or update: acknowledged ('0000') and carrying the saved record (`data`, or the record
 * beside the protocol fields) with its key when `key` is named. A save the server did not confirm
 * is never reported as saved.
 */
export function readSaved<T extends Row = Row>(body: unknown, key?: string): T {
  readDone(body);
  const record = isRow(body) ? recordPart(body) : undefined;
  if (!record) throw badReplyFailure();
  if (key !== undefined) {
    const id = record[key];
    if (id === undefined || id === null || id === '') throw badReplyFailure();
  }
  return typed<T>(record);
}

/** A delete: acknowledged ('0000'); the deleted record when the server sends it back. */
export function readDeleted(body: unknown): Row {
  readDone(body);
  return (isRow(body) && isRow(body.data) ? body.data : undefined) ?? {};
}

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
