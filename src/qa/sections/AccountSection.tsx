import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { QA_ACCOUNTS } from '../accounts';
import { Section } from './Section';
import { NATIVE } from './native';
import type { SectionProps } from './types';

const SIGNED_OUT = '';

/** The tab's QA account and a one-click switch (signs out, then in without password or SMS step). */
export function AccountSection({ state, notify, reload }: SectionProps & { reload: (path: string) => void }) {
  const t = useT();
  const [choice, setChoice] = useState<string>(state.account ?? QA_ACCOUNTS[0]);
  const switchTo = () => {
    state.control.switchAccount(choice || undefined);
    state.changed();
    notify({ severity: 'info', text: t('qa.account.switched', { id: choice || t('qa.account.signedOut') }) });
    reload(choice ? 'dashboard' : 'login');
  };
  return (
    <Section title={t('qa.account.title')} testId="qa-account">
      <Typography data-testid="qa-current-account">{t('qa.account.current', { id: state.account ?? t('qa.account.none') })}</Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          id="qa-account-choice"
          select
          size="small"
          slotProps={NATIVE}
          label={t('qa.account.choose')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {QA_ACCOUNTS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
          <option value={SIGNED_OUT}>{t('qa.account.signedOut')}</option>
        </TextField>
        <Button variant="outlined" onClick={switchTo}>
          {t('qa.account.switch')}
        </Button>
      </Stack>
    </Section>
  );
}
