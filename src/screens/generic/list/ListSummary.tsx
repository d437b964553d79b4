import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { formatValue } from '../kinds';
import { useScreen } from '../ScreenContext';

/**
 * The declared `summary` of a list (rest `GET {type}/{statistic}` with the list's filters): the
 * totals of every filtered row, not only the page, above the table.
 */
export function ListSummary() {
  const t = useT();
  const screen = useScreen();
  const dataProvider = useAppDataProvider();
  const { filterValues } = useListContext();
  const summary = screen.summary;
  const totals = useQuery({
    queryKey: ['summary', screen.name, summary?.statistic, filterValues],
    enabled: summary !== undefined,
    queryFn: async () => (await dataProvider.restStatistic(screen.name, summary?.statistic ?? '', filterValues as Record<string, unknown>)).list[0] ?? {},
  });
  if (!summary) return null;
  if (totals.isError) return <LoadFailure title={t('contentCalls.summary.loadFailed')} error={totals.error} onRetry={() => void totals.refetch()} />;
  const row = totals.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('contentCalls.summary.title', { label: screen.label })} sx={{ p: 2, mb: 1 }}>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        <Typography variant="body2">{t('contentCalls.summary.rows', { count: row ? formatValue({ kind: 'number' }, row.rowCnt ?? 0) : '-' })}</Typography>
        {summary.measures.map((source) => {
          const field = screen.fields.find((candidate) => candidate.source === source);
          return (
            <Typography key={source} variant="body2">
              {field?.label ?? source}: <strong>{row ? formatValue(field ?? { kind: 'number' }, row[source] ?? 0) : '-'}</strong>
            </Typography>
          );
        })}
      </Stack>
    </Paper>
  );
}
