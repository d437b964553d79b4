import { http, type HttpHandler } from 'msw';
import type { MenuGrant } from '@/providers/menuGrants';
import { credentialOf, grantOf as grantOfAccount, menuAuthOf, QA_PASSWORD, STORE_GROUP, type AdminAccount } from '../../accounts';
import { adminTable, credentialTable, db } from '../../db';
import { currentAdmin } from '../../session';
import { OTHER_STORE_MSG } from '../../storeScope';
import { allMenuCodes, escalationRefusal, grantOf, normalized } from '../grants';
import { forbidden, listResponse, notFound, ok, readBody, success } from '../util';
import { createRecord, deleteRecord, detailOf, listOf, updateRecord, type Target } from './records';
import { adminIdNow, badRequest, familyTable, nowText, param, recordOf, textOf, type Row } from './shared';

/** Admin accounts (/api/admin), groups (/api/group), app versions and their apps (/api/appVersion). */
const groups = (): Target => familyTable('group', undefined, 'grpId');
const versions = () => familyTable('appVersion');
const apps = () => db.collection('appVersionApp', 'appId');

/** Never a password, nor the flags in their stored form, in an answer. */
const publicAdmin = (row: Row): Row => {
  const { adminPwd: _pwd, menuAuth: _auth, ...rest } = row;
  return rest;
};
/** A detail (and a write's answer): the menus and flags in the grant shape (docs/api.md, "Menu grants"). */
const adminDetail = (row: Row): Row => ({ ...publicAdmin(row), menuAuth: grantOfAccount(row as AdminAccount, allMenuCodes()).menuAuth });
const admins = (): Target => ({ table: adminTable(), screen: familyTable('admin').screen, present: adminDetail });

const adminIdIn = async (request: Request) => textOf(recordOf(await readBody(request)).adminId);
const ADMIN_ID = /^[A-Za-z0-9.]{8,30}$/;

/** How an account keeps a normalized grant. */
const accountFields = (grant: MenuGrant): Partial<AdminAccount> => ({ accessMenu: [...grant.accessMenu], menuAuth: menuAuthOf(grant) });

/** A store owner's stores (`storeIds`, group 4 only); a store owner gives only their own stores. */
function storeIdsIn(body: Row, grpId: number): Partial<AdminAccount> | Response {
  if (body.storeIds === undefined || grpId !== STORE_GROUP) return {};
  if (!Array.isArray(body.storeIds)) return badRequest('매장 형식이 올바르지 않습니다.');
  const storeIds = body.storeIds.map(String);
  const own = currentAdmin();
  if (own && Number(own.grpId) === STORE_GROUP && storeIds.some((id) => !(own.storeIds ?? []).includes(id))) return forbidden(OTHER_STORE_MSG);
  return { storeIds };
}

/** The grant a new account gets when its body names none: its group's default, else a peer's. */
function defaultGrant(grpId: number): MenuGrant {
  const group = groups().table.get(grpId);
  const fromGroup = group ? grantOf(group) : undefined;
  if (typeof fromGroup === 'object') return fromGroup;
  const peer = adminTable().all().find((row) => row.grpId === grpId);
  return peer ? grantOfAccount(peer, allMenuCodes()) : { accessMenu: [], menuAuth: [] };
}

/** A new account: never more menus or flags than the caller holds; its first password is temporary. */
function createAdmin(body: Row): Response {
  const adminId = textOf(body.adminId);
  if (adminId && !ADMIN_ID.test(adminId)) return badRequest('아이디는 영문, 숫자, 마침표로 8~30자를 입력해주세요.');
  const grpId = Number(body.grpId);
  const given = grantOf(body);
  if (typeof given === 'string') return badRequest(given);
  const stores = storeIdsIn(body, grpId);
  if (stores instanceof Response) return stores;
  const grant = normalized(given ?? defaultGrant(grpId));
  const refusal = escalationRefusal(grant);
  if (refusal) return refusal;
  const fields: Partial<AdminAccount> = { grpId, ...accountFields(grant), ...stores, pwdChangeYn: 0, pwdTempYn: 1, smsAuthYn: 'N', useYn: 'Y', lastLoginDt: '' };
  const { adminPwd, adminPwdConfirm: _confirm, accessMenu: _menu, menuAuth: _auth, storeIds: _stores, ...record } = body;
  const created = createRecord(admins(), { ...record, ...fields });
  if (created.status === 200) credentialTable().insert(credentialOf(adminId, textOf(adminPwd) || QA_PASSWORD));
  return created;
}

/** An update: a grant in the body replaces the stored one when it adds nothing the caller lacks. */
function updateAdmin(body: Row): Response {
  const { adminPwd: _pwd, accessMenu: _menu, menuAuth: _auth, storeIds: _stores, ...rest } = body;
  const row = adminTable().get(textOf(body.adminId));
  if (!row) return notFound();
  const given = grantOf(body);
  if (typeof given === 'string') return badRequest(given);
  const stores = storeIdsIn(body, Number(body.grpId ?? row.grpId));
  if (stores instanceof Response) return stores;
  const grant = given && normalized(given);
  const refusal = grant && escalationRefusal(grant, grantOfAccount(row, allMenuCodes()));
  if (refusal) return refusal;
  return updateRecord(admins(), row.adminId, { ...rest, ...(grant ? accountFields(grant) : {}), ...stores });
}

/** A group and its default grant (`accessMenu`, `menuAuth` in the grant shape, stored as sent once normalized). */
async function saveGroup(request: Request, id?: string): Promise<Response> {
  const body = recordOf(await readBody(request));
  const given = grantOf(body);
  if (typeof given === 'string') return badRequest(given);
  const grant = given && normalized(given);
  const stored = id === undefined ? undefined : groups().table.get(id);
  const held = stored ? grantOf(stored) : undefined;
  const refusal = grant && escalationRefusal(grant, typeof held === 'object' ? held : undefined);
  if (refusal) return refusal;
  const record = { ...body, ...grant };
  return id === undefined ? createRecord(groups(), record) : updateRecord(groups(), id, record);
}

export const settingsHandlers: HttpHandler[] = [
  http.get('/api/admin/list', ({ request }) => {
    const rows = adminTable().all().map(publicAdmin);
    return listResponse(rows, request.url, { fields: admins().screen?.fields });
  }),
  http.post('/api/admin/detail', async ({ request }) => detailOf(admins(), await adminIdIn(request), true)),
  http.post('/api/admin/create', async ({ request }) => createAdmin(recordOf(await readBody(request)))),
  http.put('/api/admin/update', async ({ request }) => updateAdmin(recordOf(await readBody(request)))),
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
  http.post('/api/group', ({ request }) => saveGroup(request)),
  http.put('/api/group/:id', ({ request, params }) => saveGroup(request, param(params, 'id'))),
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
