import type { ChartDeclaration } from '@/declarations/types';
import { toNumber } from '@/format/number';
import { isRow } from '@/providers/dataProvider/records';

/** One point of a chart: its x (a day or a month) and one number per series. */
export type ChartPoint = { x: string } & Record<string, number | string>;

const DATED = /^\d{4}-\d{2}(-\d{2})?/;

/** The x of a point: `x` (our convention) or the field the chart is declared on (a server keying its points like its rows). */
function xOf(chart: ChartDeclaration, point: Record<string, unknown>): string | undefined {
  const value = point.x ?? point[chart.x];
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  // a point per row stamped with a time still belongs to its day (or month)
  return DATED.test(text) ? text.slice(0, chart.period === 'month' ? 7 : 10) : text;
}

/**
 * The points a chart draws from a reply's `graphList` (docs/api.md "Charts"): keyed by `x` or by
 * the declared x field, each series read by its key (a measure's field name or a stack's choice
 * id), the points of one x summed (several stores' rows of a day make one point), x ascending.
 * Anything that is not such a point is left out; none left means no chart.
 */
export function chartPoints(chart: ChartDeclaration, keys: readonly string[], graphList: unknown): ChartPoint[] {
  if (!Array.isArray(graphList)) return [];
  const points = new Map<string, ChartPoint>();
  for (const item of graphList) {
    if (!isRow(item)) continue;
    const x = xOf(chart, item);
    if (x === undefined) continue;
    const point: ChartPoint = points.get(x) ?? { x, ...Object.fromEntries(keys.map((key) => [key, 0])) };
    for (const key of keys) point[key] = Number(point[key]) + (toNumber(item[key]) ?? 0);
    points.set(x, point);
  }
  return [...points.values()].sort((a, b) => a.x.localeCompare(b.x));
}
