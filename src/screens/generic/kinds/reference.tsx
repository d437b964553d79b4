import { AutocompleteInput, ReferenceField, ReferenceInput, TextField } from 'react-admin';
import { appKey } from '@i18n/translate';
import { textOf } from '@/format/digits';
import { asText } from './common';
import type { KindBehaviour, KindFilterArgs, KindValueProps } from './types';

/** The id of a record of another resource, shown by its `referenceLabel` (batched by react-admin's getMany). */

const NO_OPTIONS = appKey('content.input.noOptions');

function ReferenceValue({ field }: KindValueProps) {
  if (!field.reference) return null;
  return (
    <ReferenceField source={field.source} reference={field.reference} link={false}>
      {field.referenceLabel ? <TextField source={field.referenceLabel} /> : undefined}
    </ReferenceField>
  );
}

const filter = ({ field, alwaysOn }: KindFilterArgs) => (
  <ReferenceInput source={field.source} reference={field.reference ?? ''} alwaysOn={alwaysOn} label={field.label}>
    <AutocompleteInput label={field.label} optionText={field.referenceLabel} noOptionsText={NO_OPTIONS} />
  </ReferenceInput>
);

export const reference: KindBehaviour = {
  // The id; lists, details and Excel show the referenced record's label instead.
  format: textOf,
  Cell: ReferenceValue,
  input: ({ field, validate }) =>
    field.reference ? (
      <ReferenceInput source={field.source} reference={field.reference}>
        <AutocompleteInput label={field.label} validate={validate} optionText={field.referenceLabel} noOptionsText={NO_OPTIONS} />
      </ReferenceInput>
    ) : null,
  filter,
  excel: asText,
  column: { minWidth: 0, nowrap: false, sortable: true },
};
