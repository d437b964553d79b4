import type { PersonalKind } from '@/declarations/types';
import { formatCouponCode } from './couponCode';
import { textOf } from './digits';
import { formatPhone } from './phone';

/**
 * Masking of personal data (issue 11, docs/decisions.md "Content, masking and Excel"): what a
 * list, a detail before '보기' and a masked Excel show. Pure; each takes the raw or the
 * formatted value and returns '' for an empty one.
 */

const stars = (count: number) => '*'.repeat(Math.max(count, 0));

function maskWord(word: string): string {
  const chars = [...word];
  if (chars.length <= 1) return word;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${stars(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * '김민준' -> '김*준', '남궁민수' -> '남**수', '김준' -> '김*', '김' -> '김'. A name of several
 * words (foreign names) keeps the first letter of each word: 'John Smith' -> 'J*** S****'.
 */
export function maskName(value: unknown): string {
  const text = textOf(value);
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return maskWord(text);
  return words.map((word) => `${[...word][0]}${stars([...word].length - 1)}`).join(' ');
}

/** Every digit but the last `keep` replaced by '*', separators kept. */
function maskDigitsBut(text: string, keep: number, pattern = /\d/): string {
  const total = [...text].filter((char) => pattern.test(char)).length;
  let seen = 0;
  return [...text]
    .map((char) => {
      if (!pattern.test(char)) return char;
      seen += 1;
      return seen > total - keep ? char : '*';
    })
    .join('');
}

/**
 * The middle group hidden: '01012345678' -> '010-****-5678', '02-123-4567' -> '02-***-4567';
 * a four-four number keeps its first group ('1588-****'); an international number keeps its
 * country code and last four digits ('+1 415 555 0100' -> '+1 *** *** 0100'); anything else
 * shows only its last four digits.
 */
export function maskPhone(value: unknown): string {
  const text = formatPhone(value);
  if (text === '') return '';
  const international = /^(\+\d{1,3})(.*)$/.exec(text);
  if (international) return `${international[1]}${maskDigitsBut(international[2], 4)}`;
  const groups = text.split('-');
  if (groups.every((group) => /^\d+$/.test(group))) {
    if (groups.length === 3) return `${groups[0]}-${stars(groups[1].length)}-${groups[2]}`;
    if (groups.length === 2) return `${groups[0]}-${stars(groups[1].length)}`;
  }
  return maskDigitsBut(text, 4);
}

/** 'abcdef@domain.com' -> 'ab***@domain.com'; a local part of one or two characters keeps one. */
export function maskEmail(value: unknown): string {
  const text = textOf(value);
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  const local = at > 0 ? text.slice(0, at) : text;
  const kept = [...local].slice(0, [...local].length <= 2 ? 1 : 2).join('');
  return at > 0 ? `${kept}***${text.slice(at)}` : `${kept}***`;
}

/** Card and coupon numbers: only the last four characters shown, grouped by four ('****-****-****-9012'). */
export function maskCard(value: unknown): string {
  const text = formatCouponCode(value);
  return text === '' ? '' : maskDigitsBut(text, 4, /[A-Za-z0-9]/);
}

/** A birth date keeps its year: '1990-05-17' -> '1990-**-**'. */
export function maskBirth(value: unknown): string {
  const text = textOf(value);
  if (text === '') return '';
  const year = /^(\d{4})\D?\d{2}\D?\d{2}$/.exec(text);
  return year ? `${year[1]}-**-**` : maskDigitsBut(text, 0);
}

/** An address keeps its first two words (province, district): '서울특별시 강남구 테헤란로 123' -> '서울특별시 강남구 ***'. */
export function maskAddress(value: unknown): string {
  const words = textOf(value).split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  return words.length <= 2 ? `${words[0]} ***` : `${words.slice(0, 2).join(' ')} ***`;
}

const masks: Readonly<Record<PersonalKind, (value: unknown) => string>> = {
  name: maskName,
  phone: maskPhone,
  email: maskEmail,
  card: maskCard,
  birth: maskBirth,
  address: maskAddress,
};

/** Whether a text already is a mask (the server's or this module's): masking it again changes nothing. */
export const isMasked = (value: unknown): boolean => typeof value === 'string' && value.includes('*');

/** The masked text of a personal value of this kind. */
export const maskPersonal = (kind: PersonalKind, value: unknown): string => (isMasked(value) ? String(value) : masks[kind](value));

/** The full text of a personal value of this kind, in its display format (after '보기'). */
export function formatPersonal(kind: PersonalKind, value: unknown): string {
  if (kind === 'phone') return formatPhone(value);
  if (kind === 'card') return formatCouponCode(value);
  return textOf(value);
}
