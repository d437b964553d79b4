import { http, type HttpHandler } from 'msw';
import { isRecord, notFound, ok, readBody, success } from '../util';
import { rowByKey } from '../../opaqueKeys';
import { summaryOf } from './graphs';
import { derivedSubRows } from './subRows';
import { changeStatus, createRecord, deleteRecord, deleteRecords, listOf, reorder, updateRecord, type Target } from './records';
import { adminIdNow, badRequest, nowText, param, screenFor, tableFor, textOf, type Params } from './shared';

/**
 * Generic resource layer, third variant: ra-data-simple-rest's shapes (`?filter=&range=&sort=`,
 * also `page/size` from the typed methods) plus the extra calls of spec §7. Answers only for
 * types declared with the rest family; specific paths before `:id`.
 */
function target(params: Params): (Target & { type: string }) | undefined {
  const type = param(params, 'type');
  const screen = screenFor(['rest'], type);
  return screen ? { type, screen, table: tableFor(screen, type) } : undefined;
}

type Resolver = (args: { request: Request; params: Params }, found: Target & { type: string }) => Response | Promise<Response>;
const on = (resolve: Resolver) => (args: { request: Request; params: Params }) => {
  const found = target(args.params);
  return found ? resolve(args, found) : undefined;
};

/** simple-rest filters by `id` (getMany): that is the primary key of our rows. */
function keyedUrl(url: string, key: string): string {
  const parsed = new URL(url);
  const filter = parsed.searchParams.get('filter');
  if (!filter || key === 'id') return url;
  const json: unknown = JSON.parse(filter);
  if (isRecord(json) && 'id' in json) {
    const { id, ...rest } = json;
    parsed.searchParams.set('filter', JSON.stringify({ ...rest, [key]: id }));
  }
  return parsed.toString();
}

/** A statistic of the rows: counts per value of the first select field. */
function statistic({ table, screen }: Target, name: string) {
  const field = screen?.fields.find((candidate) => candidate.kind === 'select' || candidate.kind === 'yn');
  const counts = new Map<string, number>();
  for (const row of table.all()) {
    const value = field ? textOf(row[field.source]) : name;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const list = [...counts].map(([value, cnt]) => ({
    statistic: name,
    code: value,
    name: field?.choices?.find((choice) => String(choice.id) === value)?.name ?? value,
    cnt,
  }));
  return ok({ list, totalCnt: list.length });
}

export const restHandlers: HttpHandler[] = [
  http.post(
    '/api/:type/issuedEdreamStamp/:id',
    on(async ({ params }, { table }) => {
      const row = table.get(param(params, 'id'));
      if (!row) return notFound();
      table.update(row[table.key], { edreamStampYn: 'Y', edreamStampDt: nowText(), modId: adminIdNow() });
      return success({}, '이드림 스탬프가 지급되었습니다.');
    }),
  ),
  http.post(
    '/api/:type/order/:id',
    on(async ({ request, params }, t) => {
      const row = t.table.get(param(params, 'id'));
      if (!row) return notFound();
      const target = Number((await readBody(request)).sortOrder);
      if (!Number.isInteger(target) || target < 1) return badRequest('순서는 1 이상의 숫자로 입력해주세요.');
      const others = t.table
        .all()
        .filter((other) => other !== row)
        .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
      others.splice(target - 1, 0, row);
      return reorder(t, { list: others.map((other, index) => ({ [t.table.key]: other[t.table.key], sortOrder: index + 1 })) });
    }),
  ),
  http.post(
    '/api/:type/order',
    on(async ({ request }, t) => reorder(t, await readBody(request))),
  ),
  http.post(
    '/api/:type/:id/status-like',
    on(async ({ request, params }, { table }) => {
      const row = table.get(param(params, 'id'));
      if (!row) return notFound();
      const asked = textOf((await readBody(request)).likeYn);
      if (asked !== '' && asked !== 'Y' && asked !== 'N') return badRequest('추천 여부는 Y 또는 N으로 보내주세요.');
      const likeYn = asked || (row.likeYn === 'Y' ? 'N' : 'Y');
      if (likeYn === row.likeYn) return badRequest(likeYn === 'Y' ? '이미 추천된 항목입니다.' : '추천되지 않은 항목입니다.');
      table.update(row[table.key], { likeYn, modId: adminIdNow(), modDt: nowText() });
      return success({ data: table.get(row[table.key]) }, likeYn === 'Y' ? '추천으로 지정되었습니다.' : '추천이 해제되었습니다.');
    }),
  ),
  http.get(
    '/api/:type/:sub/:id',
    on(({ params }, { table, screen }) => {
      const row = table.get(param(params, 'id'));
      if (!row) return notFound();
      const name = param(params, 'sub');
      const sub = row[name];
      if (Array.isArray(sub)) return ok({ list: sub, totalCnt: sub.length });
      if (screen?.subList?.sub === name) {
        const list = derivedSubRows(row, screen.subList.fields);
        return ok({ list, totalCnt: list.length });
      }
      return ok({ data: row });
    }),
  ),
  http.get(
    '/api/:type/:id',
    on(({ params, request }, t) => {
      const id = param(params, 'id');
      const row = rowByKey(t.table, id);
      if (row) return ok({ data: row });
      if (t.screen?.summary?.statistic === id) return ok(summaryOf(t.screen, t.table.all(), request.url)); // GET {type}/{statistic}
      return /^[A-Za-z]+$/.test(id) ? statistic(t, id) : notFound();
    }),
  ),
  http.put(
    '/api/:type/:id',
    on(async ({ request, params }, t) => updateRecord(t, param(params, 'id'), await readBody(request))),
  ),
  http.delete(
    '/api/:type/:id',
    on(async ({ request, params }, t) => deleteRecord(t, param(params, 'id'), await readBody(request))),
  ),
  http.post(
    '/api/:type/:url',
    on(async ({ request }, t) => changeStatus(t, await readBody(request))),
  ),
  http.get(
    '/api/:type',
    on(({ request }, t) => listOf(t, keyedUrl(request.url, t.table.key))),
  ),
  http.post(
    '/api/:type',
    on(async ({ request }, t) => createRecord(t, await readBody(request))),
  ),
  http.delete(
    '/api/:type',
    on(({ request }, t) => deleteRecords(t, new URL(request.url).searchParams.getAll('ids'))),
  ),
];
