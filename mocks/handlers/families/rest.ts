import { http, type HttpHandler } from 'msw';
import { isRecord, notFound, ok, readBody, success } from '../util';
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
  const list = [...counts].map(([value, cnt]) => ({ statistic: name, code: value, name: field?.choices?.find((choice) => String(choice.id) === value)?.name ?? value, cnt }));
  return ok({ list, totalCnt: list.length });
}

export const restHandlers: HttpHandler[] = [
  http.post('/api/:type/issuedEdreamStamp/:id', on(async ({ params }, { table }) => {
    const row = table.get(param(params, 'id'));
    if (!row) return notFound();
    table.update(row[table.key], { edreamStampYn: 'Y', edreamStampDt: nowText(), modId: adminIdNow() });
    return success({}, '이드림 스탬프가 지급되었습니다.');
  })),
  http.post('/api/:type/order/:id', on(async ({ request, params }, t) => {
    const row = t.table.get(param(params, 'id'));
    if (!row) return notFound();
    const target = Number((await readBody(request)).sortOrder);
    if (!Number.isInteger(target) || target < 1) return badRequest('순서는 1 이상의 숫자로 입력해주세요.');
    const others = t.table.all().filter((other) => other !== row).sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
    others.splice(target - 1, 0, row);
    return reorder(t, { list: others.map((other, index) => ({ [t.table.key]: other[t.table.key], sortOrder: index + 1 })) });
  })),
  http.post('/api/:type/order', on(async ({ request }, t) => reorder(t, await readBody(request)))),
  http.post('/api/:type/:id/status-like', on(async ({ request, params }, { table }) => {
    const row = table.get(param(params, 'id'));
    if (!row) return notFound();
    const likeYn = textOf((await readBody(request)).likeYn) || (row.likeYn === 'Y' ? 'N' : 'Y');
    table.update(row[table.key], { likeYn, likeCnt: Math.max(0, (Number(row.likeCnt) || 0) + (likeYn === 'Y' ? 1 : -1)) });
    return success({ data: table.get(row[table.key]) });
  })),
  http.get('/api/:type/:sub/:id', on(({ params }, { table }) => {
    const row = table.get(param(params, 'id'));
    if (!row) return notFound();
    const sub = row[param(params, 'sub')];
    return Array.isArray(sub) ? ok({ list: sub, totalCnt: sub.length }) : ok({ data: row });
  })),
  http.get('/api/:type/:id', on(({ params }, t) => {
    const id = param(params, 'id');
    const row = t.table.get(id);
    if (row) return ok({ data: row });
    return /^[A-Za-z]+$/.test(id) ? statistic(t, id) : notFound(); // GET {type}/{statistic}
  })),
  http.put('/api/:type/:id', on(async ({ request, params }, t) => updateRecord(t, param(params, 'id'), await readBody(request)))),
  http.delete('/api/:type/:id', on(async ({ request, params }, t) => deleteRecord(t, param(params, 'id'), await readBody(request)))),
  http.post('/api/:type/:url', on(async ({ request }, t) => changeStatus(t, await readBody(request)))),
  http.get('/api/:type', on(({ request }, t) => listOf(t, keyedUrl(request.url, t.table.key)))),
  http.post('/api/:type', on(async ({ request }, t) => createRecord(t, await readBody(request)))),
  http.delete('/api/:type', on(({ request }, t) => deleteRecords(t, new URL(request.url).searchParams.getAll('ids')))),
];
