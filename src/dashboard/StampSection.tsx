import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { appMessages } from '@i18n/ko/app';
import { CompareTable } from './CompareTable';
import { periodPair, type DashboardResponse } from './response';
import { keysOf, STAMP_ISSUED_ROWS, STAMP_USED_ROWS } from './sections';
import { Section } from './Section';
import type { PeriodLabels } from './text';

/** Stamp earning and stamp use behind a radio toggle (spec §2 item 3), both periods each. */
const messages = appMessages.dashboard.stamps;

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
  const [kind, setKind] = useState<StampKind>('issued');
  const { rows, block } = KINDS[kind];
  const toggle = (
    <RadioGroup
      row
      aria-label={messages.kind}
      data-testid="dashboard-stamp-toggle"
      value={kind}
      onChange={(event) => {
        if (isStampKind(event.target.value)) setKind(event.target.value);
      }}
    >
      <FormControlLabel value="issued" control={<Radio size="small" />} label={messages.issued} />
      <FormControlLabel value="used" control={<Radio size="small" />} label={messages.used} />
    </RadioGroup>
  );
  return (
    <Section title={messages.title} testId="dashboard-stamps" action={toggle}>
      <CompareTable
        key={kind}
        label={`${messages.title} (${messages[kind]})`}
        testId={`dashboard-stamps-${kind}`}
        rows={rows}
        pair={periodPair(response, block, keysOf(rows))}
        periods={periods}
      />
    </Section>
  );
}
