import type { Row } from './model';

/**
 * Statistics rows summed from a ledger: one row per day (`statDt`) and group, in date then group
 * order, numbered from 1 (the statistics screens' key). `tally` adds one entry to its row.
 */
export function dailyGroups<T>(
  items: readonly T[],
  dayOf: (item: T) => unknown,
  groupOf: (item: T) => Row,
  blank: () => Row,
  tally: (figures: Row, item: T) => void,
): Row[] {
  const rows = new Map<string, Row>();
  for (const item of items) {
    const group = { statDt: String(dayOf(item)).slice(0, 10), ...groupOf(item) };
    const key = JSON.stringify(group);
    const figures = rows.get(key) ?? { ...group, ...blank() };
    tally(figures, item);
    rows.set(key, figures);
  }
  return [...rows.values()]
    .sort((a, b) => String(a.statDt).localeCompare(String(b.statDt)) || JSON.stringify(a).localeCompare(JSON.stringify(b)))
    .map((row, index) => ({ id: index + 1, ...row }));
}

export const n = (value: unknown) => Number(value) || 0;
