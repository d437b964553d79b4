import { useMemo } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration } from '@/declarations/types';
import { ynChoices } from '@/format/choice';
import { namedValidators, validatorsFor } from '@/validation/raValidators';
import { AttachmentsInput } from './AttachmentsInput';
import { CodeSelectInput } from './CodeSelectInput';
import { EventIdInput } from './EventIdInput';
import { ImageUrlInput } from './ImageUrlInput';
import { NumericInput } from './NumericInput';
import { RangeDateInput } from './RangeDateInput';
import { RichTextInput } from './RichTextInput';

export interface KindInputProps {
  field: FieldDeclaration;
  /** All fields of the form (date ranges look up their sibling). */
  fields: readonly FieldDeclaration[];
  /** The screen declares 'eventIdCheck' and this is its event id field. */
  eventIdCheck?: boolean;
}

/** The declared validators plus what the kind implies (an e-mail field checks the e-mail format). */
function useValidators(field: FieldDeclaration, fields: readonly FieldDeclaration[]) {
  return useMemo(() => {
    const validators = validatorsFor(field, fields);
    if (field.kind === 'email' && !field.validate?.includes('email')) validators.push(namedValidators.email);
    return validators;
  }, [field, fields]);
}

/** The input of one declared field, chosen by its kind. */
export function KindInput({ field, fields, eventIdCheck = false }: KindInputProps) {
  const validate = useValidators(field, fields);
  const common = { source: field.source, label: field.label, validate };
  switch (field.kind) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'richText':
      return <RichTextInput {...common} />;
    case 'number':
      return <NumericInput {...common} />;
    case 'won':
      return <NumericInput {...common} unit="원" />;
    case 'phone':
      return <TextInput {...common} placeholder="010-0000-0000" parse={(value: string) => value.replace(/[^0-9-]/g, '')} slotProps={{ htmlInput: { inputMode: 'tel' } }} />;
    case 'email':
      return <TextInput {...common} type="email" placeholder="example@domain.com" />;
    case 'date':
    case 'dateTime':
      return <RangeDateInput field={field} fields={fields} validate={validate} />;
    case 'yn':
      return <RadioButtonGroupInput {...common} choices={field.choices ?? ynChoices} defaultValue={field.required ? 'Y' : 'N'} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices ?? []} emptyText="선택" />;
    case 'code':
      return <CodeSelectInput {...common} codeGroup={field.codeGroup} />;
    case 'reference':
      return field.reference ? (
        <ReferenceInput source={field.source} reference={field.reference}>
          <AutocompleteInput label={field.label} validate={validate} optionText={field.referenceLabel} noOptionsText="검색 결과가 없습니다." />
        </ReferenceInput>
      ) : null;
    case 'image':
      return <ImageUrlInput {...common} />;
    case 'attachments':
      return <AttachmentsInput {...common} />;
    default:
      return eventIdCheck ? <EventIdInput {...common} /> : <TextInput {...common} />;
  }
}
