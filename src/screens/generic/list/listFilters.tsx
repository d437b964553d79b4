import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { ynChoices } from '@/format/choice';
import { filterFields, isRangeFilter } from '../declaration';
import { CodeSelectInput } from '../inputs/CodeSelectInput';
import { DatePickerInput } from '../inputs/DatePickerInput';
import { isStoreField } from '@/providers/storeScope';
import { DateRangeFilter } from './DateRangeFilter';
import { storeFilterElement } from './StoreScopeFilter';

/** The filter element of one declared filter field (react-admin reads `source`, `label`, `alwaysOn`). */
function filterElement(field: FieldDeclaration): ReactElement {
  const common = { source: field.source, label: field.label, alwaysOn: field.filter === 'alwaysOn' || isRangeFilter(field) };
  if (isStoreField(field) && field.kind === 'reference') return storeFilterElement(field, common.alwaysOn);
  switch (field.kind) {
    case 'yn':
      return <SelectInput key={field.source} {...common} choices={field.choices ?? ynChoices} emptyText="전체" />;
    case 'select':
      return <SelectInput key={field.source} {...common} choices={field.choices ?? []} emptyText="전체" />;
    case 'code':
      return <CodeSelectInput key={field.source} {...common} codeGroup={field.codeGroup} emptyText="전체" />;
    case 'reference':
      return (
        <ReferenceInput key={field.source} source={field.source} reference={field.reference ?? ''} alwaysOn={common.alwaysOn} label={field.label}>
          <AutocompleteInput label={field.label} optionText={field.referenceLabel} noOptionsText="검색 결과가 없습니다." />
        </ReferenceInput>
      );
    case 'date':
    case 'dateTime':
      return isRangeFilter(field) ? <DateRangeFilter key={field.source} {...common} /> : <DatePickerInput key={field.source} {...common} />;
    default:
      return <TextInput key={field.source} {...common} resettable />;
  }
}

/** The list filters of a screen: text search, choices, codes, references and date ranges. */
export function listFilters(screen: ScreenDeclaration): ReactElement[] {
  return filterFields(screen).map(filterElement);
}
