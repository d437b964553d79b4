import type { CreateResult, DataProvider, DeleteResult, GetListResult, GetManyResult, GetOneResult, Identifier, RaRecord, UpdateResult } from 'react-admin';
import { statusFailure } from '@/http/failures';
import type { Dispatch } from './dispatch';
import type { FamilyContext } from './family';
import { toRecord, toRow, type Row } from './records';

/** A server row as a react-admin record; `fallbackId` when the server did not echo the key. */
function record(row: Row, ctx: FamilyContext, fallbackId?: Identifier): RaRecord {
  const result = toRecord(row, ctx.primaryKey);
  return result.id === undefined || result.id === null ? { ...result, id: fallbackId as Identifier } : result;
}

const rowOf = (value: unknown): Row => (value && typeof value === 'object' ? { ...(value as Row) } : {});

/**
 * React-admin's nine CRUD calls, dispatched to the adapter of the screen's family, with the
 * primary key mapped to `id` on the way in and back on the way out. getMany, getManyReference,
 * updateMany and deleteMany fall back to the single calls when a family has no bulk call.
 */
export function createCrud({ need, maybe }: Dispatch): DataProvider {
  const provider: DataProvider = {
    getList: async (resource, params): Promise<GetListResult> => {
      const [ctx, getList] = need(resource, 'getList');
      const { list, totalCnt, graphList, summary } = await getList(ctx, params);
      const meta = { ...(graphList ? { graphList } : {}), ...(summary ? { summary } : {}) };
      return { data: list.map((row) => record(row, ctx)), total: totalCnt, ...(graphList || summary ? { meta } : {}) };
    },
    getOne: async (resource, params): Promise<GetOneResult> => {
      const [ctx, getOne] = need(resource, 'getOne');
      const row = await getOne(ctx, params.id, params.signal);
      // A family that reads the record back from its list found no such row.
      if (Object.keys(row).length === 0) throw statusFailure(404, undefined);
      return { data: record(row, ctx, params.id) };
    },
    getMany: async (resource, params): Promise<GetManyResult> => {
      const [ctx, getMany] = maybe(resource, 'getMany');
      if (getMany) return { data: (await getMany(ctx, params.ids, params.signal)).map((row) => record(row, ctx)) };
      const [, getOne] = need(resource, 'getOne');
      const rows = await Promise.all(params.ids.map(async (id) => record(await getOne(ctx, id, params.signal), ctx, id)));
      return { data: rows };
    },
    getManyReference: (resource, params) =>
      provider.getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        meta: params.meta,
        signal: params.signal,
      }),
    create: async (resource, params): Promise<CreateResult> => {
      const [ctx, create] = need(resource, 'create');
      const row = toRow(rowOf(params.data), ctx.primaryKey);
      const saved = await create(ctx, row);
      return { data: record({ ...row, ...saved }, ctx) };
    },
    update: async (resource, params): Promise<UpdateResult> => {
      const [ctx, update] = need(resource, 'update');
      const row = toRow(rowOf(params.data), ctx.primaryKey, params.id);
      const saved = await update(ctx, params.id, row);
      return { data: record({ ...rowOf(params.previousData), ...row, ...saved }, ctx, params.id) };
    },
    updateMany: async (resource, params) => {
      const [ctx, update] = need(resource, 'update');
      await Promise.all(params.ids.map((id) => update(ctx, id, toRow(rowOf(params.data), ctx.primaryKey, id))));
      return { data: params.ids };
    },
    delete: async (resource, params): Promise<DeleteResult> => {
      const [ctx, remove] = need(resource, 'delete');
      const deleted = await remove(ctx, params.id, rowOf(params.previousData));
      return { data: record({ ...rowOf(params.previousData), ...deleted }, ctx, params.id) };
    },
    deleteMany: async (resource, params) => {
      const [ctx, deleteMany] = maybe(resource, 'deleteMany');
      if (deleteMany) {
        await deleteMany(ctx, params.ids);
      } else {
        const [, remove] = need(resource, 'delete');
        await Promise.all(params.ids.map((id) => remove(ctx, id)));
      }
      return { data: params.ids };
    },
  };
  return provider;
}
