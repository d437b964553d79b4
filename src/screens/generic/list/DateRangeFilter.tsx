import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { rangeKeys } from '@/declarations/period';
import { DatePickerInput } from '../inputs/DatePickerInput';
import { useScreen } from '../ScreenContext';
import { ONGOING, periodChoiceOf, presetRange, presetsOf, type PeriodChoice } from '../../../declarations/period';

export interface DateRangeFilterProps {
  /** The declared field; the filter sends `{source}From` and `{source}To` (docs/api.md). */
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/**
 * A from/to pair of dates in the search block, with the presets 오늘 / 어제 / 1주일 / 1개월 / 3개월 /
 * (당월 / 전월 on a monthly list's period) 직접 입력 (and '진행중' on the list period that declares it). The start bounds the end's minimum
 * and the end the start's maximum (spec §5). A preset only fills the form: 검색 sends it.
 */
export function DateRangeFilter({ source, label }: DateRangeFilterProps) {
  const t = useT();
  const { period } = useScreen();
  const own = period?.source === source ? period : undefined;
  const ongoing = own?.ongoing;
  const presets = presetsOf(own);
  const { setValue, setFocus } = useFormContext();
  const { from, to } = rangeKeys(source);
  const fromValue: unknown = useWatch({ name: from });
  const toValue: unknown = useWatch({ name: to });
  const periodValue: unknown = useWatch({ name: 'period' });
  const choice = periodChoiceOf(source, { [from]: fromValue, [to]: toValue, period: ongoing ? periodValue : undefined }, undefined, presets);

  const set = (patch: Record<string, string>) => Object.entries(patch).forEach(([name, value]) => setValue(name, value, { shouldDirty: true }));
  const leaveOngoing = () => (ongoing ? { period: '', ...Object.fromEntries(Object.keys(ongoing).map((name) => [name, ''])) } : {});
  const datesChosen = Boolean(fromValue || toValue);
  useEffect(() => {
    // a date typed while '진행중' is on: the range wins
    if (ongoing && periodValue === ONGOING && datesChosen) set(leaveOngoing());
  });

  const choose = (next: PeriodChoice | null) => {
    if (next === null || next === 'custom') {
      set(leaveOngoing());
      setFocus(from);
    } else if (next === 'ongoing' && ongoing) set({ [from]: '', [to]: '', ...ongoing, period: ONGOING });
    else if (next !== 'ongoing') {
      const range = presetRange(next);
      set({ ...leaveOngoing(), [from]: range.from, [to]: range.to });
    }
  };
  const groupLabel = t('ux.period.label', { label });
  return (
    <Stack role="group" aria-label={label} spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="caption" component="span" color="text.secondary">
          {groupLabel}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={choice} onChange={(_event, next: PeriodChoice | null) => choose(next)} aria-label={groupLabel}>
          {presets.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={{ py: 0.25 }}>
              {t(`ux.period.${preset}`)}
            </ToggleButton>
          ))}
          <ToggleButton value="custom" sx={{ py: 0.25 }}>
            {t('ux.period.custom')}
          </ToggleButton>
          {ongoing && (
            <ToggleButton value="ongoing" sx={{ py: 0.25 }}>
              {t('ux.period.ongoing')}
            </ToggleButton>
          )}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <DatePickerInput source={from} label={t('content.filter.rangeStart', { label })} maxDate={toValue} />
        <Typography component="span" aria-hidden sx={{ pt: 1 }}>
          ~
        </Typography>
        <DatePickerInput source={to} label={t('content.filter.rangeEnd', { label })} minDate={fromValue} />
      </Stack>
    </Stack>
  );
}
