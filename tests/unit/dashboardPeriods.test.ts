import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardPeriods, dashboardQuery } from '@/dashboard/periods';
import { koreaDate } from '@/declarations/period';
import { periodLabels } from '@/dashboard/text';

/** Noon in Korea (03:00 UTC) of a date. */
const noonInSeoul = (date: string) => new Date(`${date}T03:00:00Z`);

describe('dashboard periods (spec §9), in Korea time', () => {
  it.each([
    ['the 15th', '2026-04-15', ['2026-04-01', '2026-04-14'], ['2026-03-01', '2026-03-31'], ['2026-02', '2026-03', '2026-04'], false],
    ['the 2nd (one day)', '2026-04-02', ['2026-04-01', '2026-04-01'], ['2026-03-01', '2026-03-31'], ['2026-02', '2026-03', '2026-04'], false],
    ['31 January', '2026-01-31', ['2026-01-01', '2026-01-30'], ['2025-12-01', '2025-12-31'], ['2025-11', '2025-12', '2026-01'], false],
    [
      '31 March (previous month of 28 days)',
      '2026-03-31',
      ['2026-03-01', '2026-03-30'],
      ['2026-02-01', '2026-02-28'],
      ['2026-01', '2026-02', '2026-03'],
      false,
    ],
    ['the 1st: the whole previous month', '2026-04-01', ['2026-03-01', '2026-03-31'], ['2026-02-01', '2026-02-28'], ['2026-01', '2026-02', '2026-03'], true],
    ['1 March', '2026-03-01', ['2026-02-01', '2026-02-28'], ['2026-01-01', '2026-01-31'], ['2025-12', '2026-01', '2026-02'], true],
    ['1 March of a leap year', '2028-03-01', ['2028-02-01', '2028-02-29'], ['2028-01-01', '2028-01-31'], ['2027-12', '2028-01', '2028-02'], true],
    ['1 January', '2026-01-01', ['2025-12-01', '2025-12-31'], ['2025-11-01', '2025-11-30'], ['2025-10', '2025-11', '2025-12'], true],
    ['2 January', '2026-01-02', ['2026-01-01', '2026-01-01'], ['2025-12-01', '2025-12-31'], ['2025-11', '2025-12', '2026-01'], false],
  ] as const)('%s', (_name, day, current, previous, levelMonths, monthStart) => {
    expect(dashboardPeriods(noonInSeoul(day))).toEqual({
      today: day,
      current: { start: current[0], end: current[1] },
      previous: { start: previous[0], end: previous[1] },
      levelMonths,
      monthStart,
    });
  });

  it('reads the clock in Seoul: 2026-03-31T16:00Z is already 1 April there', () => {
    expect(koreaDate(Date.parse('2026-03-31T16:00:00Z')).format('YYYY-MM-DD')).toBe('2026-04-01');
    expect(dashboardPeriods(Date.parse('2026-03-31T16:00:00Z')).current).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    // One second earlier it is still 31 March in Seoul.
    expect(dashboardPeriods(Date.parse('2026-03-31T14:59:59Z')).current).toEqual({ start: '2026-03-01', end: '2026-03-30' });
  });

  it('builds the query of GET /api/dashboard', () => {
    expect(dashboardQuery(dashboardPeriods(noonInSeoul('2026-04-15')))).toEqual({
      startDt: '2026-04-01',
      endDt: '2026-04-14',
      prevStartDt: '2026-03-01',
      prevEndDt: '2026-03-31',
      levelStartMonth: '2026-02',
    });
  });

  it('names the periods with their dates, moved back on the 1st', () => {
    expect(periodLabels(dashboardPeriods(noonInSeoul('2026-04-15')))).toEqual([
      { label: '당월 누적', range: '2026.04.01 ~ 2026.04.14', short: '04.01 ~ 04.14' },
      { label: '전월', range: '2026.03.01 ~ 2026.03.31', short: '03.01 ~ 03.31' },
    ]);
    expect(periodLabels(dashboardPeriods(noonInSeoul('2026-04-01')))).toEqual([
      { label: '전월', range: '2026.03.01 ~ 2026.03.31', short: '03.01 ~ 03.31' },
      { label: '전전월', range: '2026.02.01 ~ 2026.02.28', short: '02.01 ~ 02.28' },
    ]);
  });
});

describe.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('with the browser in %s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('gives the same periods as in Seoul', () => {
    const offset = new Date('2026-03-31T16:00:00Z').getTimezoneOffset();
    expect(offset).not.toBe(-540); // the process really is in another zone
    expect(dashboardPeriods(Date.parse('2026-03-31T16:00:00Z'))).toMatchObject({
      today: '2026-04-01',
      monthStart: true,
      current: { start: '2026-03-01', end: '2026-03-31' },
    });
    expect(dashboardPeriods(Date.parse('2026-03-31T11:00:00Z'))).toMatchObject({
      today: '2026-03-31',
      monthStart: false,
      current: { start: '2026-03-01', end: '2026-03-30' },
    });
    expect(dashboardPeriods(new Date('2026-01-14T15:30:00Z'))).toMatchObject({ today: '2026-01-15', current: { start: '2026-01-01', end: '2026-01-14' } });
  });
});
