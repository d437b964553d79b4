import type { MonthPreset, PeriodPreset, ScreenDeclaration } from '@/declarations/types';
import type { SavedViewState } from '@/types/savedViews';
import { periodChoiceOf, presetRange, presetsOf, rangeFilter, rangeKeys } from '../../../../declarations/period';

/** What a list shows now, as a saved view keeps it (pure: the list context's values in, the state out). */
export interface ListShown {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' | string };
  perPage: number;
  /** Visible columns in their order; null: the declared columns. */
  columns: string[] | null;
}

const isPreset = (choice: string): choice is PeriodPreset | MonthPreset => choice !== 'custom' && choice !== 'ongoing';

/**
 * The state to save: the period kept as its preset when its dates are one ('이번 달' stays '이번
 * 달' next month, so the view moves with the calendar), otherwise as the dates in the filter.
 */
export function stateOf(screen: ScreenDeclaration, shown: ListShown, now: Date | number = Date.now()): SavedViewState {
  const filter = { ...shown.filter };
  let periodPreset: SavedViewState['periodPreset'] = null;
  const { period } = screen;
  if (period) {
    const choice = periodChoiceOf(period.source, filter, now, presetsOf(period));
    if (isPreset(choice)) {
      periodPreset = choice;
      const keys = rangeKeys(period.source);
      delete filter[keys.from];
      delete filter[keys.to];
    }
  }
  return {
    filter,
    periodPreset,
    sort: shown.sort.field || null,
    order: shown.sort.order === 'DESC' ? 'DESC' : 'ASC',
    perPage: shown.perPage,
    columns: shown.columns,
  };
}

/** The filter a view applies today: its filter, and its preset's dates as of `now`. */
export function filterOfState(screen: ScreenDeclaration, state: SavedViewState, now: Date | number = Date.now()): Record<string, unknown> {
  const { period } = screen;
  const preset = state.periodPreset;
  if (!period || !preset) return { ...state.filter };
  return { ...state.filter, ...rangeFilter(period.source, presetRange(preset, now)) };
}

/** The declared column sources a view's columns keep (a column the declaration dropped since is left out). */
export function knownColumns(declared: readonly string[], columns: readonly string[] | null | undefined): string[] | null {
  if (!columns) return null;
  const kept = columns.filter((source) => declared.includes(source));
  return kept.length ? kept : null;
}
