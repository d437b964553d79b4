import { totalFields } from '@/declarations/totals';
import type { ScreenDeclaration } from '@/declarations/types';
import type { MockRecord } from '../../db/database';
import { queryRows } from '../util';

/**
 * The figures a list reply carries beside its page (docs/api.md "Charts", "Totals"): `graphList`,
 * the filtered rows (every page) grouped along the declared chart's x and summed, `summary`, the
 * sums of the declared totals, and the totals a `GET {type}/{statistic}` answers. All follow the
 * list's filters over the rows the admin may see (a store owner's stores), never its paging.
 */
const PAGING = ['page', 'size', 'range', 'sort', 'order', 'excelYn', 'downloadReason', 'downloadKey'];

/** The rows the list's filters keep, all pages. */
function filtered(screen: ScreenDeclaration, rows: readonly MockRecord[], url: string | URL): MockRecord[] {
  const unpaged = new URL(url, 'http://localhost');
  for (const name of PAGING) unpaged.searchParams.delete(name);
  return queryRows(rows, unpaged, { fields: screen.fields }).list;
}

const amountOf = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** `[{ x: '2026-03', saleAmt: …, … }]` (line) or `[{ x: '2026-03', CARD: …, PREPAY: … }]` (stackedBar), x ascending. */
export function graphOf(screen: ScreenDeclaration, rows: readonly MockRecord[], url: string | URL): MockRecord[] {
  const chart = screen.chart;
  if (!chart) return [];
  const width = chart.period === 'month' ? 7 : 10;
  const stacks = chart.stackBy ? (screen.fields.find((field) => field.source === chart.stackBy)?.choices ?? []).map((choice) => String(choice.id)) : [];
  const groups = new Map<string, MockRecord>();
  for (const row of filtered(screen, rows, url)) {
    const x = String(row[chart.x] ?? '').slice(0, width);
    if (x.length < width) continue;
    const point = groups.get(x) ?? { x, ...Object.fromEntries((stacks.length ? stacks : chart.measures).map((key) => [key, 0])) };
    if (stacks.length) {
      const stack = String(row[chart.stackBy ?? ''] ?? '');
      if (stacks.includes(stack)) point[stack] = amountOf(point[stack]) + amountOf(row[chart.measures[0]]);
    } else for (const measure of chart.measures) point[measure] = amountOf(point[measure]) + amountOf(row[measure]);
    groups.set(x, point);
  }
  return [...groups.values()].sort((a, b) => String(a.x).localeCompare(String(b.x)));
}

/** The totals of a declared summary over the filtered rows: `{ list: [{ statistic, rowCnt, …sums }], totalCnt: 1 }`. */
export function summaryOf(screen: ScreenDeclaration, rows: readonly MockRecord[], url: string | URL): { list: MockRecord[]; totalCnt: number } {
  const measures = screen.summary?.measures ?? [];
  const kept = filtered(screen, rows, url);
  const totals: MockRecord = { statistic: screen.summary?.statistic, rowCnt: kept.length };
  for (const measure of measures) totals[measure] = kept.reduce((sum, row) => sum + amountOf(row[measure]), 0);
  return { list: [totals], totalCnt: 1 };
}

/** `{ tradeAmt: …, tradeCnt: … }`: the sums of a screen's `totalFields` over every filtered row. */
export function totalsOf(screen: ScreenDeclaration, rows: readonly MockRecord[], url: string | URL): Record<string, number> {
  const kept = filtered(screen, rows, url);
  return Object.fromEntries(totalFields(screen).map((field) => [field.source, kept.reduce((sum, row) => sum + amountOf(row[field.source]), 0)]));
}
