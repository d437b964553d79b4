import type { FieldDeclaration, PersonalKind, ScreenDeclaration } from './types';

/**
 * Which fields hold personal data: the declared `personal`, else the `phone` and `email` kinds.
 * One rule for the client (masking, reveal, the Excel reason) and the mock server (the reason it
 * requires and logs).
 */
export function personalKindOf(field: FieldDeclaration): PersonalKind | undefined {
  if (field.personal) return field.personal;
  if (field.kind === 'phone') return 'phone';
  if (field.kind === 'email') return 'email';
  return undefined;
}

export const isPersonal = (field: FieldDeclaration): boolean => personalKindOf(field) !== undefined;

/** A screen whose list or Excel carries personal data. */
export const hasPersonalData = (screen: ScreenDeclaration): boolean => screen.fields.some(isPersonal);

/**
 * The opaque key the server answers beside each number that names a record and is itself personal
 * (issue 34 item 6): a card's `cardKey` beside its `cardNo`, a coupon's `couponKey` beside its
 * `couponCode`. A screen keyed by such a number declares the key as its `primaryKey`, so addresses,
 * GET queries and browser history carry the key, never the number; the server keeps the record
 * by the number.
 */
export const OPAQUE_KEYS: Readonly<Record<string, string>> = { cardNo: 'cardKey', couponCode: 'couponKey' };

/** The number an opaque key stands for (`cardKey` → `cardNo`), undefined for any other field. */
export const numberFieldOf = (key: string): string | undefined => Object.keys(OPAQUE_KEYS).find((number) => OPAQUE_KEYS[number] === key);
