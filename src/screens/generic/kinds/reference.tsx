import { ReferenceField, TextField, useGetRecordRepresentation, useRecordContext } from 'react-admin';
import { appKey } from '@i18n/translate';
import { textOf } from '@/format/digits';
import { ReferenceAutocompleteInput } from '../inputs/DeferredAutocompleteInput';
import { asText } from './common';
import { cellStyle, cellTitle } from './layout';
import type { ColumnLayout, KindBehaviour, KindFilterArgs, KindValueProps } from './types';

/** The id of a record of another resource, shown by its `referenceLabel` (batched by react-admin's getMany). */

const NO_OPTIONS = appKey('content.input.noOptions');

/** In a list, the label stays on one line, cut with '…' (the tooltip holds it whole). */
const referenceColumn: ColumnLayout = { minWidth: 0, nowrap: true, maxWidth: 240, sortable: true };

/** The referenced record's label, as one cut line. */
function ReferenceLabel({ field }: { field: KindValueProps['field'] }) {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(field.reference);
  if (!record) return null;
  const text = textOf(field.referenceLabel ? record[field.referenceLabel] : represent(record));
  return (
    <span style={cellStyle(referenceColumn)} title={cellTitle(referenceColumn, text)}>
      {text}
    </span>
  );
}

function ReferenceCell({ field }: KindValueProps) {
  if (!field.reference) return null;
  return (
    <ReferenceField source={field.source} reference={field.reference} link={false}>
      <ReferenceLabel field={field} />
    </ReferenceField>
  );
}

function ReferenceValue({ field }: KindValueProps) {
  if (!field.reference) return null;
  return (
    <ReferenceField source={field.source} reference={field.reference} link={false}>
      {field.referenceLabel ? <TextField source={field.referenceLabel} /> : undefined}
    </ReferenceField>
  );
}

const filter = ({ field, alwaysOn }: KindFilterArgs) => (
  <ReferenceAutocompleteInput
    source={field.source}
    reference={field.reference ?? ''}
    alwaysOn={alwaysOn}
    label={field.label}
    optionText={field.referenceLabel}
    noOptionsText={NO_OPTIONS}
  />
);

export const reference: KindBehaviour = {
  // The id; lists, details and Excel show the referenced record's label instead.
  format: textOf,
  Cell: ReferenceCell,
  Detail: ReferenceValue,
  input: ({ field, validate }) =>
    field.reference ? (
      <ReferenceAutocompleteInput
        source={field.source}
        reference={field.reference}
        label={field.label}
        validate={validate}
        optionText={field.referenceLabel}
        noOptionsText={NO_OPTIONS}
      />
    ) : null,
  filter,
  excel: asText,
  column: referenceColumn,
};
