import type { Identifier } from 'react-admin';
import type { DeclaredRecord } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import { orderBody, revOf, UnsupportedCallError, type FamilyAdapter, type FamilyContext, type ResolveScreen } from '../family';
import { flattenFilter, listQuery } from '../listQuery';
import { readDeleted, readDetail, readDone, readFree, readList, readRows, readSaved, type Row } from '../records';

/**
 * Generic content, first variant (spec §7, read literally: paths are relative to /api/{type},
 * so the detail of notice 5 is GET /api/notice/notice/5).
 */
export const contentV1Routes = {
  list: 'GET {type}/list',
  getOne: 'GET {type}/{type}/{id}',
  create: 'POST {type}/create',
  createSub: 'POST {type}/{type}/sub/{sub}',
  update: 'PUT {type}/{type}/{id}',
  delete: 'DELETE {type}/{type}/{id}',
  excelDetail: 'POST {type}/{type}/excelDetail',
  chkEventId: 'POST {type}/{type}/chkEventId',
  order: 'POST {type}/{type}/order',
  status: 'POST {type}/{type}/status',
  subCodes: 'GET {type}/{type}/sub/{code}',
} as const satisfies RouteTable;

/** Second variant: the first plus POST detail (its getOne), DELETE list (bulk) and POST {type}/order/{sub}. */
export const contentV2Routes = {
  ...contentV1Routes,
  detail: 'POST {type}/detail',
  deleteList: 'DELETE {type}/list',
  orderSub: 'POST {type}/{type}/order/{sub}',
} as const satisfies RouteTable;

const v1 = endpoints(contentV1Routes);
const v2 = endpoints(contentV2Routes);

function contentAdapter(api: typeof v1, second?: typeof v2): FamilyAdapter {
  return {
    getList: async (ctx, params) => readList(await api.json('list', { type: ctx.type }, { query: listQuery(params, ctx.primaryKey), signal: params.signal })),
    // the second variant reads a record with POST detail `{ [key]: id }` (its detail, edit and references)
    getOne: async (ctx, id, signal) =>
      readDetail(
        second
          ? await second.json('detail', { type: ctx.type }, { body: { [ctx.primaryKey]: id }, signal })
          : await api.json('getOne', { type: ctx.type, id }, { signal }),
      ),
    create: async (ctx, row) => readSaved(await api.json('create', { type: ctx.type }, { body: row }), ctx.primaryKey),
    update: async (ctx, id, row) => readSaved(await api.json('update', { type: ctx.type, id }, { body: row }), ctx.primaryKey),
    delete: async (ctx, id, previous) => readDeleted(await api.json('delete', { type: ctx.type, id }, { body: { [ctx.primaryKey]: id, ...revOf(previous) } })),
    deleteMany: second
      ? async (ctx, ids) => {
          readDone(await second.json('deleteList', { type: ctx.type }, { body: { ids } }));
        }
      : undefined,
    changeStatus: async (ctx, { ids, status }) => {
      readDone(await api.json('status', { type: ctx.type }, { body: { ids, status } }));
    },
    changeOrder: async (ctx, ids) => {
      readDone(await api.json('order', { type: ctx.type }, { body: orderBody(ctx, ids) }));
    },
    checkEventId: async (ctx, { eventId, id }) =>
      readFree(await api.json('chkEventId', { type: ctx.type }, { body: { eventId, ...(id === undefined ? {} : { [ctx.primaryKey]: id }) } })),
    exportExcel: (ctx, filter) => api.blob('excelDetail', { type: ctx.type }, { body: flattenFilter(filter) }),
  };
}

export const contentV1Adapter = contentAdapter(v1);
export const contentV2Adapter = contentAdapter(v1, v2);

/** The calls of both variants that are not CRUD nor a generic action, by screen name. */
export function contentMethods(resolve: ResolveScreen) {
  const content = (resource: string, call: string, families: readonly string[]): FamilyContext => {
    const ctx = resolve(resource);
    if (!families.includes(ctx.family)) throw new UnsupportedCallError(resource, ctx.family, call);
    return ctx;
  };
  const ANY = ['contentV1', 'contentV2'] as const;
  const V2 = ['contentV2'] as const;
  return {
    /** POST {type}/{type}/sub/{sub}: saves a sub-record of a content item. */
    contentCreateSub: async (resource: string, sub: string, data: Row): Promise<DeclaredRecord> =>
      readSaved(await v1.json('createSub', { type: content(resource, 'createSub', ANY).type, sub }, { body: data })),
    /** GET {type}/{type}/sub/{code}: the sub-codes (or sub-rows) of a content type. */
    contentSubCodes: async (resource: string, code: string): Promise<DeclaredRecord[]> =>
      readRows(await v1.json('subCodes', { type: content(resource, 'subCodes', ANY).type, code })),
    /** POST {type}/detail (second variant): a detail looked up by a body of conditions. */
    contentDetail: async (resource: string, conditions: Row): Promise<DeclaredRecord> =>
      readDetail(await v2.json('detail', { type: content(resource, 'detail', V2).type }, { body: conditions })),
    /** POST {type}/{type}/order/{sub} (second variant): reorders the rows of one sub-group. */
    contentChangeOrderSub: async (resource: string, sub: string, ids: Identifier[]): Promise<void> => {
      const ctx = content(resource, 'orderSub', V2);
      readDone(await v2.json('orderSub', { type: ctx.type, sub }, { body: orderBody(ctx, ids) }));
    },
  };
}
