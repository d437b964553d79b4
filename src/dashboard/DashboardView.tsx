import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { useT } from '@i18n/translate';
import { LoadingBar } from '@/layout/LoadingBar';
import { CompareTable } from './CompareTable';
import { LevelSection } from './LevelSection';
import { dashboardPeriods } from './periods';
import type { DashboardResponse } from '@/types/records';
import { periodPair } from './response';
import { SampleDownloadButton } from './SampleDownloadButton';
import { keysOf, MEMBER_ROWS, PAYMENT_ROWS, SERVICE_ROWS, usageKeys } from './sections';
import { Section } from './Section';
import { StampSection } from './StampSection';
import { periodLabels, type PeriodLabels } from './text';
import { UsageTable } from './UsageTable';
import { useDashboardData } from './useDashboardData';

/**
 * The head-office dashboard (spec §2 "Dashboard"): the periods on top with the sample download,
 * then the app member status, the member level chart, the stamp tables, payment sales and service
 * usage. Each section renders what the response has and says what it lacks.
 */
function Sections({ response, periods, months }: { response: DashboardResponse | undefined; periods: PeriodLabels; months: readonly string[] }) {
  const t = useT();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={2}>
          <Section title={t('dashboard.members.title')} testId="dashboard-members">
            <CompareTable
              label={t('dashboard.members.title')}
              testId="dashboard-members-rows"
              rows={MEMBER_ROWS}
              pair={periodPair(response, 'data', keysOf(MEMBER_ROWS))}
              periods={periods}
            />
          </Section>
          <StampSection response={response} periods={periods} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <LevelSection response={response} months={months} />
      </Grid>
      <Grid size={12}>
        <Section title={t('dashboard.payments.title')} testId="dashboard-payments">
          <UsageTable
            label={t('dashboard.payments.title')}
            testId="dashboard-payments-rows"
            rows={PAYMENT_ROWS}
            pair={periodPair(response, 'paymentData', usageKeys(PAYMENT_ROWS))}
            periods={periods}
          />
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title={t('dashboard.services.title')} testId="dashboard-services">
          <UsageTable
            label={t('dashboard.services.title')}
            testId="dashboard-services-rows"
            rows={SERVICE_ROWS}
            pair={periodPair(response, 'serviceData', usageKeys(SERVICE_ROWS))}
            periods={periods}
          />
        </Section>
      </Grid>
    </Grid>
  );
}

export interface DashboardViewProps {
  /** The clock the periods are computed from (now by default). */
  now?: Date | number;
}

export function DashboardView({ now }: DashboardViewProps) {
  const t = useT();
  const [openedAt] = useState(() => Date.now());
  const periods = useMemo(() => dashboardPeriods(now ?? openedAt), [now, openedAt]);
  const labels = periodLabels(periods);
  const { data, isPending, isError, refetch, isFetching } = useDashboardData(periods);
  return (
    <Box data-testid="dashboard" sx={{ mt: 2, mb: 4 }}>
      <Title title={t('dashboard.title')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box>
          {/* The frame's page header shows the title; this heading names the region for screen readers. */}
          <Typography component="h2" sx={visuallyHidden}>
            {t('dashboard.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-periods">
            {labels.map((period) => t('dashboard.period.summary', { label: period.label, range: period.range })).join(' · ')}
          </Typography>
          {periods.monthStart && (
            <Typography variant="body2" color="text.secondary" data-testid="dashboard-month-start">
              {t('dashboard.period.monthStartNotice')}
            </Typography>
          )}
        </Box>
        <Box>
          <SampleDownloadButton />
        </Box>
      </Stack>
      {isPending && <LoadingBar label="common.loading" />}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        >
          {t('dashboard.loadFailed')}
        </Alert>
      )}
      {!isPending && !isError && <Sections response={data} periods={labels} months={periods.levelMonths} />}
    </Box>
  );
}
