import type { Dayjs } from 'dayjs';
import { koreaDate } from '@/declarations/period';

/**
 * Dashboard periods (spec §9), pure functions of a given clock, in Korea time whatever the
 * browser's zone: the instant is read as a calendar date in Asia/Seoul, then all arithmetic is
 * done on plain calendar dates (UTC-mode dayjs, so no zone or DST can shift a day).
 *
 * Every period is anchored on **yesterday**, the last day with complete figures:
 * - current  = the 1st of yesterday's month to yesterday;
 * - previous = the whole month before that;
 * - level chart = three months, from two months before yesterday's month to yesterday's month.
 * On any day but the 1st this is exactly the spec's "1st of this month to yesterday". On the
 * 1st (when "this month to yesterday" would be empty) the current period is the whole previous
 * month, the previous period the month before it, and the chart ends on the previous month
 * (docs/decisions.md, "Dashboard").
 */
const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';

export interface DatePeriod {
  /** First day, `YYYY-MM-DD`, inclusive. */
  start: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  end: string;
}

export interface DashboardPeriods {
  /** Today in Korea, `YYYY-MM-DD`. */
  today: string;
  current: DatePeriod;
  previous: DatePeriod;
  /** The level chart's months, oldest first, `YYYY-MM` (levelData1..3). */
  levelMonths: readonly [string, string, string];
  /** True on the 1st of a month: the current period is then the whole previous month. */
  monthStart: boolean;
}

const periodOf = (start: Dayjs, end: Dayjs): DatePeriod => ({ start: start.format(DAY), end: end.format(DAY) });

export function dashboardPeriods(now: Date | number): DashboardPeriods {
  const today = koreaDate(now);
  const yesterday = today.subtract(1, 'day');
  const month = yesterday.startOf('month');
  const previousMonth = month.subtract(1, 'month');
  return {
    today: today.format(DAY),
    current: periodOf(month, yesterday),
    previous: periodOf(previousMonth, previousMonth.endOf('month')),
    levelMonths: [month.subtract(2, 'month').format(MONTH), previousMonth.format(MONTH), month.format(MONTH)],
    monthStart: today.date() === 1,
  };
}

/** The query of GET /api/dashboard (docs/api.md): both periods and the chart's first month. */
export function dashboardQuery(periods: DashboardPeriods): Record<string, string> {
  return {
    startDt: periods.current.start,
    endDt: periods.current.end,
    prevStartDt: periods.previous.start,
    prevEndDt: periods.previous.end,
    levelStartMonth: periods.levelMonths[0],
  };
}

/** `2026.04.01 ~ 2026.04.14` */
export function periodText({ start, end }: DatePeriod): string {
  return `${start.replaceAll('-', '.')} ~ ${end.replaceAll('-', '.')}`;
}
