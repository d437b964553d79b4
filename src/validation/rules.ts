import { isAppVersion, isStoreUrl } from '@resources/settingsRules';
import { toDayjs } from '@/format/date';
import { josa } from './josa';

/**
 * Pure validation rules of spec §5: each returns the Korean message, or undefined when the
 * value is acceptable. Format rules accept an empty value (`required` decides emptiness).
 */
export type RuleResult = string | undefined;

export const messages = {
  adminId: '아이디는 영문, 숫자, 마침표(.)를 사용하여 8자 ~ 30자로 입력해주세요.',
  password: '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.',
  passwordMatch: '비밀번호가 일치하지 않습니다.',
  email: '이메일 형식이 올바르지 않습니다.',
  mobile: '휴대폰번호 형식이 올바르지 않습니다.',
  number: '숫자만 입력해주세요.',
  appVersion: '버전은 주.부.수 형식의 숫자로 입력해주세요. (예: 5.3.1)',
  storeUrl: '스토어 주소는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
} as const;

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Characters as a person counts them (an emoji is one). */
export const lengthOf = (value: string): number => [...value].length;

export function validateAdminId(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  return /^[A-Za-z0-9.]{8,30}$/.test(text(value)) ? undefined : messages.adminId;
}

/** Passwords are trimmed before checking (spec §5). */
export function validatePassword(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  const password = text(value).trim();
  const ok = /^[A-Za-z\d@$!%*#?&^]{10,15}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
  return ok ? undefined : messages.password;
}

export function validatePasswordMatch(value: unknown, confirmation: unknown): RuleResult {
  if (isEmpty(value) && isEmpty(confirmation)) return undefined;
  return text(value).trim() === text(confirmation).trim() ? undefined : messages.passwordMatch;
}

export function validateEmail(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  const ok = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/.test(text(value).trim());
  return ok ? undefined : messages.email;
}

/** Hyphens removed: 010 + 8 digits, or 011/016/017/018/019 + 7 or 8 digits. */
export function validateMobile(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  const digits = text(value).trim().replace(/-/g, '');
  return /^(010\d{8}|01[16789]\d{7,8})$/.test(digits) ? undefined : messages.mobile;
}

/** '{label}을(를) 입력해주세요.' (or '선택해주세요.' for choices and dates), with the right particle. */
export function validateRequired(value: unknown, label: string, verb: '입력' | '선택' = '입력'): RuleResult {
  return isEmpty(value) ? `${josa(label, '을/를')} ${verb}해주세요.` : undefined;
}

export function validateMaxLength(value: unknown, max: number, label: string): RuleResult {
  const length = lengthOf(text(value));
  return length > max ? `${josa(label, '은/는')} ${max}자 이내로 입력해주세요.` : undefined;
}

export function validateMinValue(value: unknown, min: number, label: string): RuleResult {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  if (Number.isNaN(number)) return messages.number;
  return number < min ? `${josa(label, '은/는')} ${min} 이상으로 입력해주세요.` : undefined;
}

export function validateMaxValue(value: unknown, max: number, label: string): RuleResult {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  if (Number.isNaN(number)) return messages.number;
  return number > max ? `${josa(label, '은/는')} ${max} 이하로 입력해주세요.` : undefined;
}

/** Start ≤ end (dates in any form `toDayjs` reads); either side empty or unreadable passes. */
export function validateDateRange(start: unknown, end: unknown, startLabel: string, endLabel: string): RuleResult {
  const from = toDayjs(start);
  const to = toDayjs(end);
  if (!from || !to) return undefined;
  return from.isAfter(to) ? `${josa(endLabel, '은/는')} ${startLabel}보다 이전일 수 없습니다.` : undefined;
}

/** An app version `major.minor.patch` (issue 14; the rule is shared with the mock, resources/settingsRules.ts). */
export function validateAppVersion(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  return isAppVersion(text(value)) ? undefined : messages.appVersion;
}

/** A store page address: http(s) with a host. */
export function validateStoreUrl(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  return isStoreUrl(text(value)) ? undefined : messages.storeUrl;
}
