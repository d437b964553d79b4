import { textOf } from './digits';

/**
 * Coupon codes as 4-4-4-3/4 (spec §5): 15 or 16 letters/digits, grouped; any other value is
 * returned as given (already hyphenated codes are regrouped).
 */
export function formatCouponCode(value: unknown): string {
  const text = textOf(value);
  const compact = text.replace(/[\s-]/g, '');
  const match = /^([A-Za-z0-9]{4})([A-Za-z0-9]{4})([A-Za-z0-9]{4})([A-Za-z0-9]{3,4})$/.exec(compact);
  return match ? match.slice(1).join('-') : text;
}
