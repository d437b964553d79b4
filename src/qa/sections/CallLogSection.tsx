import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { type Translate, useT } from '@i18n/translate';
import type { CallLogEntry } from '@mocks/callLog';
import { formatNumber } from '@/format';
import { CallDetail } from './CallDetail';
import { Section } from './Section';
import type { SectionProps } from './types';

/** The newest calls shown (the log keeps more). */
const SHOWN = 100;

function statusText(entry: CallLogEntry, t: Translate): string {
  if (!entry.done) return t('qa.log.pending');
  return entry.status === 0 ? t('qa.log.failed') : String(entry.status);
}

/** The session's /api calls, newest first; a click shows the bodies and the cURL command. */
export function CallLogSection({ state, notify }: SectionProps) {
  const t = useT();
  const [open, setOpen] = useState<number>();
  const shown = state.calls.slice(-SHOWN).reverse();
  return (
    <Section title={t('qa.log.title')} testId="qa-call-log">
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Typography variant="body2">{t('qa.log.count', { count: formatNumber(state.calls.length) })}</Typography>
        <Button size="small" onClick={() => state.control.clearCallLog()}>
          {t('qa.log.clear')}
        </Button>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('qa.log.empty')}</Typography>
      ) : (
        <Table size="small" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80, whiteSpace: 'nowrap' }}>{t('qa.log.method')}</TableCell>
              <TableCell>{t('qa.log.path')}</TableCell>
              <TableCell sx={{ width: 72 }}>{t('qa.log.status')}</TableCell>
              <TableCell sx={{ width: 88, whiteSpace: 'nowrap' }} align="right">
                {t('qa.log.duration')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((entry) => (
              <Fragment key={entry.seq}>
                <TableRow
                  hover
                  data-testid="qa-call"
                  selected={open === entry.seq}
                  onClick={() => setOpen(open === entry.seq ? undefined : entry.seq)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>{entry.method}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{`${entry.path}${entry.search}`}</TableCell>
                  <TableCell sx={{ color: entry.done && (entry.status === 0 || entry.status >= 400) ? 'error.main' : undefined }}>
                    {statusText(entry, t)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('qa.log.durationMs', { ms: formatNumber(entry.durationMs) })}
                  </TableCell>
                </TableRow>
                {open === entry.seq && (
                  <TableRow>
                    <TableCell colSpan={4}>
                      <CallDetail entry={entry} notify={notify} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
