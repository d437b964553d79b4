import { http, type HttpHandler } from 'msw';
import { codesOf, codeTable, db } from '../../db';
import { listResponse, notFound, ok, readBody, success } from '../util';
import { createRecord, deleteRecord, detailOf, reorder, updateRecord, type Target } from './records';
import { badRequest, param, recordOf, textOf } from './shared';

/** Common codes (/api/code): groups have `upCodeId` null, codes point at their group. */
const target = (): Target => ({ table: codeTable() });
const REQUIRED: ReadonlyArray<[string, string]> = [
  ['codeId', '코드'],
  ['codeName', '코드명'],
];
const childrenOf = (codeId: string) => codeTable().all().filter((row) => textOf(row.upCodeId) === codeId);
const IN_USE = '하위 코드가 있어 삭제할 수 없습니다.';

export const codeHandlers: HttpHandler[] = [
  http.get('/api/code/sub/:code', ({ params }) => {
    const list = codesOf(param(params, 'code')).filter((row) => row.useYn !== 'N');
    return ok({ list, totalCnt: list.length });
  }),
  http.get('/api/code/list', ({ request }) => listResponse(codeTable().all(), request.url, { defaultSort: { field: 'sortOrder', order: 'ASC' } })),
  http.post('/api/code/create', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const upCodeId = textOf(body.upCodeId) || null;
    const siblings = codeTable().all().filter((row) => (textOf(row.upCodeId) || null) === upCodeId);
    const sortOrder = Math.max(0, ...siblings.map((row) => Number(row.sortOrder) || 0)) + 1;
    return createRecord(target(), { useYn: 'Y', ...body, upCodeId, sortOrder }, REQUIRED);
  }),
  http.post('/api/code/order', async ({ request }) => reorder(target(), await readBody(request))),
  http.post('/api/code/greenDeposit', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const amount = Number(body.depositAmt ?? body.amount);
    if (!Number.isInteger(amount) || amount < 0) return badRequest('보증금 금액을(를) 입력해주세요.');
    const table = db.collection('greenDeposit');
    if (table.get(1)) table.update(1, { ...body, depositAmt: amount });
    else table.insert({ id: 1, ...body, depositAmt: amount });
    return success({ data: table.get(1) });
  }),
  /** Content check before a delete: is the code a group with codes under it? */
  http.post('/api/code/:subUrl/:id', ({ params }) => {
    const id = param(params, 'id');
    if (!codeTable().get(id)) return notFound();
    return childrenOf(id).length ? ok({ result: '9999', msg: IN_USE }) : ok({ result: '0000', msg: '삭제할 수 있습니다.' });
  }),
  /** A partial update (use flag, name, order). */
  http.put('/api/code/:subUrl/:id', async ({ request, params }) => updateRecord(target(), param(params, 'id'), await readBody(request))),
  /** Name duplicate check within the group. */
  http.post('/api/code/:subUrl', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const codeName = textOf(body.codeName);
    if (!codeName) return badRequest('코드명을(를) 입력해주세요.');
    const group = textOf(body.upCodeId);
    const taken = codeTable()
      .all()
      .some((row) => textOf(row.codeName) === codeName && textOf(row.upCodeId) === group && textOf(row.codeId) !== textOf(body.codeId));
    return ok(taken ? { result: '9999', msg: '이미 사용 중인 코드명입니다.' } : { result: '0000', msg: '사용 가능한 코드명입니다.' });
  }),
  http.get('/api/code/:id', ({ params }) => detailOf(target(), param(params, 'id'))),
  http.put('/api/code/:id', async ({ request, params }) => updateRecord(target(), param(params, 'id'), await readBody(request))),
  http.delete('/api/code/:id', ({ params }) => {
    const id = param(params, 'id');
    return childrenOf(id).length ? badRequest(IN_USE) : deleteRecord(target(), id);
  }),
];
