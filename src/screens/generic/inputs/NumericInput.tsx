import InputAdornment from '@mui/material/InputAdornment';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { groupThousands } from '@/format';
import { regroupAmount, stepOverSeparator } from '@/screens/shared/regroupAmount';
import { isNumericKey, keepNumeric } from '@/validation/numericKey';

export interface NumericInputProps {
  source: string;
  label: string;
  validate?: Validator[];
  /** 'won' adds the 원 unit. */
  unit?: string;
  /** An amount: shown grouped by thousands while typed (`300,000`), saved without the commas. */
  grouped?: boolean;
  alwaysOn?: boolean;
  helperText?: string | false;
}

/** Blocks every key but digits, control keys and '.' (spec §5). */
export function blockNonNumericKeys(event: KeyboardEvent<HTMLElement>): void {
  if (!isNumericKey(event)) event.preventDefault();
}

const formatNumeric = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const formatGrouped = (value: unknown): string => groupThousands(formatNumeric(value));

/** A number typed as text: the key filter, pasted text cleaned, the unit as an adornment. */
export function NumericInput({ source, label, validate, unit, grouped = false, helperText }: NumericInputProps) {
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      format={grouped ? formatGrouped : formatNumeric}
      parse={(value: string) => keepNumeric(value)}
      onChange={grouped ? (event: ChangeEvent<HTMLInputElement>) => regroupAmount(event.target) : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        blockNonNumericKeys(event);
        if (grouped) stepOverSeparator(event);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      InputProps={unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined}
    />
  );
}
