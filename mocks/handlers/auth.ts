import { http, type HttpHandler } from 'msw';
import { formatPhone } from '@/format/phone';
import {
  type AdminAccount,
  type Credential,
  credentialOf,
  MAX_LOGIN_FAILURES,
  maskMobile,
  newPasswordProblem,
  passwordMatches,
  profileProblem,
  SMS_AUTH_NUMBER,
  text,
  toAuthRecord,
} from '../accounts';
import type { MockRecord } from '../db/database';
import { formatDateTime } from '../db/generators';
import { adminTable, credentialTable } from '../db';
import {
  clearFailures,
  clearSms,
  endSession,
  markSmsSent,
  recordFailure,
  remainingAttempts,
  requireSession,
  sessionState,
  smsSentAt,
  startSession,
  unauthorized,
} from '../session';
import { failure, noContent, ok, readBody, RESULT, result, success } from './util';

/** /api/auth (spec §7, DESIGN §4): sign-in with lockout and SMS step, refresh, profile, password change. */
export const AUTH_MSG = {
  signedIn: '로그인되었습니다.',
  badCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  locked: '로그인 시도 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.',
  disabled: '사용이 중지된 계정입니다. 관리자에게 문의해주세요.',
  smsRequired: '휴대폰 인증이 필요합니다.',
  smsNotSent: '인증번호를 먼저 발송해주세요.',
  smsExpired: '인증시간이 만료되었습니다. 인증번호를 다시 발송해주세요.',
  smsMismatch: '인증번호가 일치하지 않습니다.',
  smsSent: '인증번호가 발송되었습니다.',
  smsAlreadySent: '이미 발송된 인증번호가 있습니다.',
  smsNoTarget: '인증번호를 발송할 수 없는 계정입니다.',
  idRequired: '아이디를 입력해주세요.',
  samePassword: '이전 비밀번호와 동일한 비밀번호는 사용할 수 없습니다.',
  tempPassword: '임시 비밀번호는 다음에 변경할 수 없습니다. 비밀번호를 변경해주세요.',
} as const;

/** A verification number is valid, and blocks a resend, for 3 minutes. */
export const SMS_VALID_MS = 3 * 60_000;
const KST = 9 * 3_600_000;
const nowKst = () => formatDateTime(Date.now() + KST);

/** The SMS step of an account that needs it: undefined when the number checks out. */
function smsProblem(admin: AdminAccount, authNum: string) {
  const extra = { mobileNo: maskMobile(admin.adminHp), remainCnt: MAX_LOGIN_FAILURES };
  if (!authNum) return result(RESULT.SMS_REQUIRED, AUTH_MSG.smsRequired, extra);
  const sentAt = smsSentAt(admin.adminId);
  if (sentAt === undefined) return result(RESULT.SMS_MISMATCH, AUTH_MSG.smsNotSent, extra);
  if (Date.now() - sentAt > SMS_VALID_MS) return result(RESULT.SMS_EXPIRED, AUTH_MSG.smsExpired, extra);
  if (authNum !== SMS_AUTH_NUMBER) return result(RESULT.SMS_MISMATCH, AUTH_MSG.smsMismatch, extra);
  return undefined;
}

/** Replaces the stored digest of `adminId`'s password. */
function storePassword(adminId: string, password: string): void {
  credentialTable().remove(adminId);
  credentialTable().insert(credentialOf(adminId, password));
}

/** A database saved before passwords were hashed holds them in clear: hash them all on first use. */
function hashClearPasswords(): void {
  const rows: MockRecord[] = credentialTable().all();
  if (!rows.some((row) => typeof row.adminPwd === 'string')) return;
  credentialTable().replaceAll(rows.map((row) => (typeof row.adminPwd === 'string' ? credentialOf(text(row.adminId), row.adminPwd) : (row as Credential))));
}

