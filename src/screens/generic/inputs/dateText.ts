import { DATE_FORMAT, DATE_TIME_FORMAT, toDayjs } from '@/format/date';

/** What a date input stores: `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with the time. */
export const storedFormat = (withTime: boolean): string => (withTime ? 'YYYY-MM-DD HH:mm:ss' : DATE_FORMAT);
/** What it shows and asks for: `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm`. */
export const shownFormat = (withTime: boolean): string => (withTime ? DATE_TIME_FORMAT : DATE_FORMAT);

const DIGITS_OR_SEPARATORS = /^[\d\s./:-]*$/;

/**
 * The text of a date field after a keystroke or a paste: once the digits make a whole date
 * (`20261124`, `2026.11.24`, `2026-11-24 0930`) it is shown as `YYYY-MM-DD` (`… HH:mm`); until
 * then it is left as typed, so no keystroke is rewritten under the caret. `final` (on leaving the
 * field) also completes a date-time typed without its time (00:00).
 */
export function normalizeDateText(text: string, withTime: boolean, final = false): string {
  if (!DIGITS_OR_SEPARATORS.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  const whole = withTime ? digits.length === 12 || digits.length === 14 || (final && digits.length === 8) : digits.length === 8;
  if (!whole) return text;
  const parsed = toDayjs(digits.padEnd(14, '0'));
  return parsed ? parsed.format(shownFormat(withTime)) : text;
}

const SHOWN = { date: /^\d{4}-\d{2}-\d{2}$/, dateTime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ };

/**
 * The form value of a text: null when empty, the stored format once the text is a whole real
 * date, else the text itself (the input's validator names what is wrong).
 */
export function dateValue(text: string, withTime: boolean): string | null {
  if (text.trim() === '') return null;
  const whole = (withTime ? SHOWN.dateTime : SHOWN.date).test(text) ? toDayjs(text) : undefined;
  return whole ? whole.format(storedFormat(withTime)) : text;
}

/** The text shown for a form value (a record's date in any format `toDayjs` reads). */
export function dateText(value: unknown, withTime: boolean): string {
  const parsed = toDayjs(value);
  if (parsed) return parsed.format(shownFormat(withTime));
  return typeof value === 'string' ? value : '';
}
