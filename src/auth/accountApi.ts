import { isMasked } from '@/format/mask';
import { request } from '@/http/httpClient';
import { reloadSession } from '@/providers/authProvider';
import { session } from '@/providers/session';
import type { AuthRecord, ResultResponse } from '@/types/api';

/**
 * The signed-in admin's own account calls (spec §7 auth): profile update, password change and
 * "change next time". Each resolves the server's message on refusal, undefined on success, and
 * refreshes the session on success (spec §4: success replaces the auth object).
 */
export interface AccountForm {
  adminPwd?: string;
  adminPwdConfirm?: string;
  adminHp?: string;
  adminEmail?: string;
}

type Outcome = string | undefined;

function refusal(reply: unknown, fallback: string): Outcome {
  if (!reply || typeof reply !== 'object' || !('result' in reply)) return undefined;
  const { result, msg } = reply as ResultResponse;
  return result === '0000' ? undefined : msg?.trim() || fallback;
}

async function send(path: string, method: 'POST' | 'PUT', body: unknown, fallback: string, after: Partial<AuthRecord>): Promise<Outcome> {
  const refused = refusal(await request<unknown>(path, { method, body }), fallback);
  if (refused) return refused;
  const { auth } = await reloadSession();
  // A server that has not cleared its flags yet must not trap the admin on /pwdChange.
  if (auth) session.update(after);
  return undefined;
}

function recordWith(form: AccountForm): AuthRecord & AccountForm {
  const auth = session.get().auth;
  if (!auth) throw new Error('signed out');
  const trimmed = (value?: string) => value?.trim() ?? '';
  return { ...auth, ...form, adminPwd: trimmed(form.adminPwd), adminPwdConfirm: trimmed(form.adminPwdConfirm) };
}

export function updateProfile(form: AccountForm, fallback: string): Promise<Outcome> {
  return send('auth/profile', 'PUT', recordWith(form), fallback, {});
}

/**
 * A password change sends the session's record too; a mobile or e-mail the server sent masked (a
 * reader without 계정 관리's modify flag, issue 34) stays out of it: the server refuses it back.
 */
export function changePassword(form: AccountForm, fallback: string): Promise<Outcome> {
  const record: Partial<AuthRecord> & AccountForm = recordWith(form);
  if (isMasked(record.adminHp)) delete record.adminHp;
  if (isMasked(record.adminEmail)) delete record.adminEmail;
  return send('auth/pwdChange', 'POST', record, fallback, { pwdChangeYn: 0, pwdTempYn: 0 });
}

export function skipPasswordChange(fallback: string): Promise<Outcome> {
  const auth = session.get().auth;
  return send('auth/pwdChangePass', 'POST', { adminId: auth?.adminId }, fallback, { pwdChangeYn: 0 });
}
