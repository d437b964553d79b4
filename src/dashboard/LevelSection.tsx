import { Skeleton } from '@mui/material';
import { useT } from '@i18n/translate';
import { preloadable } from '@/layout/preloadable';
import { ChartToggle } from '@/screens/shared/ChartToggle';
import { LevelCounts } from './LevelCounts';
import { levelChartData } from './levels';
import type { DashboardResponse } from '@/types/records';
import { levelLists } from './response';
import { MissingNotes, NoData, Section } from './Section';
import { missingText, monthText } from './text';

/**
 * The member level section: the counts for the months that have data, a note for the others, and
 * the chart (recharts) once '그래프 보기' is pressed (issue 35: not with the dashboard).
 */
const levelChart = preloadable(
  () => import('./LevelChart').then((module) => module.default),
  () => <Skeleton variant="rectangular" height={320} />,
);
const LevelChart = levelChart.View;

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
        <ChartToggle storeKey="dashboard.levelChartShown" preload={levelChart.preload}>
          <div data-testid="dashboard-level-chart" role="figure" aria-label={t('dashboard.levels.caption')}>
            <LevelChart rows={rows} />
          </div>
        </ChartToggle>
      )}
      {!empty && <MissingNotes notes={missing.map((month) => missingText(monthText(month)))} />}
      {!empty && <LevelCounts rows={rows} />}
    </Section>
  );
}
