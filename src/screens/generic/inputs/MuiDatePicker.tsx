import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, toDayjs } from '@/format/date';
import type { PickerViewProps } from './DatePickerInput';
import { KOREAN_MONTH_HEADING, KoreanPickers } from './KoreanPickers';

/** Stored values: `YYYY-MM-DD` for dates, `YYYY-MM-DD HH:mm:ss` for date-times. */
const STORED_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The MUI X date (or date-time) picker of a DatePickerInput, in Korean; loaded on first use. */
export function MuiDatePicker({ withTime, value, onChange, onBlur, minDate, maxDate, disabled, label, textField }: PickerViewProps) {
  const common = {
    label,
    value: toDayjs(value) ?? null,
    onChange: (next: Dayjs | null) => onChange(next && next.isValid() ? next.format(withTime ? STORED_DATE_TIME : DATE_FORMAT) : null),
    disabled,
    minDate: toDayjs(minDate),
    maxDate: toDayjs(maxDate),
    slotProps: {
      calendarHeader: { format: KOREAN_MONTH_HEADING },
      textField: { ...textField, onBlur },
      field: { clearable: true },
    },
  };
  return (
    <KoreanPickers>
      {withTime ? <DateTimePicker {...common} format={DATE_TIME_FORMAT} ampm={false} /> : <DatePicker {...common} format={DATE_FORMAT} />}
    </KoreanPickers>
  );
}
