import { http, type HttpHandler } from 'msw';
import { credentialOf, QA_PASSWORD, type AdminAccount } from '../../accounts';
import { adminTable, credentialTable, db } from '../../db';
import { listResponse, notFound, ok, readBody, success } from '../util';
import { createRecord, deleteRecord, detailOf, listOf, updateRecord, type Target } from './records';
import { adminIdNow, badRequest, familyTable, nowText, param, recordOf, textOf, type Row } from './shared';

/** Admin accounts (/api/admin), groups (/api/group), app versions and their apps (/api/appVersion). */
const admins = (): Target => ({ table: adminTable(), screen: familyTable('admin').screen });
const groups = () => familyTable('group', undefined, 'grpId');
const versions = () => familyTable('appVersion');
const apps = () => db.collection('appVersionApp', 'appId');

/** Never a password or the per-menu flags in an answer. */
const publicAdmin = (row: Row): Row => {
  const { adminPwd: _pwd, menuAuth: _auth, ...rest } = row;
  return rest;
};

const adminIdIn = async (request: Request) => textOf(recordOf(await readBody(request)).adminId);
const ADMIN_ID = /^[A-Za-z0-9.]{8,30}$/;

/** A new account takes the menus of an account of its group; its first password is temporary. */
function createAdmin(body: Row): Response {
  const adminId = textOf(body.adminId);
  if (adminId && !ADMIN_ID.test(adminId)) return badRequest('아이디는 영문, 숫자, 마침표로 8~30자를 입력해주세요.');
  const grpId = Number(body.grpId);
  const peer = adminTable().all().find((row) => row.grpId === grpId);
  const fields: Partial<AdminAccount> = { grpId, accessMenu: [...(peer?.accessMenu ?? [])], menuAuth: { ...peer?.menuAuth }, pwdChangeYn: 0, pwdTempYn: 1, smsAuthYn: 'N', useYn: 'Y', lastLoginDt: '' };
  const { adminPwd, adminPwdConfirm: _confirm, ...record } = body;
  const created = createRecord(admins(), { ...fields, ...record });
  if (created.status === 200) credentialTable().insert(credentialOf(adminId, textOf(adminPwd) || QA_PASSWORD));
  return created;
}

export const settingsHandlers: HttpHandler[] = [
  http.get('/api/admin/list', ({ request }) => {
    const rows = adminTable().all().map(publicAdmin);
    return listResponse(rows, request.url, { fields: admins().screen?.fields });
  }),
  http.post('/api/admin/detail', async ({ request }) => {
    const row = adminTable().get(await adminIdIn(request));
    return row ? ok({ data: publicAdmin(row) }) : notFound();
  }),
  http.post('/api/admin/create', async ({ request }) => createAdmin(recordOf(await readBody(request)))),
  http.put('/api/admin/update', async ({ request }) => {
    const { adminPwd: _pwd, accessMenu: _menu, menuAuth: _auth, ...body } = recordOf(await readBody(request));
    return updateRecord(admins(), textOf(body.adminId), body);
  }),
  http.post('/api/admin/delete', async ({ request }) => {
    const adminId = await adminIdIn(request);
    if (adminId === adminIdNow()) return badRequest('로그인한 계정은 삭제할 수 없습니다.');
    credentialTable().remove(adminId);
    return deleteRecord(admins(), adminId);
  }),
  http.post('/api/admin/duplicate', async ({ request }) => {
    const adminId = await adminIdIn(request);
    if (!adminId) return badRequest('아이디을(를) 입력해주세요.');
    return ok(adminTable().get(adminId) ? { result: '9999', msg: '이미 사용 중인 아이디입니다.' } : { result: '0000', msg: '사용 가능한 아이디입니다.' });
  }),

  http.get('/api/group/list', ({ request }) => listOf(groups(), request.url)),
  http.get('/api/group/:id', ({ params }) => detailOf(groups(), param(params, 'id'))),
  http.post('/api/group', async ({ request }) => createRecord(groups(), await readBody(request))),
  http.put('/api/group/:id', async ({ request, params }) => updateRecord(groups(), param(params, 'id'), await readBody(request))),
  http.delete('/api/group/:id', ({ params }) => {
    const id = param(params, 'id');
    if (adminTable().all().some((row) => String(row.grpId) === id)) return badRequest('소속된 관리자가 있어 삭제할 수 없습니다.');
    return deleteRecord(groups(), id);
  }),

  http.get('/api/appVersion/list', ({ request }) => listOf(versions(), request.url)),
  http.get('/api/appVersion/app/:id', ({ request, params }) => {
    const versionId = param(params, 'id');
    if (!versions().table.get(versionId)) return notFound();
    return listResponse(apps().all().filter((row) => textOf(row.versionId) === versionId), request.url);
  }),
  http.post('/api/appVersion/app/:id', async ({ request, params }) => {
    const versionId = param(params, 'id');
    if (!versions().table.get(versionId)) return notFound();
    const body = recordOf(await readBody(request));
    if (!textOf(body.appName)) return badRequest('앱 이름을(를) 입력해주세요.');
    return success({ data: apps().insert({ ...body, versionId, regId: adminIdNow(), regDt: nowText() }) });
  }),
  http.delete('/api/appVersion/app/:id', ({ params }) => deleteRecord({ table: apps() }, param(params, 'id'))),
  http.get('/api/appVersion/:id', ({ params }) => detailOf(versions(), param(params, 'id'))),
  http.post('/api/appVersion', async ({ request }) => createRecord(versions(), await readBody(request))),
  http.put('/api/appVersion/:id', async ({ request, params }) => updateRecord(versions(), param(params, 'id'), await readBody(request))),
];
