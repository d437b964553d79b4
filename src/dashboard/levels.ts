import { toNumber } from '@/format/number';

/**
 * The member level chart's numbers (spec §2 item 2, §9): per month the shares of Blue, White
 * and Welcome from `levelData1..3` (`CUS_TOTAL`), rounded, the third share being the
 * remainder of 100 so every bar is exactly 100 %.
 */
export const LEVELS = ['Blue', 'White', 'Welcome'] as const;
export type Level = (typeof LEVELS)[number];
export type Triple = readonly [number, number, number];

/** Each level's bar colour and the colour of the share printed on it (4.5:1 or more between them). */
export const LEVEL_COLORS: Record<Level, { fill: string; label: string }> = {
  Blue: { fill: '#1f5fbf', label: '#ffffff' },
  White: { fill: '#c5d0d6', label: '#263238' },
  // a dark label: white on this teal reads 3.0:1 (WCAG AA asks 4.5:1)
  Welcome: { fill: '#26a69a', label: '#0b1f1d' },
};

/** Labels are drawn only for shares of 10 % or more (spec §9). */
export const LABEL_MIN_PERCENT = 10;

function isLevelEntry(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The member counts of one month, Blue, White, Welcome. An entry is matched by its `LEVEL_NAME`
 * (case-insensitive) when it has one we know, otherwise by its position (spec §3 lists the three
 * in that order). A missing entry or count is 0. Undefined when the list is missing, not a list,
 * or counts no member at all.
 */
export function levelCounts(list: unknown): Triple | undefined {
  if (!Array.isArray(list)) return undefined;
  const entries = list.filter(isLevelEntry);
  const named = (level: Level) => entries.find((entry) => String(entry.LEVEL_NAME ?? '').toLowerCase() === level.toLowerCase());
  const counts = LEVELS.map((level, index) => Math.max(0, toNumber((named(level) ?? entries[index])?.CUS_TOTAL) ?? 0));
  const [blue, white, welcome] = counts;
  return blue + white + welcome > 0 ? [blue, white, welcome] : undefined;
}

/**
 * Rounded percentages of three counts: the first two rounded (the second capped so the two never
 * pass 100), the third the remainder of 100. Undefined when the total is not positive.
 */
export function levelPercentages([first, second, third]: Triple): Triple | undefined {
  const total = first + second + third;
  if (!(total > 0)) return undefined;
  const a = Math.round((first / total) * 100);
  const b = Math.min(Math.round((second / total) * 100), 100 - a);
  return [a, b, 100 - a - b];
}

/** The text of a bar label: `13%` from 10 up, nothing below (spec §9). */
export function barLabel(value: unknown): string {
  const number = toNumber(value);
  return number !== undefined && number >= LABEL_MIN_PERCENT ? `${number}%` : '';
}

/** One bar of the chart: a month and, when its data is there, the three shares and the counts they come from. */
export type LevelRow = { month: string; counts?: Triple } & Partial<Record<Level, number>>;

export interface LevelChartData {
  rows: LevelRow[];
  /** The months (`YYYY-MM`) whose level list is missing or empty. */
  missing: string[];
}

/** The chart's rows for `months` (oldest first) from the lists levelData1..3 in the same order. */
export function levelChartData(lists: readonly unknown[], months: readonly string[]): LevelChartData {
  const missing: string[] = [];
  const rows = months.map((month, index): LevelRow => {
    const counts = levelCounts(lists[index]);
    const shares = counts && levelPercentages(counts);
    if (!shares) {
      missing.push(month);
      return { month };
    }
    return { month, counts, Blue: shares[0], White: shares[1], Welcome: shares[2] };
  });
  return { rows, missing };
}
