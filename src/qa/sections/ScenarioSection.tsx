import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { Section } from './Section';
import type { SectionProps } from './types';

/** The link of this page with the tab's scenario (account, faults, latency): `?scenario=`. */
export function ScenarioSection({ state, notify }: SectionProps) {
  const t = useT();
  const link = state.control.scenarioLink(window.location.href);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify({ severity: 'success', text: t('qa.log.copied') });
    } catch {
      notify({ severity: 'error', text: t('qa.log.copyFailed') });
    }
  };
  return (
    <Section title={t('qa.scenario.title')} testId="qa-scenario">
      <Typography variant="body2" color="text.secondary">
        {t('qa.scenario.help')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          fullWidth
          label={t('qa.scenario.link')}
          value={link}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'qa-scenario-link' } }}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {t('qa.scenario.copy')}
        </Button>
      </Stack>
    </Section>
  );
}
