import { describe, expect, it } from 'vitest';
import { dateText, dateValue, normalizeDateText } from '@/screens/generic/inputs/dateText';

describe('date input text', () => {
  it('shows the typed digits as YYYY-MM-DD once they make a whole date, not before', () => {
    expect(normalizeDateText('2026112', false)).toBe('2026112');
    expect(normalizeDateText('20261124', false)).toBe('2026-11-24');
    expect(normalizeDateText('2026.11.24', false)).toBe('2026-11-24');
    expect(normalizeDateText('2026-11-24', false)).toBe('2026-11-24');
    expect(normalizeDateText('20261345', false)).toBe('20261345');
  });

  it('completes a date-time with its time, or with 00:00 when the field is left', () => {
    expect(normalizeDateText('20261124', true)).toBe('20261124');
    expect(normalizeDateText('202611240930', true)).toBe('2026-11-24 09:30');
    expect(normalizeDateText('20261124', true, true)).toBe('2026-11-24 00:00');
  });

  it('stores a whole real date in the stored format and keeps anything else as typed', () => {
    expect(dateValue('', false)).toBeNull();
    expect(dateValue('2026-11-24', false)).toBe('2026-11-24');
    expect(dateValue('2026-11-24 09:30', true)).toBe('2026-11-24 09:30:00');
    expect(dateValue('2026-11-2', false)).toBe('2026-11-2');
    expect(dateValue('2026-02-30', false)).toBe('2026-02-30');
  });

  it('shows a record value in any read format', () => {
    expect(dateText('20260115', false)).toBe('2026-01-15');
    expect(dateText('2026-01-15 09:30:00', true)).toBe('2026-01-15 09:30');
    expect(dateText(null, false)).toBe('');
  });
});
