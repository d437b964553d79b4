import { http, HttpResponse, type HttpHandler } from 'msw';
import { canOnMenu } from '@resources/permissions';
import type { MenuGrant } from '@resources/menuGrants';
import { ACCOUNT_MENU } from '@resources/settingsRules';
import { validateAdminId, validateEmail, validateMobile, validatePassword } from '@/validation/rules';
import { credentialOf, menuAuthOf, STORE_GROUP, type AdminAccount } from '../../accounts';
import { adminTable, credentialTable } from '../../db';
import { permissionsOf } from '../../permissions';
import { duplicatingAccount } from '../../history';
import { clearFailures, currentAdmin } from '../../session';
import { OTHER_STORE_MSG } from '../../storeScope';
import { accountGrant, escalationRefusal, grantOf, normalized } from '../grants';
import { forbidden, listResponse, notFound, readBody, RESULT } from '../util';
import { createRecord, deleteRecord, detailOf, updateRecord, type Target } from './records';
import { adminIdNow, badRequest, familyTable, recordOf, textOf, type Row } from './shared';

/**
 * Admin accounts (/api/admin, /user 0804): list, detail, create, update (with the password reset),
 * delete and duplicate, with the rules a server keeps: spec §5 formats, one account per id (409),
 * no grant beyond the caller's (403), not oneself, never the last account manager (409).
 */
const groups = () => familyTable('group', undefined, 'grpId').table;

/** Never a password, nor the flags in their stored form, in an answer; the group's name beside its id. */
const publicAdmin = (row: Row): Row => {
  const { adminPwd: _pwd, menuAuth: _auth, ...rest } = row;
  return { ...rest, grpName: groups().get(row.grpId)?.grpName ?? '' };
};
/** A detail (and a write's answer): the menus and flags in the grant shape (docs/api.md, "Menu grants"). */
const adminDetail = (row: Row): Row => ({ ...publicAdmin(row), menuAuth: accountGrant(row as AdminAccount).menuAuth });
const admins = (): Target => ({ table: adminTable(), screen: familyTable('admin').screen, present: adminDetail });

/** A refusal about one input: the message, and `errors` naming the field (react-admin shows it there). */
export function fieldRefusal(field: string, msg: string, status = 400): Response {
  return HttpResponse.json({ result: RESULT.FAIL, msg, errors: { [field]: msg } }, { status });
}

const TAKEN_MSG = '이미 사용 중인 아이디입니다.';
const LAST_MANAGER_MSG = '계정 관리 권한(관리자 계정 수정)을 가진 마지막 계정은 삭제하거나 권한을 뺄 수 없습니다.';

/** Whether an account (in use) may modify accounts: the console must keep at least one. */
const managesAccounts = (account: AdminAccount) => account.useYn !== 'N' && canOnMenu(permissionsOf(account), ACCOUNT_MENU, 'edit');

/** 409 when no account manager would be left once `changed` is as given (undefined: deleted). */
function lastManagerRefusal(adminId: string, changed?: AdminAccount): Response | undefined {
  const before = adminTable().all().filter(managesAccounts);
  if (!before.some((account) => account.adminId === adminId)) return undefined;
  const after = before.filter((account) => account.adminId !== adminId).length + (changed && managesAccounts(changed) ? 1 : 0);
  return after === 0 ? HttpResponse.json({ result: RESULT.FAIL, msg: LAST_MANAGER_MSG }, { status: 409 }) : undefined;
}

/** The fields an operator fills, checked as spec §5 says; the first problem names its field. */
function accountProblem(body: Row, creating: boolean): Response | undefined {
  const required: Array<[string, string]> = [
    ['adminName', '이름을 입력해주세요.'],
    ['adminHp', '휴대폰번호를 입력해주세요.'],
    ['adminEmail', '이메일을 입력해주세요.'],
    ['grpId', '권한 그룹을 선택해주세요.'],
  ];
  if (creating) required.unshift(['adminId', '아이디를 입력해주세요.'], ['adminPwd', '비밀번호를 입력해주세요.']);
  for (const [field, msg] of required) if (!textOf(body[field])) return fieldRefusal(field, msg);
  const checks: Array<[string, (value: unknown) => string | undefined]> = [
    ['adminId', validateAdminId],
    ['adminPwd', validatePassword],
    ['adminHp', validateMobile],
    ['adminEmail', validateEmail],
  ];
  for (const [field, check] of checks) {
    const problem = body[field] === undefined ? undefined : check(body[field]);
    if (problem) return fieldRefusal(field, problem);
  }
  if (body.grpId !== undefined) {
    const group = groups().get(body.grpId);
    if (!group) return fieldRefusal('grpId', '존재하지 않는 권한 그룹입니다.');
    if (group.useYn === 'N') return fieldRefusal('grpId', '사용하지 않는 권한 그룹입니다.');
  }
  return undefined;
}

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
  const fromGroup = grantOf(groups().get(grpId) ?? {});
  if (typeof fromGroup === 'object') return fromGroup;
  const peer = adminTable()
    .all()
    .find((row) => row.grpId === grpId);
  return peer ? accountGrant(peer) : { accessMenu: [], menuAuth: [] };
}

const accountFields = (grant: MenuGrant): Partial<AdminAccount> => ({ accessMenu: [...grant.accessMenu], menuAuth: menuAuthOf(grant) });

/**
 * The first password: a temporary one (`pwdTempYn` 1: changed at the first sign-in, no "later")
 * or one the operator chose (`pwdChangeYn` 1: the new admin is asked to change it, may postpone).
 */
