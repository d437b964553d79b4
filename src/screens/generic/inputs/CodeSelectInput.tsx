import { SelectInput, type Validator } from 'react-admin';
import { appKey } from '@i18n/translate';
import { codeChoices, useCodes } from '../useCodes';

export interface CodeSelectInputProps {
  source: string;
  label: string;
  codeGroup: string | undefined;
  validate?: Validator[];
  alwaysOn?: boolean;
  helperText?: string | false;
  /** The empty option (a catalogue key react-admin translates): '전체' in filters, '선택' in forms. */
  emptyText?: string;
}

/** A SelectInput whose choices are the codes of a group (GET /api/code/sub/{group}). */
export function CodeSelectInput({ source, label, codeGroup, validate, helperText, emptyText = appKey('content.input.choose') }: CodeSelectInputProps) {
  const { codes, isPending } = useCodes(codeGroup);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={codeChoices(codes)}
      isPending={isPending}
      validate={validate}
      helperText={helperText}
      emptyText={emptyText}
    />
  );
}
