import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { rangeKeys } from '../declaration';
import { DatePickerInput } from '../inputs/DatePickerInput';

export interface DateRangeFilterProps {
  /** The declared field; the filter sends `{source}From` and `{source}To` (docs/api.md). */
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** A from/to pair of date pickers: the start bounds the end's minimum, the end the start's maximum. */
export function DateRangeFilter({ source, label }: DateRangeFilterProps) {
  const t = useT();
  const { from, to } = rangeKeys(source);
  const fromValue: unknown = useWatch({ name: from });
  const toValue: unknown = useWatch({ name: to });
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="group" aria-label={label}>
      <DatePickerInput filter source={from} label={t('content.filter.rangeStart', { label })} maxDate={toValue} helperText={false} />
      <Typography component="span" aria-hidden>
        ~
      </Typography>
      <DatePickerInput filter source={to} label={t('content.filter.rangeEnd', { label })} minDate={fromValue} helperText={false} />
    </Stack>
  );
}
