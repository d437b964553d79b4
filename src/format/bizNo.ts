import { stripSeparators, textOf } from './digits';

/** Business registration numbers as 3-2-5 (spec §5); anything but 10 digits gives ''. */
export function formatBizNo(value: unknown): string {
  const digits = stripSeparators(textOf(value));
  if (!/^\d{10}$/.test(digits)) return '';
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
