import { translate } from '@i18n/translate';
import { formatNumber } from '@/format/number';
import type { DashboardPeriods, DatePeriod } from './periods';

/** The dashboard's texts built from its numbers and periods (Korean, from the catalogue). */

export interface PeriodLabel {
  /** `당월 누적`, `전월` (or `전월`, `전전월` on the 1st of a month). */
  label: string;
  /** `2026.04.01 ~ 2026.04.14` */
  range: string;
  /** `04.01 ~ 04.14`, under a table's column heading (the full dates are on top of the page). */
  short: string;
}

/** The current period's label, then the previous one's. */
export type PeriodLabels = readonly [PeriodLabel, PeriodLabel];

/** `2026.04.01 ~ 2026.04.14` */
export function periodRange({ start, end }: DatePeriod): string {
  return `${start.replaceAll('-', '.')} ~ ${end.replaceAll('-', '.')}`;
}

/** `04.01 ~ 04.14` */
export function shortRange({ start, end }: DatePeriod): string {
  return `${start.slice(5).replace('-', '.')} ~ ${end.slice(5).replace('-', '.')}`;
}

/** The names and dates of the two periods, as the tables' headers and the summary show them. */
export function periodLabels(periods: DashboardPeriods): PeriodLabels {
  const { monthStart } = periods;
  return [
    {
      label: translate(monthStart ? 'dashboard.period.currentOnMonthStart' : 'dashboard.period.current'),
      range: periodRange(periods.current),
      short: shortRange(periods.current),
    },
    {
      label: translate(monthStart ? 'dashboard.period.previousOnMonthStart' : 'dashboard.period.previous'),
      range: periodRange(periods.previous),
      short: shortRange(periods.previous),
    },
  ];
}

/** `2026-04` -> `2026년 4월` */
export function monthText(month: string): string {
  const [year, number] = month.split('-');
  return translate('dashboard.month', { year, month: Number(number) });
}

/** `데이터가 없습니다.` prefixed with what is missing: `전월: 데이터가 없습니다.` */
export function missingText(what: string): string {
  return translate('dashboard.missing', { what });
}

export type Trend = 'up' | 'down' | 'flat';

export interface Change {
  text: string;
  trend?: Trend;
}

/** Current minus previous with its sign (`+1,234`, `-1,234`, `0`); `-` when either is missing. */
export function changeOf(current: number | undefined, previous: number | undefined): Change {
  if (current === undefined || previous === undefined) return { text: '-' };
  const diff = current - previous;
  if (diff === 0) return { text: '0', trend: 'flat' };
  return diff > 0 ? { text: `+${formatNumber(diff)}`, trend: 'up' } : { text: formatNumber(diff), trend: 'down' };
}
