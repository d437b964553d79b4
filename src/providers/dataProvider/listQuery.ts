import type { GetListParams } from 'react-admin';
import type { Query, QueryValue } from '@/http/httpClient';

/**
 * The list query of docs/api.md: `page`, `size`, `sort`, `order`, then the filters flat;
 * a date range arrives from the screen as `{source}From/{source}To` already, as react-admin's
 * `{source}_gte/_lte`, or as `{ from, to }` (or `{ gte, lte }`) under the source, and leaves as
 * `{source}From/{source}To`. A list read for an Excel download (`meta.excel`) adds
 * `excelYn=Y` and the export's `downloadKey` (docs/api.md "Personal data"): the reason itself
 * travelled in the body of `POST privacy/download`, never in a query string (issue 34 item 6b).
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

/** The `meta` of a list read for an Excel download: `getList(resource, { …, meta: excelMeta(downloadKey) })`. */
export interface ExcelMeta {
  excel: { downloadKey?: string };
}

export const excelMeta = (downloadKey?: string): ExcelMeta => ({ excel: downloadKey ? { downloadKey } : {} });

/**
 * What an Excel page adds to its list query: `excelYn: 'Y'` and the `downloadKey` that
 * `POST privacy/download` gave the export (the server requires it for personal data). Nothing
 * for an ordinary list read.
 */
export function excelParams(meta: unknown): { excelYn?: 'Y'; downloadKey?: string } {
  if (!meta || typeof meta !== 'object' || !('excel' in meta)) return {};
  const excel = (meta as Partial<ExcelMeta>).excel;
  const key = excel?.downloadKey?.trim();
  return { excelYn: 'Y', ...(key ? { downloadKey: key } : {}) };
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
