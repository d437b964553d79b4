import { cloneElement, type ReactElement } from 'react';
import type { ScreenDeclaration } from '@/declarations/types';
import { filterFields, isRangeFilter } from '../declaration';
import { isStoreField } from '@/providers/storeScope';
import { kinds } from '../kinds';
import { PeriodFilter } from './PeriodFilter';
import { storeFilterElement } from './StoreScopeFilter';

/**
 * The list filters of a screen, each the filter of its field's kind (react-admin reads `source`,
 * `label`, `alwaysOn`), after the declared period choice.
 */
export function listFilters(screen: ScreenDeclaration): ReactElement[] {
  const declared = filterFields(screen).map((field) => {
    const alwaysOn = field.filter === 'alwaysOn' || isRangeFilter(field);
    // a store owner's store filter is fixed to their own stores (docs/permissions.md)
    const element = isStoreField(field) && field.kind === 'reference' ? storeFilterElement(field, alwaysOn) : kinds[field.kind].filter({ field, alwaysOn });
    return cloneElement(element, { key: field.source });
  });
  return screen.period ? [<PeriodFilter key="period" source="period" alwaysOn period={screen.period} />, ...declared] : declared;
}
