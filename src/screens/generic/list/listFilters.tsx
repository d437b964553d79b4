import type { ReactElement } from 'react';
import type { ScreenDeclaration } from '@/declarations/types';
import { filterFields, isRangeFilter } from '../declaration';
import { isStoreField } from '@/declarations/storeScope';
import { kinds } from '../kinds';
import { dateRangeFilter } from '../kinds/dates';
import { storeFilterElement } from './StoreScopeFilter';

export interface SearchFilter {
  key: string;
  element: ReactElement;
  /** A date range (presets and two dates): twice the width of a field in the search block's grid. */
  wide: boolean;
}

// the period filter's chunk, requested with the list's (kinds/dates.tsx)
dateRangeFilter.preload();

/** The filters of a screen's search block, each the filter of its field's kind, in declaration order. */
export function listFilters(screen: ScreenDeclaration): SearchFilter[] {
  return filterFields(screen).map((field) => {
    const wide = isRangeFilter(field);
    // a store owner's store filter is fixed to their own stores (docs/permissions.md)
    const element = isStoreField(field) && field.kind === 'reference' ? storeFilterElement(field, true) : kinds[field.kind].filter({ field, alwaysOn: true });
    return { key: field.source, element, wide };
  });
}
