import { type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '@/declarations/types';
import { rangeSiblings } from '../declaration';
import { DatePickerInput } from './DatePickerInput';

/**
 * A date of a declared range (`rangeEnd`): choosing the start sets the end's minimum, choosing
 * the end sets the start's maximum (spec §5). Outside a range it is a plain date input.
 */
export function RangeDateInput({ field, fields, validate }: { field: FieldDeclaration; fields: readonly FieldDeclaration[]; validate: Validator[] }) {
  const { start, end } = rangeSiblings(field, fields);
  const startValue: unknown = useWatch({ name: start?.source ?? field.source });
  const endValue: unknown = useWatch({ name: end?.source ?? field.source });
  return (
    <DatePickerInput
      source={field.source}
      label={field.label}
      withTime={field.kind === 'dateTime'}
      validate={validate}
      minDate={start ? startValue : undefined}
      maxDate={end ? endValue : undefined}
    />
  );
}
