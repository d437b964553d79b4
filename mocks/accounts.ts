import type { MenuAuthEntry, MenuGrant } from '@resources/menuGrants';
import { STORE_GROUP } from '@/declarations/storeScope';
import type { AuthRecord } from '@/types/api';
import { validateEmail, validateMobile, validatePassword, validatePasswordMatch } from '@/validation/rules';
import type { MockRecord } from './db/database';
import { SEED_TODAY, formatDateTime, person } from './db/generators';
import { type Random } from './db/random';
import { digest } from './digest';

/**
 * Admin accounts of the mock backend: the QA accounts of DESIGN §5 plus generated ones, the
 * per-menu add/modify/delete flags, and the server-side account rules (spec §5).
 * Pure definitions: the runtime tables are in db/index.ts.
 */
export const QA_PASSWORD = 'Bean2026!!';
export const SMS_AUTH_NUMBER = '123456';
export const MAX_LOGIN_FAILURES = 5;
export { STORE_GROUP };

export type Bit = 0 | 1;
export interface MenuFlags {
  add: Bit;
  mod: Bit;
  del: Bit;
}

export interface AdminAccount extends MockRecord {
  adminId: string;
  adminName: string;
  grpId: number;
  adminHp: string;
  adminEmail: string;
  pwdChangeYn: Bit;
  pwdTempYn: Bit;
  /** Permitted menu codes; empty means every menu (spec §4). */
  accessMenu: string[];
  /** code -> flags; a code not listed allows everything (grants saved through the API list every code). */
  menuAuth: Record<string, MenuFlags>;
  /** Group 4 only: the stores the owner works for (docs/api.md, store scope). */
  storeIds?: string[];
  /** 'Y' when sign-in needs the SMS verification number. */
  smsAuthYn: 'Y' | 'N';
  useYn: 'Y' | 'N';
  regDt: string;
  lastLoginDt: string;
}

/**
 * Stored apart from the account so no admin list or detail can leak it, and only as a digest:
 * the mock database lives in the browser's localStorage, where no password may appear.
 */
export interface Credential extends MockRecord {
  adminId: string;
  pwdHash: string;
}

/**
 * A one-way digest of a password salted with its id (two 32-bit FNV-1a style lanes, iterated).
 * A stand-in for the real server's hash, not cryptography: it keeps the typed password out of
 * the browser's storage, which is all a mock needs.
 */
export function passwordDigest(adminId: string, password: string): string {
  return digest(`${adminId}\u0000${password}`, 32);
}

export function credentialOf(adminId: string, password: string): Credential {
  return { adminId, pwdHash: passwordDigest(adminId, password) };
}

/** Whether `password` is the stored one; a row saved before hashing (`adminPwd` in clear) still checks. */
export function passwordMatches(stored: MockRecord | undefined, adminId: string, password: string): boolean {
  if (!stored || !password) return false;
  if (typeof stored.pwdHash === 'string') return stored.pwdHash === passwordDigest(adminId, password);
  return typeof stored.adminPwd === 'string' && stored.adminPwd === password;
}

export const flags = (add: Bit, mod: Bit, del: Bit): MenuFlags => ({ add, mod, del });
export const ALL_ALLOWED = flags(1, 1, 1);

const flagBit = (flag: unknown): Bit => (flag === 0 || flag === '0' ? 0 : 1);

/** A menu's default flags (edited on /menu; every flag when unset): what an account whose grant does not list the menu gets. */
export const defaultFlagsOf = (row: { authAddYn?: unknown; authModYn?: unknown; authDelYn?: unknown }): MenuFlags =>
  flags(flagBit(row.authAddYn), flagBit(row.authModYn), flagBit(row.authDelYn));

/** The account's flags on a menu; a menu its grant does not list gets `fallback` (the menu's default flags). */
export function flagsFor(account: Pick<AdminAccount, 'menuAuth'>, code: string, fallback: MenuFlags = ALL_ALLOWED): MenuFlags {
  return account.menuAuth[code] ?? fallback;
}

/** An account's menus and flags in the API's grant shape (docs/api.md, "Menu grants"); `defaults`: each menu's default flags. */
export function grantOf(
  account: Pick<AdminAccount, 'accessMenu' | 'menuAuth'>,
  allCodes: readonly string[],
  defaults: (code: string) => MenuFlags = () => ALL_ALLOWED,
): MenuGrant {
  const codes = account.accessMenu.length ? account.accessMenu : allCodes;
  const menuAuth = codes.map((menuCd): MenuAuthEntry => {
    const { add, mod, del } = flagsFor(account, menuCd, defaults(menuCd));
    return { menuCd, authAddYn: add, authModYn: mod, authDelYn: del };
  });
  return { accessMenu: [...account.accessMenu], menuAuth };
}

