import type { ListPeriod, ScreenDeclaration } from '@/declarations/types';
import { koreaDate } from '@/dashboard/periods';
import { rangeKeys } from '../declaration';

/**
 * A list's declared period (issue 13, spec §9), pure: today in Korea, the filter a list opens
 * on, the filter of '진행중' and which choice a filter is. The period travels as the date
 * range of its field (`{source}From`/`{source}To`) or as `period: 'ing'` with the order type.
 */
export const ONGOING = 'ing';

export const koreaToday = (now: Date | number = Date.now()): string => koreaDate(now).format('YYYY-MM-DD');

/** The range of `source` from `from` to `to`. */
export function rangeFilter(period: ListPeriod, from: string, to: string): Record<string, string> {
  const keys = rangeKeys(period.source);
  return { [keys.from]: from, [keys.to]: to };
}

/** What a list opens on: today's rows for a list declaring `initial: 'today'`. */
export function periodDefaults(screen: ScreenDeclaration, now: Date | number = Date.now()): Record<string, string> | undefined {
  if (!screen.period) return undefined;
  const today = koreaToday(now);
  return rangeFilter(screen.period, today, today);
}

export type PeriodChoice = 'today' | 'ongoing' | 'range';

/** Which choice the current filter is: '진행중', today, or any other range (or none). */
export function periodChoiceOf(period: ListPeriod, filter: Record<string, unknown>, now: Date | number = Date.now()): PeriodChoice {
  if (filter.period === ONGOING) return 'ongoing';
  const keys = rangeKeys(period.source);
  const today = koreaToday(now);
  return filter[keys.from] === today && filter[keys.to] === today ? 'today' : 'range';
}
