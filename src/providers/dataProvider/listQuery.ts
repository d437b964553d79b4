import type { GetListParams } from 'react-admin';
import type { Query, QueryValue } from '@/http/httpClient';

/**
 * The list query of docs/api.md: `page`, `size`, `sort`, `order`, then the filters flat;
 * a date range arrives from the screen as `{source}From/{source}To` already, as react-admin's
 * `{source}_gte/_lte`, or as `{ from, to }` (or `{ gte, lte }`) under the source, and leaves as
 * `{source}From/{source}To`. A list read for an Excel download (`meta.excel`) adds
 * `excelYn=Y` and its `downloadReason` (docs/api.md "Personal data").
 */
export type Filter = Record<string, unknown>;

const RANGE_SUFFIXES: ReadonlyArray<[RegExp, string]> = [
  [/_gte$/, 'From'],
  [/_lte$/, 'To'],
];

function toQueryValue(value: unknown): QueryValue {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

export function flattenFilter(filter: Filter = {}): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      const range = value as Record<string, unknown>;
      query[`${key}From`] = toQueryValue(range.from ?? range.gte);
      query[`${key}To`] = toQueryValue(range.to ?? range.lte);
      continue;
    }
    const suffix = RANGE_SUFFIXES.find(([pattern]) => pattern.test(key));
    query[suffix ? key.replace(suffix[0], suffix[1]) : key] = toQueryValue(value);
  }
  return query;
}

/** The `meta` of a list read for an Excel download: `getList(resource, { …, meta: excelMeta(reason) })`. */
export interface ExcelMeta {
  excel: { downloadReason?: string };
}

export const excelMeta = (downloadReason?: string): ExcelMeta => ({ excel: downloadReason ? { downloadReason } : {} });

/**
 * What an Excel download adds to its request (the list query, or the excelDetail body):
 * `excelYn: 'Y'` and, for a screen with personal data, the `downloadReason` the mock requires
 * and logs. Nothing for an ordinary list read.
 */
export function excelParams(meta: unknown): { excelYn?: 'Y'; downloadReason?: string } {
  if (!meta || typeof meta !== 'object' || !('excel' in meta)) return {};
  const excel = (meta as Partial<ExcelMeta>).excel;
  const reason = excel?.downloadReason?.trim();
  return { excelYn: 'Y', ...(reason ? { downloadReason: reason } : {}) };
}

/** `sort: 'id'` (react-admin's default) means the primary key. */
export function listQuery(
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>,
  primaryKey: string,
  filter: Filter = params.filter ?? {},
): Query {
  const query: Query = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.size = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field === 'id' ? primaryKey : params.sort.field;
    query.order = params.sort.order;
  }
  return { ...query, ...flattenFilter(filter), ...excelParams(params.meta) };
}
