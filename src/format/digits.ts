/** Shared helpers of the display formats of spec §5. */

/** The text of a value, or '' for null/undefined/non-scalars. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Removes the separators people type in numbers (hyphen, space, dot, parentheses). */
export function stripSeparators(value: string): string {
  return value.replace(/[\s\-.()]/g, '');
}
