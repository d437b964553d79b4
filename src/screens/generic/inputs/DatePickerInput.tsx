import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { preloadable } from '@/layout/preloadable';

export interface DatePickerInputProps {
  source: string;
  label: string;
  withTime?: boolean;
  validate?: Validator[];
  /** Bounds from the other side of a range (spec §5): any value `toDayjs` reads. */
  minDate?: unknown;
  maxDate?: unknown;
  alwaysOn?: boolean;
  disabled?: boolean;
  helperText?: string | false;
}

/** What the picker receives: the registered form field and the look of its text field. */
export interface PickerViewProps {
  withTime: boolean;
  value: unknown;
  /** Takes the stored text (`YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with the time) or null. */
  onChange: (value: string | null) => void;
  onBlur: () => void;
  minDate?: unknown;
  maxDate?: unknown;
  disabled?: boolean;
  label: ReactNode;
  textField: { name: string; error: boolean; helperText: ReactNode; size: 'small'; variant: 'filled' | 'outlined' | 'standard'; sx: { minWidth: number } };
}

/** The picker's place while its script loads: a disabled field of the same size, label and value. */
function PickerPlaceholder({ label, value, textField }: PickerViewProps) {
  return <TextField {...textField} label={label} value={typeof value === 'string' ? value : ''} disabled />;
}

const picker = preloadable(() => import('./MuiDatePicker').then((module) => module.MuiDatePicker), (props) => <PickerPlaceholder {...props} />);

/**
 * A react-admin date (or date-time) input in Korean. The field and its validation are registered
 * at once; the MUI X pickers (85 kB gzip) load with the first date field shown, not with every
 * list (39 lists have no date field).
 */
export function DatePickerInput({ source, label, withTime = false, validate, minDate, maxDate, disabled, helperText }: DatePickerInputProps) {
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  // The same variant as react-admin's text inputs (the theme's MuiTextField default, 'filled' in react-admin).
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'filled';
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const Picker = picker.View;
  return (
    <Picker
      withTime={withTime}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      textField={{
        name: source,
        error: invalid,
        helperText: <InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText} />,
        size: 'small',
        variant,
        sx: { minWidth: withTime ? 220 : 170 },
      }}
    />
  );
}
