import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import type { CallLogEntry } from '@mocks/callLog';
import { curlOf } from '../curl';
import type { SectionProps } from './types';

const pre = { m: 0, p: 1, maxHeight: 240, overflow: 'auto', bgcolor: 'action.hover', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** One call's bodies and its cURL command. */
export function CallDetail({ entry, notify }: { entry: CallLogEntry } & Pick<SectionProps, 'notify'>) {
  const t = useT();
  const curl = curlOf(entry);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(curl);
      notify({ severity: 'success', text: t('qa.log.copied') });
    } catch {
      notify({ severity: 'error', text: t('qa.log.copyFailed') });
    }
  };
  return (
    <Stack spacing={1} data-testid="qa-call-detail" sx={{ py: 1 }}>
      <Typography variant="caption">{t('qa.log.request')}</Typography>
      <Typography component="pre" sx={pre}>
        {entry.requestBody ?? t('qa.log.noBody')}
      </Typography>
      <Typography variant="caption">{t('qa.log.response')}</Typography>
      <Typography component="pre" sx={pre} data-testid="qa-response-body">
        {entry.responseBody ?? t('qa.log.noBody')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Button size="small" variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {t('qa.log.copyCurl')}
        </Button>
        <Typography component="pre" sx={{ ...pre, flex: 1 }} data-testid="qa-curl">
          {curl}
        </Typography>
      </Stack>
    </Stack>
  );
}
