import { http, type HttpHandler } from 'msw';
import type { ApiFamily } from '@/declarations/types';
import { codesOf, db } from '../../db';
import { notFound, ok, readBody, success } from '../util';
import { addSubRow, reorderGroup, subRowsExpansion, subRowsOf } from './subRows';
import {
  changeStatus,
  checkEventId,
  createRecord,
  deleteRecord,
  deleteRecords,
  detailOf,
  excelOf,
  listOf,
  reorder,
  updateRecord,
  type Target,
} from './records';
import { badRequest, idsOf, nowText, adminIdNow, param, recordOf, screenFor, tableFor, type Params } from './shared';

/**
 * Generic content, variants 1 and 2 (docs/api.md). Every route answers only for a `{type}`
 * declared with that family and, for `{type}/{type}/…`, a repeated type; otherwise it falls
 * through to the next handler. Specific paths come before the `:id` ones.
 */
const V1V2: readonly ApiFamily[] = ['contentV1', 'contentV2'];
const V2: readonly ApiFamily[] = ['contentV2'];

function target(params: Params, families: readonly ApiFamily[], nested: boolean): (Target & { type: string }) | undefined {
  const type = param(params, 'type');
  if (nested && param(params, 'inner') !== type) return undefined;
  const screen = screenFor(families, type);
  return screen ? { type, screen, table: tableFor(screen, type) } : undefined;
}

type Resolver = (args: { request: Request; params: Params }, found: Target & { type: string }) => Response | Promise<Response>;

/** A handler that answers only for content types of `families`. */
const on = (families: readonly ApiFamily[], nested: boolean, resolve: Resolver) => (args: { request: Request; params: Params }) => {
  const found = target(args.params, families, nested);
  return found ? resolve(args, found) : undefined;
};

const base = '/api/:type';
const item = '/api/:type/:inner';

export const contentHandlers: HttpHandler[] = [
  http.get(
    `${base}/list`,
    on(V1V2, false, ({ request }, t) => listOf(t, request.url)),
  ),
  http.delete(
    `${base}/list`,
    on(V2, false, async ({ request }, t) => deleteRecords(t, idsOf(await readBody(request), t.table.key))),
  ),
  http.post(
    `${base}/create`,
    on(V1V2, false, async ({ request }, t) => createRecord(t, await readBody(request))),
  ),
  http.post(
    `${base}/detail`,
    on(V2, false, async ({ request }, t) => {
      const body = await readBody(request);
      return detailOf(t, body[t.table.key] ?? body.id, true);
    }),
  ),
  http.get(
    `${item}/sub/:code`,
    on(V1V2, true, ({ params }, t) => {
      // a screen with sub-rows answers those of the record {code}; any other, the code group {code}
      const list = t.screen?.subList ? subRowsOf(t, param(params, 'code')) : codesOf(param(params, 'code'));
      return list ? ok({ list, totalCnt: list.length }) : notFound();
    }),
  ),
  http.post(
    `${item}/sub/:sub`,
    on(V1V2, true, async ({ request, params }, t) => {
      const body = recordOf(await readBody(request));
      if (t.screen?.subList) return addSubRow(t, param(params, 'sub'), body);
      if (Object.keys(body).length === 0) return badRequest('저장할 내용을 입력해주세요.');
      const row = db.collection(`${t.type}_${param(params, 'sub')}`).insert({ ...body, regId: adminIdNow(), regDt: nowText() });
      return success({ data: row });
    }),
  ),
  http.post(
    `${item}/order/:sub`,
    on(V2, true, async ({ request, params }, t) => reorderGroup(t, param(params, 'sub'), await readBody(request))),
  ),
  http.post(
    `${item}/excelDetail`,
    on(V1V2, true, async ({ request }, t) => excelOf(t, await readBody(request), t.type, subRowsExpansion(t))),
  ),
  http.post(
    `${item}/chkEventId`,
    on(V1V2, true, async ({ request }, t) => checkEventId(t, await readBody(request))),
  ),
  http.post(
    `${item}/order`,
    on(V1V2, true, async ({ request }, t) => reorder(t, await readBody(request))),
  ),
  http.post(
    `${item}/status`,
    on(V1V2, true, async ({ request }, t) => changeStatus(t, await readBody(request))),
  ),
  http.get(
    `${item}/:id`,
    on(V1V2, true, ({ params }, t) => detailOf(t, param(params, 'id'))),
  ),
  http.put(
    `${item}/:id`,
    on(V1V2, true, async ({ request, params }, t) => updateRecord(t, param(params, 'id'), await readBody(request))),
  ),
  http.delete(
    `${item}/:id`,
    on(V1V2, true, async ({ request, params }, t) => deleteRecord(t, param(params, 'id'), await readBody(request))),
  ),
];
