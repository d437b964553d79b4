import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DATE_FORMAT, DATE_TIME_FORMAT, toDayjs } from '@/format/date';
import { KOREAN_MONTH_HEADING, KoreanPickers } from './KoreanPickers';

/** Stored values: `YYYY-MM-DD` for dates, `YYYY-MM-DD HH:mm:ss` for date-times. */
const STORED_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

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

/** A react-admin input on the MUI X date (or date-time) picker, in Korean. */
export function DatePickerInput({ source, label, withTime = false, validate, minDate, maxDate, disabled, helperText }: DatePickerInputProps) {
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  // The same variant as react-admin's text inputs (the theme's MuiTextField default, 'filled' in react-admin).
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'filled';
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const onChange = (next: Dayjs | null) => {
    field.onChange(next && next.isValid() ? next.format(withTime ? STORED_DATE_TIME : DATE_FORMAT) : null);
  };
  const common = {
    label: <FieldTitle label={label} source={source} isRequired={isRequired} />,
    value: toDayjs(field.value) ?? null,
    onChange,
    disabled,
    minDate: toDayjs(minDate),
    maxDate: toDayjs(maxDate),
    slotProps: {
      calendarHeader: { format: KOREAN_MONTH_HEADING },
      textField: {
        name: source,
        onBlur: field.onBlur,
        error: invalid,
        size: 'small' as const,
        variant,
        helperText: <InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText} />,
        sx: { minWidth: withTime ? 220 : 170 },
      },
      field: { clearable: true },
    },
  };
  return (
    <KoreanPickers>
      {withTime ? <DateTimePicker {...common} format={DATE_TIME_FORMAT} ampm={false} /> : <DatePicker {...common} format={DATE_FORMAT} />}
    </KoreanPickers>
  );
}
