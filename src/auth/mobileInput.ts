import { formatPhone } from '@/format/phone';

/**
 * The profile's mobile input as typed (spec §2 pattern 000-0000-0000): digits only, at most 11,
 * hyphens placed while typing ('0101234' -> '010-1234'), a complete number as formatPhone shows it
 * ('01012345678' -> '010-1234-5678', '0111234567' -> '011-123-4567').
 */
export const MOBILE_MAX_DIGITS = 11;

/** A complete mobile number in the pattern: 3 digits, 3 or 4, then 4. */
export const MOBILE_PATTERN = /^\d{3}-\d{3,4}-\d{4}$/;

export function formatMobileInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MOBILE_MAX_DIGITS);
  if (digits.length >= 10) return formatPhone(digits);
  if (digits.length > 7) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}
