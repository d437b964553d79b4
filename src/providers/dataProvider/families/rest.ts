import simpleRestProvider from 'ra-data-simple-rest';
import type { Identifier, RaRecord } from 'react-admin';
import type { ListResponse, ResultResponse } from '@/types/api';
import type { DeclaredRecord } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import { orderBody, UnsupportedCallError, type FamilyAdapter, type FamilyContext, type ResolveScreen } from '../family';
import { excelParams, flattenFilter } from '../listQuery';
import { readDeleted, readDetail, readDone, readList, readRows, readSaved, type Row } from '../records';
import { restHttpClient } from './restHttpClient';

/**
 * Generic resource layer, third variant. The CRUD rows are the URL shapes of ra-data-simple-rest,
 * which builds them itself (listed for the docs and the tests); the others are ours.
 */
export const restRoutes = {
  list: 'GET {type}', // ?filter={json}&range=[start,end]&sort=["field","ASC"] (simple-rest)
  getOne: 'GET {type}/{id}', // simple-rest
  create: 'POST {type}', // simple-rest
  update: 'PUT {type}/{id}', // simple-rest
  delete: 'DELETE {type}/{id}', // simple-rest
  getSub: 'GET {type}/{sub}/{id}',
  deleteBulk: 'DELETE {type}/',
  order: 'POST {type}/order',
  orderOne: 'POST {type}/order/{id}',
  status: 'POST {type}/{url}',
  statistic: 'GET {type}/{statistic}',
  statusLike: 'POST {type}/{id}/status-like',
  issuedEdreamStamp: 'POST {type}/issuedEdreamStamp/{id}',
} as const satisfies RouteTable;

const api = endpoints(restRoutes);
const simpleRest = simpleRestProvider('', restHttpClient);

/**
 * simple-rest for one list read: `excelYn`/`downloadKey` added to its URL (it forwards no
 * `meta`), and the reply's `graphList` and `summary` (which it drops) handed to `onList`.
 */
function simpleRestFor(meta: unknown, onList: (reply: ListResponse<Row>) => void) {
  const excel = new URLSearchParams(excelParams(meta)).toString();
  return simpleRestProvider('', (url, options) => restHttpClient(excel ? `${url}&${excel}` : url, options, onList));
}

/** simple-rest says `id`; our rows may be keyed otherwise. */
const sortField = (ctx: FamilyContext, field: string) => (field === 'id' ? ctx.primaryKey : field);
const rows = (data: RaRecord[]): Row[] => data.map((record) => ({ ...record }));

export const restAdapter: FamilyAdapter = {
  getList: async (ctx, params) => {
    const sort = params.sort ? { ...params.sort, field: sortField(ctx, params.sort.field) } : undefined;
    let figures: Pick<ListResponse<Row>, 'graphList' | 'summary'> = {};
    const { data, total } = await simpleRestFor(params.meta, ({ graphList, summary }) => (figures = { graphList, summary })).getList(ctx.type, {
      ...params,
      sort,
    });
    const { graphList, summary } = figures;
    return { list: rows(data), totalCnt: total ?? data.length, ...(graphList ? { graphList } : {}), ...(summary ? { summary } : {}) };
  },
  // restHttpClient hands simple-rest the server's reply as it came (lists aside): read it here.
  getOne: async (ctx, id, signal) => readDetail((await simpleRest.getOne(ctx.type, { id, signal })).data),
  getMany: async (ctx, ids, signal) => rows((await simpleRest.getMany(ctx.type, { ids, signal })).data),
  create: async (ctx, row) => readSaved((await simpleRest.create(ctx.type, { data: row })).data, ctx.primaryKey),
  update: async (ctx, id, row) => readSaved((await simpleRest.update(ctx.type, { id, data: row, previousData: { id } })).data, ctx.primaryKey),
  delete: async (ctx, id) => readDeleted((await simpleRest.delete(ctx.type, { id })).data),
  deleteMany: async (ctx, ids) => {
    readDone(await api.json('deleteBulk', { type: ctx.type }, { query: { ids } }));
  },
  changeStatus: async (ctx, { ids, status, url = 'status' }) => {
    readDone(await api.json('status', { type: ctx.type, url }, { body: { ids, status } }));
  },
  changeOrder: async (ctx, ids) => {
    readDone(await api.json('order', { type: ctx.type }, { body: orderBody(ctx, ids) }));
  },
};

/** The third variant's calls beyond CRUD, status and order, by screen name. */
export function restMethods(resolve: ResolveScreen) {
  const typeOf = (resource: string, call: string): string => {
    const ctx = resolve(resource);
    if (ctx.family !== 'rest') throw new UnsupportedCallError(resource, ctx.family, call);
    return ctx.type;
  };
  return {
    /** GET {type}/{sub}/{id}: the sub-rows of a record (a declared `subList`), answered as a list. */
    restGetSub: async (resource: string, sub: string, id: Identifier): Promise<DeclaredRecord[]> =>
      readRows(await api.json('getSub', { type: typeOf(resource, 'getSub'), sub, id })),
    /** POST {type}/order/{id}: moves one record to `sortOrder`. */
    restChangeOrderOne: async (resource: string, id: Identifier, sortOrder: number): Promise<void> => {
      readDone(await api.json('orderOne', { type: typeOf(resource, 'orderOne'), id }, { body: { sortOrder } }));
    },
    /** GET {type}/{statistic}: a statistic of the resource (answers a list). */
    restStatistic: async (resource: string, statistic: string, query: Row = {}): Promise<ListResponse<DeclaredRecord>> =>
      readList(await api.json('statistic', { type: typeOf(resource, 'statistic'), statistic }, { query: flattenFilter(query) })),
    /** POST {type}/{id}/status-like (payload not shown by the spec: passed through). */
    restStatusLike: async (resource: string, id: Identifier, body: Row = {}): Promise<ResultResponse> =>
      readDone(await api.json('statusLike', { type: typeOf(resource, 'statusLike'), id }, { body })),
    /** POST {type}/issuedEdreamStamp/{id} (payload not shown by the spec: passed through). */
    restIssuedEdreamStamp: async (resource: string, id: Identifier, body: Row = {}): Promise<ResultResponse> =>
      readDone(await api.json('issuedEdreamStamp', { type: typeOf(resource, 'issuedEdreamStamp'), id }, { body })),
  };
}
