import { http, HttpResponse, type HttpHandler } from 'msw';
import { screens } from '@resources/registry';
import { CODE_NAME_MAX, CODE_SUB_URL, GREEN_DEPOSIT_ID } from '@resources/settingsRules';
import { codesOf, codeTable, collectionOf, db } from '../../db';
import { listResponse, notFound, ok, readBody, RESULT, success } from '../util';
import { fieldRefusal } from './admins';
import { createRecord, deleteRecord, detailOf, updateRecord, type Target } from './records';
import { adminIdNow, badRequest, nowText, param, recordOf, textOf, type Row } from './shared';

/**
 * Common codes (/api/code, spec §7's eleven calls): groups have `upCodeId` null, codes point at
 * their group. Names are unique within a group (409); a code still in use, or a group with codes,
 * is not deleted (409, saying where it is used); the green-cup deposit is the setting record
 * `greenDeposit`.
 */
const target = (): Target => ({ table: codeTable() });
const groupOf = (row: Row | undefined) => textOf(row?.upCodeId);
const siblingsOf = (upCodeId: string) =>
  codeTable()
    .all()
    .filter((row) => groupOf(row) === upCodeId);

/** Where a code is used: the rows of every screen whose code field takes its group. Empty: free to delete. */
export function usageOf(codeId: string): string | undefined {
  const row = codeTable().get(codeId);
  if (!row) return undefined;
  if (!groupOf(row)) {
    const children = siblingsOf(codeId).length;
    return children ? `하위 코드가 ${children}개 있어 삭제할 수 없습니다. 하위 코드를 먼저 삭제해주세요.` : undefined;
  }
  const uses = screens.flatMap((screen) =>
    screen.fields
      .filter((field) => field.kind === 'code' && field.codeGroup === groupOf(row))
      .map(
        (field) =>
          [
            screen.label,
            collectionOf(screen)
              .all()
              .filter((item) => textOf(item[field.source]) === codeId).length,
          ] as const,
      )
      .filter(([, count]) => count > 0),
  );
  if (uses.length === 0) return undefined;
  const where = uses.map(([label, count]) => `${label} ${count.toLocaleString('ko-KR')}건`).join(', ');
  return `사용 중인 코드입니다: ${where}. 삭제하는 대신 사용 여부를 '미사용'으로 바꾸면 새로 고르는 목록에서만 빠집니다.`;
}

/** The name is free within the group (the code itself excepted). */
const nameTaken = (codeName: string, upCodeId: string, codeId = '') =>
  siblingsOf(upCodeId).some((row) => textOf(row.codeName) === codeName && textOf(row.codeId) !== codeId);

const NAME_TAKEN = '같은 그룹에 이미 있는 코드명입니다.';

function nameProblem(body: Row, upCodeId: string, codeId?: string): Response | undefined {
  const codeName = textOf(body.codeName);
  if (!codeName) return fieldRefusal('codeName', '코드명을 입력해주세요.');
  if ([...codeName].length > CODE_NAME_MAX) return fieldRefusal('codeName', `코드명은 ${CODE_NAME_MAX}자 이내로 입력해주세요.`);
  return nameTaken(codeName, upCodeId, codeId) ? fieldRefusal('codeName', NAME_TAKEN, 409) : undefined;
}

function createCode(body: Row): Response {
  const codeId = textOf(body.codeId);
  const upCodeId = textOf(body.upCodeId);
  if (!codeId) return fieldRefusal('codeId', '코드를 입력해주세요.');
  if (!/^[A-Za-z0-9_]{1,10}$/.test(codeId)) return fieldRefusal('codeId', '코드는 영문, 숫자, 밑줄(_)로 10자 이내로 입력해주세요.');
  if (codeTable().get(codeId)) return fieldRefusal('codeId', '이미 등록된 코드입니다.', 409);
  const group = upCodeId ? codeTable().get(upCodeId) : undefined;
  if (upCodeId && (!group || groupOf(group))) return badRequest('상위 코드 그룹을 찾을 수 없습니다.');
  const problem = nameProblem(body, upCodeId);
  if (problem) return problem;
  const sortOrder = Math.max(0, ...siblingsOf(upCodeId).map((row) => Number(row.sortOrder) || 0)) + 1;
  return createRecord(target(), { useYn: 'Y', ...body, codeId, codeName: textOf(body.codeName), upCodeId: upCodeId || null, sortOrder });
}

function updateCode(id: string, body: Row): Response {
  const row = codeTable().get(id);
  if (!row) return notFound('코드를 찾을 수 없습니다.');
  const { upCodeId: _group, ...patch } = body;
  if (patch.codeName !== undefined) {
    const problem = nameProblem(patch, groupOf(row), id);
    if (problem) return problem;
  }
  if (patch.useYn !== undefined && patch.useYn !== 'Y' && patch.useYn !== 'N') return badRequest('사용 여부를 선택해주세요.');
  return updateRecord(target(), id, patch);
}

const inUse = (msg: string) => HttpResponse.json({ result: RESULT.FAIL, msg }, { status: 409 });

