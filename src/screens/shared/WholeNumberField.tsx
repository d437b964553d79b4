import TextField from '@mui/material/TextField';
import { blockNonDigitKeys } from '@/validation/numericKey';

/** The whole number typed, when it is one (digits only, spaces around allowed) within min..max. */
export function wholeNumber(text: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : undefined;
}

export interface WholeNumberFieldProps {
  name?: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** What is wrong with it, shown in place of `help`. */
  problem?: string;
  help: string;
  autoFocus?: boolean;
}

/**
 * A required whole number typed in a dialog (a stamp count, an order), on the numeric keypad; check
 * it with `wholeNumber`. Only digits get in (spec §5's numeric keys; a paste keeps its digits).
 */
export function WholeNumberField({ onChange, problem, help, ...field }: WholeNumberFieldProps) {
  return (
    <TextField
      {...field}
      onKeyDown={blockNonDigitKeys}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      required
      error={problem !== undefined}
      helperText={problem ?? help}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