const passwordState = (body: Row): Partial<AdminAccount> =>
  Number(body.pwdTempYn) === 1 ? { pwdTempYn: 1, pwdChangeYn: 0 } : { pwdTempYn: 0, pwdChangeYn: 1 };

/** A new account with `grant` (checked: nothing beyond the caller's); its password stored as a digest. */
function insertAccount(body: Row, grant: MenuGrant, extra: Partial<AdminAccount> = {}): Response {
  const problem = accountProblem(body, true);
  if (problem) return problem;
  const adminId = textOf(body.adminId);
  if (adminTable().get(adminId)) return fieldRefusal('adminId', TAKEN_MSG, 409);
  const refusal = escalationRefusal(grant);
  if (refusal) return refusal;
  const grpId = Number(body.grpId);
  const stores = storeIdsIn(body, grpId);
  if (stores instanceof Response) return stores;
  const {
    adminPwd,
    adminPwdConfirm: _confirm,
    accessMenu: _menu,
    menuAuth: _auth,
    storeIds: _stores,
    pwdTempYn: _temp,
    pwdChangeYn: _change,
    srcAdminId: _src,
    ...record
  } = body;
  const fields: Partial<AdminAccount> = {
    grpId,
    ...accountFields(grant),
    ...extra,
    ...stores,
    ...passwordState(body),
    smsAuthYn: 'N',
    useYn: body.useYn === 'N' ? 'N' : 'Y',
    lastLoginDt: '',
  };
  const created = createRecord(admins(), { ...record, adminId, ...fields });
  if (created.status === 200) credentialTable().insert(credentialOf(adminId, textOf(adminPwd)));
  return created;
}

function createAdmin(body: Row): Response {
  const given = grantOf(body);
  if (typeof given === 'string') return badRequest(given);
  return insertAccount(body, normalized(given ?? defaultGrant(Number(body.grpId))));
}

/** 복제: a new account with the source's group, menus, flags and stores; only its person and password are new. */
function duplicateAdmin(body: Row): Response {
  const source = adminTable().get(textOf(body.srcAdminId));
  if (!source) return notFound('복제할 계정을 찾을 수 없습니다.');
  const copy = { ...body, grpId: source.grpId, ...(source.storeIds ? { storeIds: source.storeIds } : {}) };
  return duplicatingAccount(() => insertAccount(copy, normalized(accountGrant(source))));
}

/** The administrator's password reset: a temporary password (changed at the next sign-in), the lockout lifted. */
function resetPassword(row: AdminAccount, body: Row): Response {
  if (row.adminId === adminIdNow()) return fieldRefusal('adminPwd', '본인 비밀번호는 비밀번호 변경 화면에서 바꿔주세요.');
  const problem = validatePassword(body.adminPwd);
  if (problem) return fieldRefusal('adminPwd', problem);
  credentialTable().remove(row.adminId);
  credentialTable().insert(credentialOf(row.adminId, textOf(body.adminPwd)));
  clearFailures(row.adminId);
  return updateRecord(admins(), row.adminId, { rev: body.rev, pwdTempYn: 1, pwdChangeYn: 0 });
}

/** An update: a grant in the body replaces the stored one when it adds nothing the caller lacks. */
function updateAdmin(body: Row): Response {
  const row = adminTable().get(textOf(body.adminId));
  if (!row) return notFound('계정을 찾을 수 없습니다.');
  if (body.adminPwd !== undefined) return resetPassword(row, body);
  const { accessMenu: _menu, menuAuth: _auth, storeIds: _stores, pwdTempYn: _temp, pwdChangeYn: _change, grpName: _name, ...rest } = body;
  const problem = accountProblem({ ...row, ...rest }, false);
  if (problem) return problem;
  const given = grantOf(body);
  if (typeof given === 'string') return badRequest(given);
  const stores = storeIdsIn(body, Number(body.grpId ?? row.grpId));
  if (stores instanceof Response) return stores;
  const grant = given && normalized(given);
  const refusal = grant && escalationRefusal(grant, accountGrant(row));
  if (refusal) return refusal;
  const patch = { ...rest, ...(grant ? accountFields(grant) : {}), ...stores };
  const last = lastManagerRefusal(row.adminId, { ...row, ...patch } as AdminAccount);
  return last ?? updateRecord(admins(), row.adminId, patch);
}

const adminIdIn = async (request: Request) => textOf(recordOf(await readBody(request)).adminId);

export const adminHandlers: HttpHandler[] = [
  http.get('/api/admin/list', ({ request }) => listResponse(adminTable().all().map(publicAdmin), request.url, { fields: admins().screen?.fields })),
  http.post('/api/admin/detail', async ({ request }) => detailOf(admins(), await adminIdIn(request), true)),
  http.post('/api/admin/create', async ({ request }) => createAdmin(recordOf(await readBody(request)))),
  http.put('/api/admin/update', async ({ request }) => updateAdmin(recordOf(await readBody(request)))),
  http.post('/api/admin/delete', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const adminId = textOf(body.adminId);
    if (adminId === adminIdNow()) return badRequest('로그인한 계정은 삭제할 수 없습니다.');
    const last = lastManagerRefusal(adminId);
    if (last) return last;
    const deleted = deleteRecord(admins(), adminId, body);
    if (deleted.status === 200) credentialTable().remove(adminId);
    return deleted;
  }),
  http.post('/api/admin/duplicate', async ({ request }) => duplicateAdmin(recordOf(await readBody(request)))),
];
