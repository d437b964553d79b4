import InputAdornment from '@mui/material/InputAdornment';
import type { KeyboardEvent } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { isNumericKey, keepNumeric } from '@/validation/numericKey';

export interface NumericInputProps {
  source: string;
  label: string;
  validate?: Validator[];
  /** 'won' adds the 원 unit. */
  unit?: string;
  alwaysOn?: boolean;
  helperText?: string | false;
}

/** Blocks every key but digits, control keys and '.' (spec §5). */
export function blockNonNumericKeys(event: KeyboardEvent<HTMLElement>): void {
  if (!isNumericKey(event)) event.preventDefault();
}

const formatNumeric = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A number typed as text: the key filter, pasted text cleaned, the unit as an adornment. */
export function NumericInput({ source, label, validate, unit, helperText }: NumericInputProps) {
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      format={formatNumeric}
      parse={(value: string) => keepNumeric(value)}
      onKeyDown={blockNonNumericKeys}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      InputProps={unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined}
    />
  );
}
