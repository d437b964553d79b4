import { useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDeclaration, PersonalKind } from '@/declarations/types';
import { MaskedInput } from '@/screens/shared/MaskedInput';
import { KindInput } from '../inputs/KindInput';
import { useMaskedField } from './maskedFields';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A personal field of an edit form (issue 34 item 5): it starts masked and read-only, and while
 * masked GenericEdit leaves it out of the save (maskedFields.ts); '보기' (the reveal call, logged)
 * puts the full value the server answers in the form and the field becomes its kind's input. An
 * empty value has nothing to hide: the input at once.
 */
export function PersonalInput({ field, fields, kind }: { field: FieldDeclaration; fields: readonly FieldDeclaration[]; kind: PersonalKind }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { getValues, setValue } = useFormContext();
  const held: unknown = useWatch({ name: field.source });
  const [masked, setMasked] = useState(() => !isEmpty(getValues(field.source)) && !!record && !!resource);
  useMaskedField(field.source, masked);
  if (!masked || !record || !resource) return <KindInput field={field} fields={fields} />;
  return (
    <MaskedInput
      resource={resource}
      id={record.id}
      field={field.source}
      kind={kind}
      name={field.source}
      label={field.label}
      value={held}
      onRevealed={(full) => {
        setValue(field.source, full, { shouldDirty: false });
        setMasked(false);
      }}
    />
  );
}
