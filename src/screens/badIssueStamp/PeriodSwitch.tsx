import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useListContext } from 'react-admin';
import { useT } from '@i18n/translate';

export type BadIssuePeriod = 'daily' | 'weekly';
const PERIODS: readonly BadIssuePeriod[] = ['daily', 'weekly'];

/** 일별/주별: the detections' `periodType` (the path of GET badIssueStamp/{daily|weekly}), daily until switched. */
export function PeriodSwitch() {
  const t = useT();
  const { filterValues, displayedFilters, setFilters, onUnselectItems } = useListContext();
  const current: BadIssuePeriod = filterValues.periodType === 'weekly' ? 'weekly' : 'daily';
  const choose = (next: BadIssuePeriod | null) => {
    if (!next || next === current) return;
    onUnselectItems();
    setFilters({ ...filterValues, periodType: next }, displayedFilters);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={(_event, next: BadIssuePeriod | null) => choose(next)}
      aria-label={t('badIssue.period.label')}
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period} value={period}>
          {t(`badIssue.period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
