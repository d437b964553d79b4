import { isMasked } from '@/format/mask';

/**
 * The body of an account form (docs/api.md, "Admin accounts"): the person, group, use flag and menu
 * grant, and on create the first password (`pwdTempYn` 1 for a temporary one). What the form holds
 * for its own sake (the password choice, the confirmation, names read back) is not sent.
 */
export interface PasswordSetupValue {
  mode: 'temporary' | 'manual';
  password: string;
  confirm: string;
}

type Values = Record<string, unknown>;

const SENT = ['adminId', 'adminName', 'adminHp', 'adminEmail', 'grpId', 'useYn', 'accessMenu', 'menuAuth', 'rev'] as const;

export function passwordFields(setup: PasswordSetupValue | undefined): { adminPwd: string; pwdTempYn: 0 | 1 } {
  const value = setup ?? { mode: 'temporary', password: '', confirm: '' };
  return { adminPwd: value.password.trim(), pwdTempYn: value.mode === 'temporary' ? 1 : 0 };
}

/** The account's personal fields (resources/settings.ts): left masked (never revealed) on an edit, they are not sent (issue 34 item 5). */
const PERSONAL = new Set<string>(['adminName', 'adminHp', 'adminEmail']);

export function accountBody(mode: 'create' | 'edit', values: Values): Values {
  const body: Values = {};
  for (const field of SENT) if (values[field] !== undefined && !(PERSONAL.has(field) && isMasked(values[field]))) body[field] = values[field];
  return mode === 'create' ? { ...body, ...passwordFields(values.pwdSetup as PasswordSetupValue | undefined) } : body;
}
