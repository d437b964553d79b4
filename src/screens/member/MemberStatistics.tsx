import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '@i18n/translate';
import { formatNumber, formatWon } from '@/format';
import { LoadingBar } from '@/layout/LoadingBar';
import { preloadable } from '@/layout/preloadable';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

// recharts comes with the chart only, when a member with monthly figures is opened
const MemberMonthlyChart = preloadable(
  () => import('./MemberMonthlyChart').then((module) => module.MemberMonthlyChart),
  () => <LoadingBar label="workspace.loading" />,
).View;

/** GET member/statistic/{id}: the summary figures and, where the reply has them, the months of the year. */
export function MemberStatistics({ cusId }: { cusId: string }) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['member', 'statistic', cusId],
    queryFn: () => dataProvider.memberStatistic(cusId),
  });
  const figures: [string, string][] = data
    ? [
        [t('member.statistics.visitCnt'), t('member.statistics.times', { count: formatNumber(data.visitCnt) })],
        [t('member.statistics.orderCnt'), t('member.statistics.cases', { count: formatNumber(data.orderCnt) })],
        [t('member.statistics.payAmt'), formatWon(data.payAmt)],
        [t('member.statistics.stampSaveCnt'), t('member.statistics.count', { count: formatNumber(data.stampSaveCnt) })],
        [t('member.statistics.stampUseCnt'), t('member.statistics.count', { count: formatNumber(data.stampUseCnt) })],
        [t('member.statistics.stampCnt'), t('member.statistics.count', { count: formatNumber(data.stampCnt) })],
        [t('member.statistics.couponIssueCnt'), t('member.statistics.cases', { count: formatNumber(data.couponIssueCnt) })],
        [t('member.statistics.couponUseCnt'), t('member.statistics.cases', { count: formatNumber(data.couponUseCnt) })],
      ]
    : [];
  const months = data?.monthly ?? [];
  // folded by default: the figures and the tabs below fit a laptop's first screen (issue 32)
  const [chartShown, setChartShown] = useState(false);
  const chartId = useId();
  const hasMonths = months.some((month) => month.orderCnt > 0);
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid="member-statistics">
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography variant="subtitle1" component="h3">
          {t('member.statistics.title')}
        </Typography>
        {hasMonths && (
          <Button size="small" aria-expanded={chartShown} aria-controls={chartId} onClick={() => setChartShown((shown) => !shown)}>
            {t(chartShown ? 'member.statistics.hideChart' : 'member.statistics.showChart')}
          </Button>
        )}
      </Stack>
      {isPending && <LoadingBar label="workspace.loading" />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('workspace.retry')}
            </Button>
          }
        >
          {error.message || t('workspace.loadFailed')}
        </Alert>
      )}
      {data && (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(66px, 1fr))', columnGap: 1, rowGap: 0.5 }}>
            {figures.map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {hasMonths ? (
            <Box id={chartId}>{chartShown && <MemberMonthlyChart months={months} />}</Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('member.statistics.noChart')}
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
