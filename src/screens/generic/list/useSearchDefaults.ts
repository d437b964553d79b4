import { useListContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useScreen } from '../ScreenContext';
import { periodDefaults } from '../../../declarations/period';
import { useApplyFilter } from './useApplyFilter';

/** Same filter values, key by key (values are strings, numbers or arrays of them). */
export const sameValues = (a: FieldValues, b: FieldValues): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
};

/**
 * The one 초기화 of a generic list: back to the screen's defaults (its declared period, today's
 * dates), never to no filter at all, from the search block or from an empty table.
 */
export function useSearchDefaults() {
  const screen = useScreen();
  const { filterValues } = useListContext();
  const applyFilter = useApplyFilter();
  const defaults = periodDefaults(screen);
  return {
    defaults,
    atDefaults: sameValues(filterValues as FieldValues, defaults),
    restore: () => applyFilter(defaults),
  };
}
