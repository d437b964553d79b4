import type { GetListParams, Identifier } from 'react-admin';
import { endpoints, placeholdersOf, type CallOptions, type RouteTable, type VarValues } from '../routes';
import { orderBody, revOf, UnsupportedCallError, type FamilyAdapter, type FamilyContext } from '../family';
import { listQuery, type Filter } from '../listQuery';
import { readDeleted, readDetail, readDone, readList, readSaved, type Row } from '../records';
import { flattenTree, type TreeShape } from '../treeRows';

/**
 * Where a bespoke call carries the record id: `path` fills the route's placeholders, `body` and
 * `query` send `{ [primaryKey]: id }`, `list` reads the route as a list filtered by the key and
 * picks the row (for a family with no detail call of its own).
 */
export type IdPlace = 'path' | 'body' | 'query' | 'list';

/** Which routes of a bespoke family's table serve react-admin's CRUD (table-driven, no per-resource code). */
export interface CrudBinding<K extends string> {
  getList?: K;
  /** Values of the list route's placeholders when neither `meta.vars` nor the filter gives them. */
  listVars?: VarValues;
  getOne?: { route: K; id: IdPlace };
  create?: K;
  update?: { route: K; id: IdPlace };
  delete?: { route: K; id: IdPlace; withBody?: boolean };
  changeOrder?: K;
  /** A filter always applied to lists (the code family's `upCodeId` of a category screen). */
  fixedFilter?: (ctx: FamilyContext) => Filter;
  /** Fields always sent on create. */
  createDefaults?: (ctx: FamilyContext) => Row;
  /** A list the server may answer as a tree (`children`): read as flat rows naming their parent. */
  tree?: TreeShape;
  /** Runs after every write (the code family forgets its cached groups). */
  afterWrite?: () => void;
  /** Overrides for the screens of one `{type}` (e.g. member `lbs` lists through GET member/lbs). */
  byType?: Readonly<Record<string, Omit<CrudBinding<K>, 'byType'>>>;
}

const isMeta = (meta: unknown): meta is { route?: unknown; vars?: VarValues } => typeof meta === 'object' && meta !== null;

/** Placeholders come from `meta.vars`, then the filter (and leave it), then the binding's defaults, else ''. */
function splitFilter(placeholders: string[], filter: Filter, metaVars: VarValues = {}, defaults: VarValues = {}) {
  const rest: Filter = { ...filter };
  const vars: Record<string, string | number> = {};
  for (const name of placeholders) {
    const given = metaVars[name] ?? rest[name] ?? defaults[name];
    delete rest[name];
    vars[name] = typeof given === 'number' ? given : given === undefined || given === null ? '' : String(given);
  }
  return { vars, rest };
}

export function bespokeAdapter<T extends RouteTable>(routes: T, binding: CrudBinding<keyof T & string>): FamilyAdapter {
  type Key = keyof T & string;
  const api = endpoints(routes);
  const bindingOf = (ctx: FamilyContext): CrudBinding<Key> => ({ ...binding, ...binding.byType?.[ctx.type] });
  const isKey = (value: unknown): value is Key => typeof value === 'string' && value in routes;

  const list = async (ctx: FamilyContext, key: Key, params: GetListParams) => {
    const meta = isMeta(params.meta) ? params.meta : {};
    const { fixedFilter, listVars, tree } = bindingOf(ctx);
    const filter = { ...params.filter, ...fixedFilter?.(ctx) };
    const { vars, rest } = splitFilter(placeholdersOf(routes[key]), filter, meta.vars, listVars);
    const reply = readList(await api.call(key, vars, { query: listQuery(params, ctx.primaryKey, rest), signal: params.signal }));
    return tree ? flattenTree(reply, tree) : reply;
  };

  /** Sends a call with the id where the binding says, its reply read by `read`; `list` reads the row out of the list. */
  const withId = async (
    ctx: FamilyContext,
    key: Key,
    id: Identifier,
    place: IdPlace,
    read: (body: unknown) => Row,
    body?: Row,
    signal?: AbortSignal,
  ): Promise<Row> => {
    const keyed = { [ctx.primaryKey]: id };
    if (place === 'list') {
      const { list: rows } = await list(ctx, key, { filter: keyed, signal });
      return rows.find((row) => String(row[ctx.primaryKey]) === String(id)) ?? {};
    }
    const vars = Object.fromEntries(placeholdersOf(routes[key]).map((name) => [name, place === 'path' ? id : '']));
    const options: CallOptions = { signal };
    if (place === 'query') options.query = keyed;
    if (place === 'body') options.body = { ...body, ...keyed };
    else if (body) options.body = body;
    return read(await api.call(key, vars, options));
  };

  const write = <R>(ctx: FamilyContext, run: () => Promise<R>): Promise<R> => run().finally(() => bindingOf(ctx).afterWrite?.());
  type Call = Exclude<keyof CrudBinding<Key>, 'byType'>;
  const missing = (ctx: FamilyContext, call: Call) => new UnsupportedCallError(ctx.resource, ctx.family, call);
  const some = (call: Call) => binding[call] !== undefined || Object.values(binding.byType ?? {}).some((b) => b[call] !== undefined);

  const adapter: FamilyAdapter = {};
  if (some('getList')) {
    adapter.getList = (ctx, params) => {
      const meta = isMeta(params.meta) ? params.meta : {};
      const key = isKey(meta.route) ? meta.route : bindingOf(ctx).getList;
      if (!key) throw missing(ctx, 'getList');
      return list(ctx, key, params);
    };
  }
  if (some('getOne')) {
    adapter.getOne = (ctx, id, signal) => {
      const call = bindingOf(ctx).getOne;
      if (!call) throw missing(ctx, 'getOne');
      return withId(ctx, call.route, id, call.id, readDetail, undefined, signal);
    };
  }
  if (some('create')) {
    adapter.create = (ctx, row) => {
      const { create, createDefaults } = bindingOf(ctx);
      if (!create) throw missing(ctx, 'create');
      return write(ctx, async () => {
        const vars = Object.fromEntries(placeholdersOf(routes[create]).map((name) => [name, '']));
        return readSaved(await api.call(create, vars, { body: { ...row, ...createDefaults?.(ctx) } }), ctx.primaryKey);
      });
    };
  }
  if (some('update')) {
    adapter.update = (ctx, id, row) => {
      const call = bindingOf(ctx).update;
      if (!call) throw missing(ctx, 'update');
      return write(ctx, () => withId(ctx, call.route, id, call.id, (body) => readSaved(body, ctx.primaryKey), row));
    };
  }
  if (some('delete')) {
    adapter.delete = (ctx, id, previous) => {
      const call = bindingOf(ctx).delete;
      if (!call) throw missing(ctx, 'delete');
      const body = call.withBody || call.id === 'body' ? { [ctx.primaryKey]: id, ...revOf(previous) } : undefined;
      return write(ctx, () => withId(ctx, call.route, id, call.id, readDeleted, body));
    };
  }
  if (some('changeOrder')) {
    adapter.changeOrder = async (ctx, ids) => {
      const key = bindingOf(ctx).changeOrder;
      if (!key) throw missing(ctx, 'changeOrder');
      await write(ctx, async () => readDone(await api.call(key, {}, { body: orderBody(ctx, ids) })));
    };
  }
  return adapter;
}
