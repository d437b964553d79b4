import { http, HttpResponse, type HttpHandler } from 'msw';
import { adminTable } from '../../db';
import { escalationRefusal, grantOf, normalized } from '../grants';
import { readBody, RESULT } from '../util';
import { adminHandlers, fieldRefusal } from './admins';
import { appVersionHandlers } from './appVersions';
import { departmentHandlers } from './departments';
import { createRecord, deleteRecord, detailOf, listOf, updateRecord, type Target } from './records';
import { badRequest, familyTable, param, recordOf, textOf, type Row } from './shared';

/**
 * The settings area's servers (issue 14): admin accounts (admins.ts), groups (here), app versions
 * and their apps (appVersions.ts), departments and office users (departments.ts).
 */
const membersOf = (grpId: unknown) =>
  adminTable()
    .all()
    .filter((row) => String(row.grpId) === String(grpId));
/** A group with the number of accounts in it now (never stored, so never stale). */
const withCount = (row: Row): Row => ({ ...row, adminCnt: membersOf(row.grpId).length });
const groups = (): Target => ({ ...familyTable('group', undefined, 'grpId'), present: withCount });

/** A group and its default grant (`accessMenu`, `menuAuth` in the grant shape, stored normalized): names are unique. */
async function saveGroup(request: Request, id?: string): Promise<Response> {
  const body = recordOf(await readBody(request));
  const { table } = groups();
  const stored = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !stored) return HttpResponse.json({ result: RESULT.FAIL, msg: '권한 그룹을 찾을 수 없습니다.' }, { status: 404 });
  const grpName = textOf(body.grpName ?? stored?.grpName);
  if (grpName && table.all().some((row) => textOf(row.grpName) === grpName && String(row.grpId) !== String(id)))
    return fieldRefusal('grpName', '이미 사용 중인 그룹명입니다.', 409);
  const given = grantOf(body);
  if (typeof given === 'string') return badRequest(given);
  const grant = given && normalized(given);
  const held = stored ? grantOf(stored) : undefined;
  const refusal = grant && escalationRefusal(grant, typeof held === 'object' ? held : undefined);
  if (refusal) return refusal;
  const { adminCnt: _count, ...record } = body;
  const saved = { ...record, ...(grpName ? { grpName } : {}), ...grant };
  return id === undefined ? createRecord(groups(), saved) : updateRecord(groups(), id, saved);
}

const groupHandlers: HttpHandler[] = [
  http.get('/api/group/list', ({ request }) => {
    const target = groups();
    return listOf(target, request.url, target.table.all().map(withCount));
  }),
  http.get('/api/group/:id', ({ params }) => detailOf(groups(), param(params, 'id'))),
  http.post('/api/group', ({ request }) => saveGroup(request)),
  http.put('/api/group/:id', ({ request, params }) => saveGroup(request, param(params, 'id'))),
  http.delete('/api/group/:id', async ({ request, params }) => {
    const id = param(params, 'id');
    const members = membersOf(id).length;
    if (members)
      return HttpResponse.json(
        { result: RESULT.FAIL, msg: `소속된 관리자가 ${members}명 있어 삭제할 수 없습니다. 다른 그룹으로 옮긴 뒤 삭제해주세요.` },
        { status: 409 },
      );
    return deleteRecord(groups(), id, recordOf(await readBody(request)));
  }),
];

export const settingsHandlers: HttpHandler[] = [...adminHandlers, ...groupHandlers, ...appVersionHandlers, ...departmentHandlers];
