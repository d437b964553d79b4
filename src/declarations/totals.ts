import type { FieldDeclaration, FieldKind, ScreenDeclaration } from './types';

/** Kinds whose values add up: counts and amounts. */
const SUMMED_KINDS: ReadonlySet<FieldKind> = new Set(['number', 'won']);

/**
 * The fields a 합계 adds up on a screen declaring `totals` (docs/api.md "Totals"): its number and
 * won columns, the key and what is declared `noTotal` (a rate, an average, a balance) left out.
 * The server sums them; the client shows whatever sums the reply carries.
 */
export function totalFields(screen: ScreenDeclaration): FieldDeclaration[] {
  if (!screen.totals) return [];
  const key = screen.primaryKey ?? 'id';
  return screen.fields.filter((field) => field.column && SUMMED_KINDS.has(field.kind) && !field.noTotal && field.source !== key);
}