/** A grant (normalized: one entry per code, 0/1 flags) as the account stores it. */
export function menuAuthOf(grant: MenuGrant): Record<string, MenuFlags> {
  const bit = (flag: unknown): Bit => (flag === 1 || flag === '1' ? 1 : 0);
  return Object.fromEntries(grant.menuAuth.map((entry) => [entry.menuCd, flags(bit(entry.authAddYn), bit(entry.authModYn), bit(entry.authDelYn))]));
}

type QaAccount = Pick<AdminAccount, 'adminId' | 'adminName' | 'grpId' | 'adminHp'> & Partial<AdminAccount> & { menu: 'all' | string[] };

/** The store-owner menu: orders, stores, settlement and the board (read-only board). */
export const STORE_OWNER_MENU = ['0301', '0302', '0501', '0502', '0601', '0602', '0608', '1101', '1102', '1104'];
export const STORE_OWNER_FLAGS: Readonly<Record<string, MenuFlags>> = {
  '0301': flags(0, 1, 0),
  '0302': flags(0, 1, 0),
  '0501': flags(0, 1, 0),
  '1101': flags(0, 0, 0),
  '1102': flags(0, 0, 0),
  '1104': flags(0, 0, 0),
};

/** The stores of the QA store owners (rows of storeManage; the seed gives them orders and settlements). */
export const QA_OWNER_STORES: Readonly<Record<string, string[]>> = {
  'store.owner1': ['ST0003'],
  'store.owner2': ['ST0007', 'ST0012'],
};

const qaAccounts: QaAccount[] = [
  { adminId: 'hq.master', adminName: '김민준', grpId: 1, adminHp: '010-2301-1001', menu: 'all' },
  { adminId: 'hq.sms.user', adminName: '이서연', grpId: 1, adminHp: '010-4821-5678', menu: 'all', smsAuthYn: 'Y' },
  {
    adminId: 'store.owner1',
    adminName: '박도윤',
    grpId: STORE_GROUP,
    adminHp: '010-7345-2210',
    menu: STORE_OWNER_MENU,
    menuAuth: STORE_OWNER_FLAGS,
    storeIds: QA_OWNER_STORES['store.owner1'],
  },
  {
    adminId: 'hq.viewer1',
    adminName: '최서윤',
    grpId: 2,
    adminHp: '010-5512-3087',
    menu: ['1101', '1104', '0701', '010101', '0301'],
    menuAuth: { '1101': flags(1, 1, 0), '1104': flags(0, 0, 0), '0701': flags(0, 1, 0), '0301': flags(0, 0, 0) },
  },
  { adminId: 'hq.temp01', adminName: '정시우', grpId: 1, adminHp: '010-3398-4410', menu: 'all', pwdTempYn: 1 },
  { adminId: 'hq.old01', adminName: '강지우', grpId: 1, adminHp: '010-6620-7731', menu: [], pwdChangeYn: 1 },
  {
    adminId: 'store.owner2',
    adminName: '한지민',
    grpId: STORE_GROUP,
    adminHp: '010-8120-4475',
    menu: STORE_OWNER_MENU,
    menuAuth: STORE_OWNER_FLAGS,
    storeIds: QA_OWNER_STORES['store.owner2'],
  },
  // issue 34: reads 회원 정보 and 선불카드 조회, modifies nothing, so every reply it gets is masked
  {
    adminId: 'hq.reader1',
    adminName: '윤하은',
    grpId: 2,
    adminHp: '010-4473-1902',
    menu: ['0701', '0310'],
    menuAuth: { '0701': flags(0, 0, 0), '0310': flags(0, 0, 0) },
  },
  // issue 37 item 2: approves 결재 (선불카드, 이드림, 쿠폰 일괄 발급, 결재함's modify flags); adds and deletes nothing,
  // but 쿠폰 일괄 발급's add flag: the approved coupon issue runs its bulk call, a create (docs/decisions.md 2026-11-29)
  {
    adminId: 'hq.approver1',
    adminName: '서도윤',
    grpId: 1,
    adminHp: '010-5582-3307',
    menu: ['0310', '0409', '040202', '0822'],
    menuAuth: { '0310': flags(0, 1, 0), '0409': flags(0, 1, 0), '040202': flags(1, 1, 0), '0822': flags(0, 1, 0) },
  },
];

