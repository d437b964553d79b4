import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';

// Korean day and month names wherever a date is formatted (the sign-in page formats none).
dayjs.locale('ko');

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Reads a date from a Date, a Dayjs, epoch milliseconds, or a string: ISO (`2026-01-15`,
 * `2026-01-15T09:30:00`, fractions of a second and a zone allowed), compact (`20260115`,
 * `20260115093000`) or `2026.01.15`; nothing after it (`2026-01-15(목)` is not a date).
 */
export function toDayjs(value: unknown): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : undefined;
  if (value instanceof Date || typeof value === 'number') {
    const parsed = dayjs(value);
    return parsed.isValid() ? parsed : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const parts =
    /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(text) ??
    /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!parts) return undefined;
  // An ISO string with a zone (`…Z`, `…+09:00`) keeps its instant.
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const zoned = dayjs(text);
    return zoned.isValid() ? zoned : undefined;
  }
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const parsed = dayjs(new Date(year, month - 1, day, hour, minute, second));
  // Overflowing values (2026-13-45, 25:00) are refused instead of rolled over.
  const exact = parsed.month() === month - 1 && parsed.date() === day && parsed.hour() === hour && parsed.minute() === minute;
  return parsed.isValid() && exact ? parsed : undefined;
}

/** `YYYY-MM-DD`; invalid or empty -> ''. */
export function formatDate(value: unknown): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '';
}

/** `YYYY-MM-DD HH:mm`; invalid or empty -> ''. */
export function formatDateTime(value: unknown): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? '';
}

/** `YYYYMMDD` of a date (today by default), as used in file names. */
export function compactDate(value: unknown = new Date()): string {
  return toDayjs(value)?.format('YYYYMMDD') ?? '';
}
