import { describe, expect, it } from 'vitest';
import { screens } from '@resources/registry';
import { isRangeFilter } from '@/screens/generic/declaration';
import { periodChoiceOf, periodProblem, periodDefaults, presetRange } from '@/declarations/period';

/** Periods of the generic lists (issue 16 item 2): presets in Korea time, defaults per screen, the maximum range. */
const NOW = Date.parse('2026-11-24T16:30:00Z'); // 2026-11-25 01:30 in Korea

describe('list periods', () => {
  it('gives each preset its dates in Korea time, ending today (어제 aside)', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('yesterday', NOW)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('week', NOW)).toEqual({ from: '2026-11-18', to: '2026-11-25' });
    expect(presetRange('month', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-25' });
    expect(presetRange('threeMonths', NOW)).toEqual({ from: '2026-08-25', to: '2026-11-25' });
    expect(presetRange('thisMonth', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    // 전월: the whole previous month, whatever today is (issue 32 item 4)
    expect(presetRange('lastMonth', NOW)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', Date.UTC(2026, 2, 31, 3))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', Date.UTC(2026, 0, 15, 3))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('names the choice a filter holds: a preset, 진행중, or 직접 입력', () => {
    expect(periodChoiceOf('orderDt', { orderDtFrom: '2026-11-18', orderDtTo: '2026-11-25' }, NOW)).toBe('week');
    expect(periodChoiceOf('orderDt', { orderDtFrom: '2026-11-17', orderDtTo: '2026-11-25' }, NOW)).toBe('custom');
    expect(periodChoiceOf('orderDt', {}, NOW)).toBe('custom');
    expect(periodChoiceOf('orderDt', { period: 'ing' }, NOW)).toBe('ongoing');
  });

  it('asks a list with a maximum period for both dates, at most that far apart (진행중 aside)', () => {
    const period = { source: 'statDt', initial: 'thisMonth' as const, maxMonths: 12 };
    expect(periodProblem(period, { statDtFrom: '2025-11-25', statDtTo: '2026-11-25' })).toBeUndefined();
    expect(periodProblem(period, { statDtFrom: '2025-11-24', statDtTo: '2026-11-25' })).toBe('tooWide');
    expect(periodProblem(period, { statDtFrom: '2020-01-01' })).toBe('required');
    expect(periodProblem(period, { statDtTo: '2026-11-25' })).toBe('required');
    expect(periodProblem(period, {})).toBe('required');
    expect(periodProblem(period, { period: 'ing' })).toBe('required');
    expect(periodProblem({ ...period, ongoing: { orderType: 'A' } }, { period: 'ing', orderType: 'A' })).toBeUndefined();
    expect(periodProblem({ ...period, maxMonths: undefined }, {})).toBeUndefined();
    expect(periodProblem({ ...period, maxMonths: undefined }, { statDtFrom: '2020-01-01', statDtTo: '2026-11-25' })).toBeUndefined();
  });

  it('declares a default period on the order, payment, settlement and statistics lists, on a date-range field of the screen', () => {
    const declared = screens.filter((screen) => screen.period);
    for (const screen of declared) {
      const field = screen.fields.find((candidate) => candidate.source === screen.period?.source);
      expect(field && isRangeFilter(field), `${screen.name}: ${screen.period?.source} is a date-range filter`).toBe(true);
      expect(screen.period?.maxMonths, screen.name).toBe(12);
    }
    const names = declared.map((screen) => screen.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'order',
        'reserveOrder',
        'subscribeOrder',
        'pgTrade',
        'cardHistorySearch',
        'couponChangePrice',
        'closeCalculate',
        'coverStamp',
        'sales',
        'giftCardUseState',
      ]),
    );
    expect(declared.filter((screen) => screen.area === 'statistics')).toHaveLength(screens.filter((screen) => screen.area === 'statistics').length);
    expect(
      periodDefaults(
        declared.find((screen) => screen.name === 'order')!,
        NOW,
      ),
    ).toEqual({ orderDtFrom: '2026-11-25', orderDtTo: '2026-11-25' });
    expect(
      periodDefaults(
        declared.find((screen) => screen.name === 'sales')!,
        NOW,
      ),
    ).toEqual({ statDtFrom: '2026-11-01', statDtTo: '2026-11-25' });
    expect(
      periodDefaults(
        screens.find((screen) => screen.name === 'notice')!,
        NOW,
      ),
    ).toEqual({});
  });
});
