import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { barLabel, LABEL_MIN_PERCENT, LEVEL_COLORS, levelChartData, levelCounts, levelPercentages } from '@/dashboard/levels';
import { figuresOf, periodPair } from '@/dashboard/response';
import { changeOf } from '@/dashboard/text';

const entries = (blue: unknown, white: unknown, welcome: unknown) => [
  { LEVEL_NAME: 'Blue', CUS_TOTAL: blue },
  { LEVEL_NAME: 'White', CUS_TOTAL: white },
  { LEVEL_NAME: 'Welcome', CUS_TOTAL: welcome },
];

describe('level percentages (spec §9)', () => {
  it.each([
    [
      [125, 340, 535],
      [13, 34, 53],
    ],
    [
      [1, 1, 1],
      [33, 33, 34],
    ], // the third is the remainder, not its own rounding (33)
    [
      [166, 167, 667],
      [17, 17, 66],
    ], // 66.7 would round to 67: the remainder makes 100
    [
      [505, 495, 0],
      [51, 49, 0],
    ], // 50.5 and 49.5 both round up: the second is capped, never past 100
    [
      [0, 0, 5],
      [0, 0, 100],
    ],
    [
      [7, 0, 0],
      [100, 0, 0],
    ],
    [
      [1, 998, 1],
      [0, 100, 0],
    ],
  ] as const)('%j -> %j, always 100 in all', (counts, shares) => {
    const result = levelPercentages(counts);
    expect(result).toEqual(shares);
    expect(result?.reduce((sum, share) => sum + share, 0)).toBe(100);
  });

  it('has no shares without members', () => {
    expect(levelPercentages([0, 0, 0])).toBeUndefined();
  });

  it('sums to 100 with no negative share for many random months', () => {
    for (let seed = 1; seed < 500; seed += 1) {
      const counts = [(seed * 7919) % 1013, (seed * 104729) % 2011, (seed * 1299709) % 401] as const;
      const shares = levelPercentages(counts);
      if (!shares) continue;
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('bar labels', () => {
  it(`are drawn for ${LABEL_MIN_PERCENT} % or more only`, () => {
    expect(barLabel(10)).toBe('10%');
    expect(barLabel(53)).toBe('53%');
    expect(barLabel(100)).toBe('100%');
    expect(barLabel(9)).toBe('');
    expect(barLabel(0)).toBe('');
    expect(barLabel(undefined)).toBe('');
    expect(barLabel('abc')).toBe('');
  });
});

describe('level counts from levelData (CUS_TOTAL)', () => {
  it('reads the three levels by name, in any order, numbers or numeric strings', () => {
    expect(
      levelCounts([
        { LEVEL_NAME: 'WELCOME', CUS_TOTAL: '5,350' },
        { LEVEL_NAME: 'blue', CUS_TOTAL: 1250 },
        { LEVEL_NAME: 'White', CUS_TOTAL: 3400 },
      ]),
    ).toEqual([1250, 3400, 5350]);
  });

  it('reads them by position when the entries carry no known name', () => {
    expect(levelCounts([{ CUS_TOTAL: 1 }, { CUS_TOTAL: 2 }, { CUS_TOTAL: 3 }])).toEqual([1, 2, 3]);
  });

  it('counts a missing entry or count as 0', () => {
    expect(levelCounts([{ CUS_TOTAL: 5 }, null, { CUS_TOTAL: 'x' }])).toEqual([5, 0, 0]);
    expect(levelCounts([{ CUS_TOTAL: 5 }])).toEqual([5, 0, 0]);
    expect(levelCounts(entries(-3, 4, 4))).toEqual([0, 4, 4]);
  });

  it.each([undefined, null, {}, 'list', [], entries(0, 0, 0), [{ LEVEL_NAME: 'Blue' }]])('has no month for %j', (list) => {
    expect(levelCounts(list)).toBeUndefined();
  });

  it('builds the chart rows and names the months without data', () => {
    const months = ['2026-02', '2026-03', '2026-04'];
    expect(levelChartData([entries(125, 340, 535), undefined, entries(1, 1, 1)], months)).toEqual({
      rows: [
        { month: '2026-02', counts: [125, 340, 535], Blue: 13, White: 34, Welcome: 53 },
        { month: '2026-03' },
        { month: '2026-04', counts: [1, 1, 1], Blue: 33, White: 33, Welcome: 34 },
      ],
      missing: ['2026-03'],
    });
    expect(levelChartData([], months).missing).toEqual(months);
  });
});

describe('period figures', () => {
  it('treat a block without any figure of the table as missing', () => {
    expect(figuresOf({ TOTAL_CNT: '12' }, ['TOTAL_CNT'])).toEqual({ TOTAL_CNT: '12' });
    expect(figuresOf({ OTHER: 1 }, ['TOTAL_CNT'])).toBeUndefined();
    expect(figuresOf([1], ['TOTAL_CNT'])).toBeUndefined();
    expect(figuresOf(null, ['TOTAL_CNT'])).toBeUndefined();
    expect(periodPair({ data1: { TOTAL_CNT: 1 } }, 'data', ['TOTAL_CNT'])).toEqual([{ TOTAL_CNT: 1 }, undefined]);
    expect(periodPair(undefined, 'data', ['TOTAL_CNT'])).toEqual([undefined, undefined]);
  });

  it('show the change with its sign, or - when a period is missing', () => {
    expect(changeOf(1_234_567, 1_221_004)).toEqual({ text: '+13,563', trend: 'up' });
    expect(changeOf(12_840, 19_655)).toEqual({ text: '-6,815', trend: 'down' });
    expect(changeOf(5, 5)).toEqual({ text: '0', trend: 'flat' });
    expect(changeOf(undefined, 5)).toEqual({ text: '-' });
    expect(changeOf(5, undefined)).toEqual({ text: '-' });
  });
});

describe('level chart colours', () => {
  it('prints each share readably on its bar (WCAG AA 4.5:1: white on the Welcome teal was 3.0:1)', () => {
    for (const [level, { fill, label }] of Object.entries(LEVEL_COLORS)) expect(getContrastRatio(label, fill), level).toBeGreaterThanOrEqual(4.5);
  });
});
