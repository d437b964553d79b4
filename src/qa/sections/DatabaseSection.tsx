import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { Section } from './Section';
import type { SectionProps } from './types';

/** The database's size now and its reset to the seed (the tab's session, faults and log stay). */
export function DatabaseSection({ state, notify }: SectionProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const sizes = Object.values(state.control.databaseSizes());
  const rows = sizes.reduce((sum, size) => sum + size, 0);
  const reset = async () => {
    state.control.resetDatabase();
    setConfirming(false);
    state.changed();
    notify({ severity: 'success', text: t('qa.database.done') });
  };
  return (
    <Section title={t('qa.database.title')} testId="qa-database">
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography data-testid="qa-seed-size">{t('qa.database.size', { tables: formatNumber(sizes.length), rows: formatNumber(rows) })}</Typography>
        <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
          {t('qa.database.reset')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('qa.database.confirmTitle')}
        message={t('qa.database.confirmMessage')}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}
