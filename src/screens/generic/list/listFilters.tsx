import { cloneElement, type ReactElement } from 'react';
import type { ScreenDeclaration } from '@/declarations/types';
import { filterFields, isRangeFilter } from '../declaration';
import { kinds } from '../kinds';

/** The list filters of a screen, each the filter of its field's kind (react-admin reads `source`, `label`, `alwaysOn`). */
export function listFilters(screen: ScreenDeclaration): ReactElement[] {
  return filterFields(screen).map((field) =>
    cloneElement(kinds[field.kind].filter({ field, alwaysOn: field.filter === 'alwaysOn' || isRangeFilter(field) }), { key: field.source }),
  );
}
