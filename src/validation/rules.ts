import { translate } from '@i18n/translate';
import { validationMessages } from '@i18n/ko/validation';
import { isAppVersion, isStoreUrl } from '@resources/settingsRules';
import { toDayjs } from '@/format/date';
import { josa } from './josa';

/**
 * Pure validation rules of spec §5: each returns the Korean message (from the catalogue,
 * i18n/ko/validation.ts), or undefined when the value is acceptable. Format rules accept an
 * empty value (`required` decides emptiness).
 */
export type RuleResult = string | undefined;

/**
 * The fixed messages (the mock returns the same ones), read from the catalogue's object: a value
 * taken when this module loads cannot wait for `translate()`'s whole catalogue (i18n/translate.ts).
 */
export const messages = {
  adminId: validationMessages.adminId,
  password: validationMessages.password,
  passwordMatch: validationMessages.passwordMatch,
  email: validationMessages.email,
  mobile: validationMessages.mobile,
  number: validationMessages.number,
  appVersion: validationMessages.appVersion,
  storeUrl: validationMessages.storeUrl,
  phone: validationMessages.phone,
  bizNo: validationMessages.bizNo,
} as const;

/** How a required value is given: typed ('입력해주세요.') or chosen, for choices and dates ('선택해주세요.'). */
export type RequiredVerb = 'input' | 'select';

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

/** A phone number, hyphens removed: 0 and 8 to 10 more digits (02-123-4567, 010-1234-5678), or a 15xx-xxxx line. */
export function validatePhone(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  const digits = text(value).trim().replace(/-/g, '');
  return /^(0\d{8,10}|1[5-9]\d{6})$/.test(digits) ? undefined : messages.phone;
}

/** A business registration number: 10 digits, hyphens allowed (3-2-5). */
export function validateBizNo(value: unknown): RuleResult {
  if (isEmpty(value)) return undefined;
  return /^\d{10}$/.test(text(value).trim().replace(/-/g, '')) ? undefined : messages.bizNo;
}

/** '{label}을(를) 입력해주세요.' (or '선택해주세요.' for choices and dates), with the right particle. */
export function validateRequired(value: unknown, label: string, verb: RequiredVerb = 'input'): RuleResult {
  return isEmpty(value) ? translate(`validation.required.${verb}`, { label: josa(label, '을/를') }) : undefined;
}

export function validateMaxLength(value: unknown, max: number, label: string): RuleResult {
  const length = lengthOf(text(value));
  return length > max ? translate('validation.maxLength', { label: josa(label, '은/는'), max }) : undefined;
}

export function validateMinValue(value: unknown, min: number, label: string): RuleResult {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  if (Number.isNaN(number)) return messages.number;
  return number < min ? translate('validation.minValue', { label: josa(label, '은/는'), min }) : undefined;
}

export function validateMaxValue(value: unknown, max: number, label: string): RuleResult {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  if (Number.isNaN(number)) return messages.number;
  return number > max ? translate('validation.maxValue', { label: josa(label, '은/는'), max }) : undefined;
}

/** Start ≤ end (dates in any form `toDayjs` reads); either side empty or unreadable passes. */
export function validateDateRange(start: unknown, end: unknown, startLabel: string, endLabel: string): RuleResult {
  const from = toDayjs(start);
  const to = toDayjs(end);
  if (!from || !to) return undefined;
  return from.isAfter(to) ? translate('validation.dateRange', { end: josa(endLabel, '은/는'), start: startLabel }) : undefined;
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
