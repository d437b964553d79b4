import { stripSeparators, textOf } from './digits';

/**
 * Phone numbers as 3-3/4-4 (spec §5): `01012345678` -> `010-1234-5678`, `0311234567` -> `031-123-4567`.
 * Seoul's two-digit area code gives 2-3/4-4 (`02-123-4567`), an eight-digit number 4-4 (`1588-1234`).
 * A value that is not a phone number (masked, wrong length, letters) is returned as given.
 */
export function formatPhone(value: unknown): string {
  const text = textOf(value);
  const digits = stripSeparators(text);
  if (!/^\d+$/.test(digits)) return text;
  if (digits.startsWith('02') && (digits.length === 9 || digits.length === 10)) {
    return `02-${digits.slice(2, -4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 10 || digits.length === 11) {
    return `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 8 && !digits.startsWith('0')) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return text;
}
