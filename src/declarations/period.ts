import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ListPeriod, MonthPreset, PeriodPreset, ScreenDeclaration } from './types';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Periods of a list (issue 13, issue 16 item 2, spec §9), pure: the presets of every date-range
 * filter, the range a list opens on (and 초기화 restores), the filter of '진행중', which choice a
 * filter is, and the widest range a search may ask for. A period travels as the date range of
 * its field (`{source}From`/`{source}To`) or as `period: 'ing'` with the order type.
 */
export const ONGOING = 'ing';

const DAY = 'YYYY-MM-DD';

export const KOREA_TIME_ZONE = 'Asia/Seoul';

/** The calendar date of `now` in Korea, as a zone-free (UTC-mode) day: no zone or DST can shift a day. */
export function koreaDate(now: Date | number): Dayjs {
  return dayjs.utc(dayjs(now).tz(KOREA_TIME_ZONE).format(DAY));
}

/** The two filter keys of a date-range filter (docs/api.md): `{source}From`, `{source}To`. */
export const rangeKeys = (source: string): { from: string; to: string } => ({ from: `${source}From`, to: `${source}To` });

export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', 'yesterday', 'week', 'month', 'threeMonths'];
export const MONTH_PRESETS: readonly MonthPreset[] = ['thisMonth', 'lastMonth'];

/** The presets a range filter offers: the five, and 당월/전월 when it holds a monthly list's period. */
export const presetsOf = (period: ListPeriod | undefined): readonly (PeriodPreset | MonthPreset)[] =>
  period?.monthly ? [...PERIOD_PRESETS, ...MONTH_PRESETS] : PERIOD_PRESETS;

export const koreaToday = (now: Date | number = Date.now()): string => koreaDate(now).format(DAY);

export interface DateRange {
  from: string;
  to: string;
}

/** The dates of a preset, ending today (yesterday for '어제'; 전월 is the whole previous month; Korea dates). */
export function presetRange(preset: PeriodPreset | MonthPreset, now: Date | number = Date.now()): DateRange {
  const today = dayjs.utc(koreaToday(now));
  const to = today.format(DAY);
  switch (preset) {
    case 'today':
      return { from: to, to };
    case 'yesterday': {
      const yesterday = today.subtract(1, 'day').format(DAY);
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: today.subtract(1, 'week').format(DAY), to };
    case 'month':
      return { from: today.subtract(1, 'month').format(DAY), to };
    case 'threeMonths':
      return { from: today.subtract(3, 'month').format(DAY), to };
    case 'thisMonth':
      return { from: today.startOf('month').format(DAY), to };
    case 'lastMonth': {
      const last = today.startOf('month').subtract(1, 'month');
      return { from: last.format(DAY), to: last.endOf('month').format(DAY) };
    }
  }
}

/** The range of `source` as filter values. */
export function rangeFilter(source: string, range: DateRange): Record<string, string> {
  const keys = rangeKeys(source);
  return { [keys.from]: range.from, [keys.to]: range.to };
}

/** What a list opens on, and what 초기화 restores: its declared initial period (nothing without one). */
export function periodDefaults(screen: ScreenDeclaration, now: Date | number = Date.now()): Record<string, string> {
  if (!screen.period) return {};
  return rangeFilter(screen.period.source, presetRange(screen.period.initial, now));
}

export type PeriodChoice = PeriodPreset | MonthPreset | 'ongoing' | 'custom';

/** Which choice the range of `source` is in the filter: '진행중', one of `presets` whose dates it holds, or '직접 입력'. */
export function periodChoiceOf(
  source: string,
  filter: Record<string, unknown>,
  now: Date | number = Date.now(),
  presets: readonly (PeriodPreset | MonthPreset)[] = PERIOD_PRESETS,
): PeriodChoice {
  if (filter.period === ONGOING) return 'ongoing';
  const keys = rangeKeys(source);
  const from = filter[keys.from];
  const to = filter[keys.to];
  return (
    presets.find((preset) => {
      const range = presetRange(preset, now);
      return range.from === from && range.to === to;
    }) ?? 'custom'
  );
}

/** What keeps a search from being sent: no period at all, or one wider than the declared maximum. */
export type PeriodProblem = 'required' | 'tooWide';

/**
 * Whether a filter keeps to the period's declared maximum (`maxMonths`): both ends given, the end
 * no later than the start plus `maxMonths`. '진행중', where declared, is not measured; without a maximum, any
 * range (or none) goes.
 */
export function periodProblem(period: ListPeriod | undefined, filter: Record<string, unknown>): PeriodProblem | undefined {
  if (!period?.maxMonths || (period.ongoing && filter.period === ONGOING)) return undefined;
  const keys = rangeKeys(period.source);
  const from = filter[keys.from];
  const to = filter[keys.to];
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return 'required';
  return dayjs.utc(to.slice(0, 10)).isAfter(dayjs.utc(from.slice(0, 10)).add(period.maxMonths, 'month'), 'day') ? 'tooWide' : undefined;
}
