import { Card, CardContent, CardHeader, Table, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import { plainRowsSx } from '@/screens/shared/plainRows';
import type { PeriodPair } from './response';
import { missingText, type PeriodLabel, type PeriodLabels } from './text';

/** The frame of one dashboard section and its shared parts: no-data state, period headings, notes. */
export interface SectionProps {
  title: string;
  testId: string;
  /** Shown at the right of the title (the stamp toggle). */
  action?: ReactNode;
  children: ReactNode;
}

export function Section({ title, testId, action, children }: SectionProps) {
  return (
    <Card component="section" data-testid={testId} aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h3', variant: 'subtitle1', fontWeight: 700 }, action: { sx: { m: 0, alignSelf: 'center' } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** '데이터가 없습니다.' where a whole section (or table) has nothing to show. */
export function NoData() {
  const t = useT();
  return (
    <Typography role="status" data-testid="dashboard-no-data" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {t('dashboard.noData')}
    </Typography>
  );
}

/** Notes under a section for what is missing in it (`전월: 데이터가 없습니다.`). */
export function MissingNotes({ notes }: { notes: readonly string[] }) {
  if (!notes.length) return null;
  return (
    <>
      {notes.map((note) => (
        <Typography key={note} role="status" variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ))}
    </>
  );
}

/** A note for each period of `pair` that is missing. */
export function MissingPeriods({ pair, periods }: { pair: PeriodPair; periods: PeriodLabels }) {
  return <MissingNotes notes={periods.filter((_, index) => !pair[index]).map((period) => missingText(period.label))} />;
}

/** A period's name over its dates, as a column heading. */
export function PeriodHeading({ period }: { period: PeriodLabel }) {
  return (
    <>
      {period.label}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {period.short}
      </Typography>
    </>
  );
}

/** Plain body rows (plainRowsSx); nothing wraps; a heading bold (`tbody th` outweighs plainRowsSx's own rule). */
const figureTableSx = [plainRowsSx, { '& td, & th': { whiteSpace: 'nowrap' }, '& th, & tbody th': { fontWeight: 700 } }] as const;

/** A compact, horizontally scrollable table. */
export function FigureTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={figureTableSx}>
        {children}
      </Table>
    </TableContainer>
  );
}
