import { HttpResponse, type JsonBodyType } from 'msw';
import type { FieldDeclaration, FieldKind } from '@/declarations/types';
import type { ListResponse } from '@/types/api';
import type { MockRecord } from '@mocks/db/database';

/**
 * Shared response helpers of every mock handler: result codes, JSON answers, the list query
 * of docs/api.md (page/size/sort/order/filters, and the rest variant's filter/range/sort),
 * request bodies (JSON or form data) and file downloads. Keep these signatures stable.
 */
export const RESULT = {
  OK: '0000',
  SMS_REQUIRED: '0001',
  SMS_ALREADY_SENT: '0003',
  SMS_EXPIRED: '9993',
  SMS_MISMATCH: '9995',
  LOCKED: '9996',
  BAD_CREDENTIALS: '9997',
  SAME_PASSWORD: '9998',
  FAIL: '9999',
} as const;
export type ResultCode = (typeof RESULT)[keyof typeof RESULT];

export const MSG = {
  saved: '저장되었습니다.',
  notFound: '데이터를 찾을 수 없습니다.',
  forbidden: '권한이 없습니다.',
  serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** 200 with a JSON body. */
export function ok<T extends JsonBodyType>(body: T, init?: ResponseInit) {
  return HttpResponse.json(body, init);
}

/** `{ result, msg, ...extra }` with status 200 unless told. */
export function result(code: ResultCode, msg?: string, extra: Record<string, unknown> = {}, status = 200) {
  return HttpResponse.json({ result: code, ...(msg === undefined ? {} : { msg }), ...extra }, { status });
}

export function success(extra: Record<string, unknown> = {}, msg: string = MSG.saved) {
  return result(RESULT.OK, msg, extra);
}

export function failure(msg: string, code: ResultCode = RESULT.FAIL, status = 200) {
  return result(code, msg, {}, status);
}

export function notFound(msg: string = MSG.notFound) {
  return failure(msg, RESULT.FAIL, 404);
}

export function forbidden(msg: string = MSG.forbidden) {
  return failure(msg, RESULT.FAIL, 403);
}

/** Status 200 with no body (the signed-out refresh). */
export function noContent() {
  return new HttpResponse(null, { status: 200 });
}

/** A download: `filename` (ASCII fallback) plus RFC 5987 `filename*` for the Korean name. */
export function fileResponse(content: BodyInit, fileName: string, asciiName: string, type = 'application/octet-stream') {
  const disposition = `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return new HttpResponse(content, { status: 200, headers: { 'content-type': type, 'content-disposition': disposition } });
}

/** A path parameter as one string. */
export function paramOf(params: Record<string, string | readonly string[] | undefined>, name: string): string {
  const value = params[name];
  return Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request body as a record: JSON, multipart or url-encoded form data; `{}` when empty. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const out: Record<string, unknown> = {};
    (await request.formData()).forEach((value, key) => {
      const item = typeof value === 'string' ? value : value.name;
      const previous = out[key];
      out[key] = previous === undefined ? item : [...(Array.isArray(previous) ? previous : [previous]), item];
    });
    return out;
  }
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : { value: parsed };
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

export interface ListOptions {
  /** The screen's fields: select/yn/code/reference/number kinds filter by exact match. */
  fields?: readonly FieldDeclaration[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Query parameters that are never filters (page, size, sort, order, filter, range are already). */
  ignore?: readonly string[];
}

const RESERVED = new Set(['page', 'size', 'sort', 'order', 'filter', 'range', '_']);
const EXACT_KINDS = new Set<FieldKind>(['select', 'yn', 'code', 'reference', 'number', 'won', 'date']);
const EXACT_NAME = /(Yn|Cd|Code|Type|Status|Id|Level|Gb|Gubun)$|^status$/i;

type FilterValue = string | string[];

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asFilterValue(value: unknown): FilterValue {
  return Array.isArray(value) ? value.map((item) => String(item)) : String(value);
}

/** Filters of both query styles: `?title=x&regDtFrom=…` and the rest variant's `?filter={json}`. */
export function filtersOf(params: URLSearchParams, ignore: readonly string[]): Map<string, FilterValue> {
  const filters = new Map<string, FilterValue>();
  const json = parseJson(params.get('filter'));
  if (isRecord(json)) for (const [key, value] of Object.entries(json)) filters.set(key, asFilterValue(value));
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key) || ignore.includes(key)) continue;
    const values = params.getAll(key);
    filters.set(key, values.length > 1 ? values : values[0]);
  }
  for (const [key, value] of filters) if (value === '' || (Array.isArray(value) && value.length === 0)) filters.delete(key);
  return filters;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ko', { numeric: true });
}

function matcher(key: string, wanted: FilterValue, rows: readonly MockRecord[], options: ListOptions) {
  const values = Array.isArray(wanted) ? wanted : [wanted];
  const known = (name: string) => rows.some((row) => name in row);
  if (key === 'q') {
    const needle = values[0].toLowerCase();
    return (row: MockRecord) => Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(needle));
  }
  const range = /^(.+)(From|To)$/.exec(key);
  if (range && !known(key) && known(range[1])) {
    const [, source, side] = range;
    const bound = values[0];
    return (row: MockRecord) => {
      const raw = row[source];
      if (isEmpty(raw)) return false;
      const cmp =
        typeof raw === 'number' && bound.trim() !== '' && !Number.isNaN(Number(bound))
          ? raw - Number(bound)
          : compareValues(String(raw).slice(0, bound.length), bound);
      return side === 'From' ? cmp >= 0 : cmp <= 0;
    };
  }
  if (!known(key)) return undefined; // not a field of these rows (periodType, searchType…): ignored
  const kind = options.fields?.find((field) => field.source === key)?.kind;
  return (row: MockRecord) => {
    const raw = row[key];
    if (Array.isArray(raw)) return raw.some((item) => values.includes(String(item)));
    const text = raw === undefined || raw === null ? '' : String(raw);
    const exact = kind ? EXACT_KINDS.has(kind) : typeof raw !== 'string' || Array.isArray(wanted) || EXACT_NAME.test(key);
    return exact ? values.includes(text) : values.some((value) => text.toLowerCase().includes(value.toLowerCase()));
  };
}

export function sortOf(params: URLSearchParams, options: ListOptions): { field: string; order: 'ASC' | 'DESC' } | undefined {
  const json = parseJson(params.get('sort'));
  if (Array.isArray(json) && typeof json[0] === 'string') return { field: json[0], order: String(json[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  const field = params.get('sort');
  if (field) return { field, order: (params.get('order') ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  return options.defaultSort;
}

/** [start, end) of the page asked for; the whole list when the query names no page. */
export function sliceOf(params: URLSearchParams, total: number): [number, number] {
  const range = parseJson(params.get('range'));
  if (Array.isArray(range) && range.length === 2) return [Number(range[0]), Number(range[1]) + 1];
  const size = Number(params.get('size'));
  if (!size || size < 1) return [0, total];
  const page = Math.max(1, Number(params.get('page')) || 1);
  return [(page - 1) * size, page * size];
}

/** Applies the list query of docs/api.md to `rows` (never mutated). */
export function queryRows<T extends MockRecord>(rows: readonly T[], url: string | URL, options: ListOptions = {}): ListResponse<T> {
  const params = new URL(url, 'http://localhost').searchParams;
  const tests = [...filtersOf(params, options.ignore ?? [])]
    .map(([key, value]) => matcher(key, value, rows, options))
    .filter((test): test is (row: MockRecord) => boolean => test !== undefined);
  const filtered = rows.filter((row) => tests.every((test) => test(row)));
  const sort = sortOf(params, options);
  if (sort) {
    const sign = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => {
      const [x, y] = [a[sort.field], b[sort.field]];
      if (isEmpty(x) || isEmpty(y)) return isEmpty(x) === isEmpty(y) ? 0 : isEmpty(x) ? 1 : -1; // empty values last
      return sign * compareValues(x, y);
    });
  }
  const [start, end] = sliceOf(params, filtered.length);
  return { list: filtered.slice(start, end), totalCnt: filtered.length };
}

/** `{ list, totalCnt }` of `rows` after the list query of `url`. */
export function listResponse<T extends MockRecord>(rows: readonly T[], url: string | URL, options: ListOptions = {}) {
  return HttpResponse.json(queryRows(rows, url, options));
}
