/**
 * What the header's 회원·카드·주문 검색 box (issue 36 item 1) understood from what was typed, and
 * which list filters it asks with. Pure: the dialog sends one list call per group the result
 * names (docs/api.md "Lookup"). The rules, on the seed's formats (the spec is silent):
 *
 * - spaces and hyphens are ignored in a number ('010-1234-5678' = '01012345678');
 * - 4 digits: the last 4 of a phone (회원 `cusHp`) or of a card number (선불카드 `cardNo`);
 * - 10–11 digits starting 01: a whole mobile number (회원 `cusHp`);
 * - 16 digits: a whole card number (선불카드 `cardNo`);
 * - 14 digits starting 20: a whole order number (주문 `orderNo`);
 * - 6 digits: a member number (회원 `cusId`, and that member's cards and orders by `cusId`);
 * - any other number of 5 digits or more: part of a phone, card or order number;
 * - text with a letter (Hangul or Latin): a name (회원 `cusName`), two characters at least;
 * - shorter input (1–3 digits, one letter) asks nothing: too short to tell.
 */
export type LookupGroup = 'member' | 'prepayCard' | 'order';

export type LookupKind = 'last4' | 'phone' | 'card' | 'order' | 'memberNo' | 'number' | 'name';

export type LookupQuery =
  { kind: 'empty' } | { kind: 'tooShort' } | { kind: LookupKind; text: string; filters: Partial<Record<LookupGroup, Record<string, string>>> };

/** The order in which groups are shown: 회원 / 선불카드 / 주문. */
export const LOOKUP_GROUPS: readonly LookupGroup[] = ['member', 'prepayCard', 'order'];

const MIN_NAME = 2;

export function parseLookup(input: string): LookupQuery {
  const trimmed = input.trim();
  if (trimmed === '') return { kind: 'empty' };
  const compact = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) return parseNumber(compact);
  if (/[A-Za-z\u3131-\u318E\uAC00-\uD7A3]/.test(trimmed)) {
    const name = trimmed.replace(/\s+/g, ' ');
    return [...name.replace(/\s/g, '')].length < MIN_NAME ? { kind: 'tooShort' } : { kind: 'name', text: name, filters: { member: { cusName: name } } };
  }
  return { kind: 'tooShort' };
}

function parseNumber(digits: string): LookupQuery {
  const length = digits.length;
  if (length < 4) return { kind: 'tooShort' };
  if (length === 4) return { kind: 'last4', text: digits, filters: { member: { cusHp: digits }, prepayCard: { cardNo: digits } } };
  if (/^01\d{8,9}$/.test(digits)) return { kind: 'phone', text: digits, filters: { member: { cusHp: digits } } };
  if (length === 16) return { kind: 'card', text: digits, filters: { prepayCard: { cardNo: digits } } };
  if (length === 14 && digits.startsWith('20')) return { kind: 'order', text: digits, filters: { order: { orderNo: digits } } };
  if (length === 6) return { kind: 'memberNo', text: digits, filters: { member: { cusId: digits }, prepayCard: { cusId: digits }, order: { cusId: digits } } };
  return { kind: 'number', text: digits, filters: { member: { cusHp: digits }, prepayCard: { cardNo: digits }, order: { orderNo: digits } } };
}

/** Whether a phone typed as its last 4 digits matches this number's end (the server matches anywhere in it). */
export const endsWithDigits = (value: unknown, digits: string): boolean =>
  String(value ?? '')
    .replace(/\D/g, '')
    .endsWith(digits);
