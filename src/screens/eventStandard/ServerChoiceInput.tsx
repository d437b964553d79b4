import Alert from '@mui/material/Alert';
import { SelectInput, type Validator } from 'react-admin';
import { useT } from '@i18n/translate';
import type { Choices } from './useEventStandardChoices';

export interface ServerChoiceInputProps {
  source: string;
  label: string;
  query: { data?: Choices; isPending: boolean; error: Error | null };
  validate?: Validator | Validator[];
  emptyText?: string;
}

/** A select whose choices the server gave (never a list of the client's); its failure said in Korean. */
export function ServerChoiceInput({ source, label, query, validate, emptyText }: ServerChoiceInputProps) {
  const t = useT();
  if (query.error) return <Alert severity="error" sx={{ mb: 2 }}>{`${label}: ${t('eDream.standard.choicesFailed')} ${query.error.message}`}</Alert>;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={query.data ?? []}
      isPending={query.isPending}
      validate={validate}
      emptyText={emptyText}
      sx={{ minWidth: 280 }}
    />
  );
}
