import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import type { ListPeriod } from '@/declarations/types';
import { rangeKeys } from '../declaration';
import { koreaToday, ONGOING, periodChoiceOf } from './period';

/** A filter value the period keeps in the form without an input of its own (the order type of '진행중'). */
function HiddenValue({ source }: { source: string }) {
  useInput({ source });
  return null;
}

export interface PeriodFilterProps {
  source: 'period';
  alwaysOn: true;
  period: ListPeriod;
}

/**
 * The period of a list (spec §9): '오늘' sets the date range to today, '진행중' sends
 * `period=ing` with the declared order type and no dates; picking dates in the range filter
 * leaves '진행중'. The values live in react-admin's filter form, so the URL and the request follow.
 */
export function PeriodFilter({ period }: PeriodFilterProps) {
  const t = useT();
  useInput({ source: 'period' });
  const { setValue } = useFormContext();
  const keys = rangeKeys(period.source);
  const extra = Object.keys(period.ongoing ?? {});
  const values: Record<string, unknown> = { period: useWatch({ name: 'period' }), [keys.from]: useWatch({ name: keys.from }), [keys.to]: useWatch({ name: keys.to }) };
  const choice = periodChoiceOf(period, values);
  const set = (patch: Record<string, string>) => Object.entries(patch).forEach(([name, value]) => setValue(name, value, { shouldDirty: true }));
  const cleared = Object.fromEntries(extra.map((name) => [name, '']));
  const datesChosen = Boolean(values[keys.from] || values[keys.to]);
  useEffect(() => {
    // a date picked while '진행중' is on: the range wins
    if (values.period === ONGOING && datesChosen) set({ period: '', ...cleared });
  });
  const choose = (next: string | null) => {
    const today = koreaToday();
    if (next === 'today') set({ period: '', ...cleared, [keys.from]: today, [keys.to]: today });
    if (next === 'ongoing') set({ [keys.from]: '', [keys.to]: '', ...period.ongoing, period: ONGOING });
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mr: 2, mb: 0.5 }}>
      {extra.map((name) => <HiddenValue key={name} source={name} />)}
      <Typography variant="body2" component="span" id="list-period-label">{t('money.period.label')}</Typography>
      <ToggleButtonGroup size="small" exclusive value={choice === 'range' ? null : choice} onChange={(_event, next: string | null) => choose(next)} aria-labelledby="list-period-label">
        <ToggleButton value="today">{t('money.period.today')}</ToggleButton>
        {period.ongoing && <ToggleButton value="ongoing">{t('money.period.ongoing')}</ToggleButton>}
      </ToggleButtonGroup>
    </Stack>
  );
}