export const qaAdminIds = qaAccounts.map((account) => account.adminId);

function baseAccount(r: Random, index: number): AdminAccount {
  return {
    adminId: '',
    adminName: '',
    grpId: 1,
    adminHp: '',
    adminEmail: '',
    pwdChangeYn: 0,
    pwdTempYn: 0,
    accessMenu: [],
    menuAuth: {},
    smsAuthYn: 'N',
    useYn: 'Y',
    regDt: formatDateTime(SEED_TODAY - (300 - index * 9) * 86_400_000 + r.int(9, 18) * 3_600_000),
    lastLoginDt: formatDateTime(SEED_TODAY - r.int(0, 20) * 86_400_000 + r.int(9, 18) * 3_600_000),
  };
}

/**
 * The admin table: the QA accounts first, then `generated` more (random heads of office
 * and store owners). `extras[i]` (values of the admin screen's declared fields) fills what the
 * account itself does not set. `allCodes` is every menu code, for the full-menu accounts;
 * generated store owners get one store each of `storeIds`, in turn.
 */
export function seedAdmins(
  r: Random,
  allCodes: string[],
  generated: number,
  extras: MockRecord[] = [],
  storeIds: readonly string[] = [],
): { admins: AdminAccount[]; credentials: Credential[] } {
  const admins: AdminAccount[] = qaAccounts.map(({ menu, ...account }, index) => ({
    ...extras[index],
    ...baseAccount(r, index),
    adminEmail: `${account.adminId.replace(/\./g, '_')}@beancoffee.co.kr`,
    accessMenu: menu === 'all' ? [...allCodes] : menu,
    ...account,
  }));
  const taken = new Set(admins.map((admin) => admin.adminId));
  for (let index = qaAccounts.length; admins.length < qaAccounts.length + generated; index += 1) {
    const { name, roman } = person(r);
    const grpId = r.pick([1, 2, 3, STORE_GROUP, STORE_GROUP]);
    const adminId = `${grpId === STORE_GROUP ? 'store' : r.pick(['hq', 'mkt', 'ops'])}.${roman}${r.digits(2)}`;
    if (taken.has(adminId)) continue;
    taken.add(adminId);
    admins.push({
      ...extras[admins.length],
      ...baseAccount(r, index),
      adminId,
      adminName: name,
      grpId,
      adminHp: `010-${r.int(2, 9)}${r.digits(3)}-${r.digits(4)}`,
      adminEmail: `${roman}${r.digits(2)}@beancoffee.co.kr`,
      accessMenu: grpId === STORE_GROUP ? STORE_OWNER_MENU : grpId === 1 ? [...allCodes] : allCodes.filter(() => r.chance(0.5)),
      useYn: r.chance(0.85) ? 'Y' : 'N',
      ...(grpId === STORE_GROUP && storeIds.length ? { storeIds: [storeIds[index % storeIds.length]] } : {}),
    });
  }
  return { admins, credentials: admins.map((admin) => credentialOf(admin.adminId, QA_PASSWORD)) };
}

/** The record `GET /api/auth/refresh` answers: never a password. */
export function toAuthRecord(admin: AdminAccount): AuthRecord {
  const { adminId, adminName, grpId, pwdChangeYn, pwdTempYn, accessMenu, adminHp, adminEmail } = admin;
  const stores = Number(grpId) === STORE_GROUP ? { storeIds: [...(admin.storeIds ?? [])] } : {};
  return { adminId, adminName, grpId, pwdChangeYn, pwdTempYn, accessMenu: [...accessMenu], adminHp, adminEmail, ...stores };
}

/** '010-4821-5678' -> '010-****-5678'. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A new password and its confirmation (spec §5); `required` gives the password-change wording. */
export function newPasswordProblem(password: string, confirmation: string, required: boolean): string | undefined {
  if (!password) return required ? '새로운 비밀번호를 입력해주세요.' : undefined;
  return validatePasswordMatch(password, confirmation) ?? validatePassword(password);
}

/** The profile form (spec §5): optional new password, required mobile and e-mail. */
export function profileProblem(body: Record<string, unknown>): string | undefined {
  const mobile = text(body.adminHp);
  const email = text(body.adminEmail);
  return (
    newPasswordProblem(text(body.adminPwd), text(body.adminPwdConfirm), false) ??
    (mobile ? validateMobile(mobile) : '휴대폰번호를 입력해주세요.') ??
    (email ? validateEmail(email) : '이메일을 입력해주세요.')
  );
}
