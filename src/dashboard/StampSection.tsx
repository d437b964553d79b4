import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { CompareTable } from './CompareTable';
import type { DashboardResponse } from '@/types/records';
import { periodPair } from './response';
import { keysOf, STAMP_ISSUED_ROWS, STAMP_USED_ROWS } from './sections';
import { Section } from './Section';
import type { PeriodLabels } from './text';

/** Stamp earning and stamp use behind a radio toggle (spec §2 item 3), both periods each. */
type StampKind = 'issued' | 'used';

const KINDS = {
  issued: { rows: STAMP_ISSUED_ROWS, block: 'stampIssuedData' },
  used: { rows: STAMP_USED_ROWS, block: 'stampUsedData' },
} as const;

const isStampKind = (value: string): value is StampKind => value in KINDS;

export interface StampSectionProps {
  response: DashboardResponse | undefined;
  periods: PeriodLabels;
}

export function StampSection({ response, periods }: StampSectionProps) {
  const t = useT();
  const [kind, setKind] = useState<StampKind>('issued');
  const { rows, block } = KINDS[kind];
  const toggle = (
    <RadioGroup
      row
      aria-label={t('dashboard.stamps.kind')}
      data-testid="dashboard-stamp-toggle"
      value={kind}
      onChange={(event) => {
        if (isStampKind(event.target.value)) setKind(event.target.value);
      }}
    >
      <FormControlLabel value="issued" control={<Radio size="small" />} label={t('dashboard.stamps.issued')} />
      <FormControlLabel value="used" control={<Radio size="small" />} label={t('dashboard.stamps.used')} />
    </RadioGroup>
  );
  return (
    <Section title={t('dashboard.stamps.title')} testId="dashboard-stamps" action={toggle}>
      <CompareTable
        key={kind}
        label={`${t('dashboard.stamps.title')} (${t(`dashboard.stamps.${kind}`)})`}
        testId={`dashboard-stamps-${kind}`}
        rows={rows}
        pair={periodPair(response, block, keysOf(rows))}
        periods={periods}
      />
    </Section>
  );
}
