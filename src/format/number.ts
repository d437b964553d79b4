import { translate } from '@i18n/translate';

/** Numbers and won amounts in the ko-KR format: `1,234`, `1,234원` (the unit from the catalogue). */

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 3 });
const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Reads a number from a number or a numeric string ('1234', '1,234', ' 12.5 '); otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const compact = value.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) return undefined;
  const parsed = Number(compact);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** `1234567` -> `1,234,567`; anything that is not a number -> ''. */
export function formatNumber(value: unknown): string {
  const number = toNumber(value);
  return number === undefined ? '' : numberFormat.format(number);
}

/** `1234` -> `1,234원` (rounded to the won); anything that is not a number -> ''. */
export function formatWon(value: unknown): string {
  const number = toNumber(value);
  return number === undefined ? '' : translate('content.format.won', { amount: wonFormat.format(number) });
}

/**
 * The text of a number being typed, its whole part grouped by thousands: `300000` -> `300,000`,
 * `1234.5` -> `1,234.5`. Keeps only digits and the period (spec §5's numeric keys), so a pasted
 * `300,000원` reads `300,000`; what follows the first period is kept as typed.
 */
export function groupThousands(text: string): string {
  const [whole, ...rest] = text.replace(/[^0-9.]/g, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('')}` : grouped;
}