/** `upCodeId=X`: the codes of group X (exact); `groupYn=Y`: the groups; both ride on the list query. */
function codeList(url: string): Response {
  const query = new URL(url).searchParams;
  const group = query.get('upCodeId');
  const rows = query.get('groupYn') === 'Y' ? siblingsOf('') : group ? siblingsOf(group) : codeTable().all();
  return listResponse(rows, url, { defaultSort: { field: 'sortOrder', order: 'ASC' }, ignore: ['upCodeId', 'groupYn'] });
}

const greenDeposit = () => db.collection('greenDeposit');

export const codeHandlers: HttpHandler[] = [
  http.get('/api/code/sub/:code', ({ params }) => {
    const list = codesOf(param(params, 'code')).filter((row) => row.useYn !== 'N');
    return ok({ list, totalCnt: list.length });
  }),
  http.get('/api/code/list', ({ request }) => codeList(request.url)),
  http.post('/api/code/create', async ({ request }) => createCode(recordOf(await readBody(request)))),
  http.post('/api/code/order', async ({ request }) => {
    const body = await readBody(request);
    const items = Array.isArray(body.list) ? body.list.filter((item): item is Row => typeof item === 'object' && item !== null) : [];
    if (items.length === 0) return badRequest('순서를 변경할 코드가 없습니다.');
    const rows = items.map((item) => codeTable().get(item.codeId ?? item.id));
    if (rows.some((row) => !row)) return notFound('코드를 찾을 수 없습니다.');
    if (new Set(rows.map(groupOf)).size > 1) return badRequest('같은 그룹의 코드만 순서를 바꿀 수 있습니다.');
    items.forEach((item, index) =>
      codeTable().update(item.codeId ?? item.id, { sortOrder: Number(item.sortOrder) || index + 1, modId: adminIdNow(), modDt: nowText() }),
    );
    return success({}, '순서가 저장되었습니다.');
  }),
  http.post('/api/code/greenDeposit', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const amount = Number(body.depositAmt);
    if (body.depositAmt === '' || body.depositAmt === null || !Number.isInteger(amount) || amount < 0 || amount > 5000)
      return fieldRefusal('depositAmt', '보증금은 0원에서 5,000원 사이의 금액으로 입력해주세요.');
    if (amount % 10 !== 0) return fieldRefusal('depositAmt', '보증금은 10원 단위로 입력해주세요.');
    const data = { depositAmt: amount, modId: adminIdNow(), modDt: nowText() };
    if (greenDeposit().get(1)) greenDeposit().update(1, data);
    else greenDeposit().insert({ id: 1, ...data });
    return success({ data: greenDeposit().get(1) });
  }),
  /** Content check before a delete: 0000 when nothing uses the code, else 9999 saying where it is used. */
  http.post('/api/code/:subUrl/:id', ({ params }) => {
    if (param(params, 'subUrl') !== CODE_SUB_URL.contentCheck) return notFound('요청한 API를 찾을 수 없습니다.');
    const id = param(params, 'id');
    if (!codeTable().get(id)) return notFound('코드를 찾을 수 없습니다.');
    const used = usageOf(id);
    return ok(used ? { result: RESULT.FAIL, msg: used } : { result: RESULT.OK, msg: '삭제할 수 있는 코드입니다.' });
  }),
  /** The use flag alone (`{ useYn }`). */
  http.put('/api/code/:subUrl/:id', async ({ request, params }) => {
    if (param(params, 'subUrl') !== CODE_SUB_URL.useFlag) return notFound('요청한 API를 찾을 수 없습니다.');
    const { useYn, rev } = recordOf(await readBody(request));
    if (useYn !== 'Y' && useYn !== 'N') return badRequest('사용 여부를 선택해주세요.');
    return updateCode(param(params, 'id'), { useYn, ...(rev === undefined ? {} : { rev }) });
  }),
  /** Name duplicate check within the group (`{ codeName, upCodeId, codeId? }`). */
  http.post('/api/code/:subUrl', async ({ request, params }) => {
    if (param(params, 'subUrl') !== CODE_SUB_URL.nameCheck) return notFound('요청한 API를 찾을 수 없습니다.');
    const body = recordOf(await readBody(request));
    const codeName = textOf(body.codeName);
    if (!codeName) return fieldRefusal('codeName', '코드명을 입력해주세요.');
    const taken = nameTaken(codeName, textOf(body.upCodeId), textOf(body.codeId));
    return ok(taken ? { result: RESULT.FAIL, msg: NAME_TAKEN } : { result: RESULT.OK, msg: '사용할 수 있는 코드명입니다.' });
  }),
  http.get(`/api/code/${GREEN_DEPOSIT_ID}`, () => ok({ data: greenDeposit().get(1) ?? { depositAmt: 0 } })),
  http.get('/api/code/:id', ({ params }) => detailOf(target(), param(params, 'id'))),
  http.put('/api/code/:id', async ({ request, params }) => updateCode(param(params, 'id'), recordOf(await readBody(request)))),
  http.delete('/api/code/:id', async ({ request, params }) => {
    const id = param(params, 'id');
    if (!codeTable().get(id)) return notFound('코드를 찾을 수 없습니다.');
    const used = usageOf(id);
    return used ? inUse(used) : deleteRecord(target(), id, recordOf(await readBody(request)));
  }),
];
