import { Skeleton } from '@mui/material';
import { useT } from '@i18n/translate';
import { preloadable } from '@/layout/preloadable';
import { LevelCounts } from './LevelCounts';
import { levelChartData } from './levels';
import type { DashboardResponse } from '@/types/records';
import { levelLists } from './response';
import { MissingNotes, NoData, Section } from './Section';
import { missingText, monthText } from './text';

/** The member level section: the chart (lazy, with recharts) for the months that have data, a note for the others. */
const LevelChart = preloadable(
  () => import('./LevelChart').then((module) => module.default),
  () => <Skeleton variant="rectangular" height={320} />,
).View;

export interface LevelSectionProps {
  response: DashboardResponse | undefined;
  months: readonly string[];
}

export function LevelSection({ response, months }: LevelSectionProps) {
  const t = useT();
  const { rows, missing } = levelChartData(levelLists(response), months);
  const empty = missing.length === months.length;
  return (
    <Section title={t('dashboard.levels.title')} testId="dashboard-levels">
      {empty ? (
        <NoData />
      ) : (
        <div data-testid="dashboard-level-chart" role="figure" aria-label={t('dashboard.levels.caption')}>
          <LevelChart rows={rows} />
        </div>
      )}
      {!empty && <MissingNotes notes={missing.map((month) => missingText(monthText(month)))} />}
      {!empty && <LevelCounts rows={rows} />}
    </Section>
  );
}
