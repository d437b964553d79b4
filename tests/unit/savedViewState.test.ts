import { describe, expect, it } from 'vitest';
import { screens } from '@resources/registry';
import type { ScreenDeclaration } from '@/declarations/types';
import { filterOfState, knownColumns, stateOf } from '@/screens/generic/list/views/viewState';

/** Issue 36 item 3: a saved view keeps its period as a preset, so '당월' moves with the month. */
const monthly = (): ScreenDeclaration => {
  const screen = screens.find((candidate) => candidate.period?.monthly);
  if (!screen) throw new Error('no monthly list');
  return screen;
};

const NOV = Date.UTC(2026, 10, 20, 3); // 2026-11-20 noon in Korea
const DEC = Date.UTC(2026, 11, 3, 3); // 2026-12-03 noon in Korea

describe('saved view state (issue 36 item 3)', () => {
  it('keeps a preset period as the preset, not as its dates, and applies it as of the day it is applied', () => {
    const screen = monthly();
    const source = screen.period?.source ?? '';
    const state = stateOf(
      screen,
      {
        filter: { [`${source}From`]: '2026-11-01', [`${source}To`]: '2026-11-20', storeName: '강남' },
        sort: { field: source, order: 'DESC' },
        perPage: 50,
        columns: null,
      },
      NOV,
    );
    expect(state).toEqual({ filter: { storeName: '강남' }, periodPreset: 'thisMonth', sort: source, order: 'DESC', perPage: 50, columns: null });
    expect(filterOfState(screen, state, DEC)).toEqual({ storeName: '강남', [`${source}From`]: '2026-12-01', [`${source}To`]: '2026-12-03' });
  });

  it('keeps dates typed by hand as dates', () => {
    const screen = monthly();
    const source = screen.period?.source ?? '';
    const filter = { [`${source}From`]: '2026-10-05', [`${source}To`]: '2026-10-09' };
    const state = stateOf(screen, { filter, sort: { field: source, order: 'ASC' }, perPage: 20, columns: ['a'] }, NOV);
    expect(state.periodPreset).toBeNull();
    expect(filterOfState(screen, state, DEC)).toEqual(filter);
  });

  it('a view’s columns keep only the columns the screen still declares', () => {
    expect(knownColumns(['a', 'b', 'c'], ['c', 'gone', 'a'])).toEqual(['c', 'a']);
    expect(knownColumns(['a'], ['gone'])).toBeNull();
    expect(knownColumns(['a'], null)).toBeNull();
  });
});