const signin = http.post('/api/auth/signin', async ({ request }) => {
  const body = await readBody(request);
  const adminId = text(body.adminId);
  if (remainingAttempts(adminId) === 0) return result(RESULT.LOCKED, AUTH_MSG.locked, { remainCnt: 0 });
  hashClearPasswords();
  const admin = adminTable().get(adminId);
  if (!admin || !passwordMatches(credentialTable().get(adminId), adminId, text(body.adminPwd))) {
    const remainCnt = recordFailure(adminId);
    return remainCnt === 0 ? result(RESULT.LOCKED, AUTH_MSG.locked, { remainCnt }) : result(RESULT.BAD_CREDENTIALS, AUTH_MSG.badCredentials, { remainCnt });
  }
  clearFailures(adminId);
  if (admin.useYn === 'N') return result(RESULT.SMS_EXPIRED, AUTH_MSG.disabled, { remainCnt: MAX_LOGIN_FAILURES });
  if (admin.smsAuthYn === 'Y') {
    const problem = smsProblem(admin, text(body.authNum));
    if (problem) return problem;
    clearSms(adminId);
  }
  adminTable().update(adminId, { lastLoginDt: nowKst() }, { keepRev: true });
  startSession(adminId);
  return result(RESULT.OK, AUTH_MSG.signedIn, { mobileNo: maskMobile(admin.adminHp), remainCnt: MAX_LOGIN_FAILURES });
});

const sendSms = http.post('/api/auth/sendSms', async ({ request }) => {
  const adminId = text((await readBody(request)).adminId);
  if (!adminId) return failure(AUTH_MSG.idRequired, RESULT.SMS_MISMATCH);
  const admin = adminTable().get(adminId);
  if (!admin?.adminHp) return failure(AUTH_MSG.smsNoTarget, RESULT.SMS_MISMATCH);
  const sentAt = smsSentAt(adminId);
  if (sentAt !== undefined && Date.now() - sentAt < SMS_VALID_MS) return result(RESULT.SMS_ALREADY_SENT, AUTH_MSG.smsAlreadySent);
  markSmsSent(adminId);
  return result(RESULT.OK, AUTH_MSG.smsSent, { mobileNo: maskMobile(admin.adminHp) });
});

/** The auth record; an empty body when signed out; 401 expired when a newer sign-in took the session. */
const refresh = http.get('/api/auth/refresh', () => {
  const state = sessionState();
  if (state.status === 'active') return ok(toAuthRecord(state.admin));
  return state.status === 'expired' ? unauthorized(true) : noContent();
});

const signout = http.get('/api/auth/signout', () => {
  endSession();
  return result(RESULT.OK);
});

const profile = http.put('/api/auth/profile', async ({ request }) => {
  const admin = requireSession();
  if (admin instanceof Response) return admin;
  const body = await readBody(request);
  const problem = profileProblem(body);
  if (problem) return failure(problem);
  const password = text(body.adminPwd);
  if (password) storePassword(admin.adminId, password);
  const updated = adminTable().update(admin.adminId, { adminHp: formatPhone(text(body.adminHp)), adminEmail: text(body.adminEmail) }) ?? admin;
  return success({ data: toAuthRecord(updated) });
});

const pwdChange = http.post('/api/auth/pwdChange', async ({ request }) => {
  const admin = requireSession();
  if (admin instanceof Response) return admin;
  const body = await readBody(request);
  const password = text(body.adminPwd);
  const problem = newPasswordProblem(password, text(body.adminPwdConfirm), true);
  if (problem) return failure(problem);
  if (passwordMatches(credentialTable().get(admin.adminId), admin.adminId, password)) return failure(AUTH_MSG.samePassword, RESULT.SAME_PASSWORD);
  storePassword(admin.adminId, password);
  const updated = adminTable().update(admin.adminId, { pwdChangeYn: 0, pwdTempYn: 0 }) ?? admin;
  return success({ data: toAuthRecord(updated) });
});

const pwdChangePass = http.post('/api/auth/pwdChangePass', () => {
  const admin = requireSession();
  if (admin instanceof Response) return admin;
  if (admin.pwdTempYn === 1) return failure(AUTH_MSG.tempPassword);
  const updated = adminTable().update(admin.adminId, { pwdChangeYn: 0 }) ?? admin;
  return success({ data: toAuthRecord(updated) });
});

export const authHandlers: HttpHandler[] = [signin, sendSms, refresh, signout, profile, pwdChange, pwdChangePass];
