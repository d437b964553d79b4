import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useCanAccess, useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { koreaToday } from '@/declarations/period';
import type { FlaggedAccess } from '@/providers/dataProvider/families/accessLog';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';

dayjs.extend(utc);

/** The months offered: this month and the 23 before it (the log is kept 2 years). */
const MONTHS = 24;
const NOTE_MAX = 500;
const COLUMNS = ['logDt', 'adminId', 'adminName', 'ip', 'subject', 'action', 'menuName', 'reason', 'flags'] as const;

function monthChoices(now = Date.now()): string[] {
  const today = dayjs.utc(koreaToday(now));
  return Array.from({ length: MONTHS }, (_, index) => today.subtract(index, 'month').format('YYYY-MM'));
}

const cell = (entry: FlaggedAccess, column: (typeof COLUMNS)[number]) => (column === 'flags' ? entry.flags.join(', ') : String(entry[column] ?? ''));

/**
 * 월 점검 (issue 34 item 2): a month (last month first), the server's entries that need a look
 * with why, and the month's state: '점검 완료' with who and when, or '미점검'. With the modify
 * flag of 0820, '점검 완료' records the review with a note, after a confirmation (it cannot be
 * taken back); the server logs it too.
 */
export function AccessReview() {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const months = useMemo(() => monthChoices(), []);
  const [month, setMonth] = useState(months[1]);
  const [note, setNote] = useState('');
  const dialog = useDialog();
  const { canAccess: mayRecord } = useCanAccess({ action: 'edit', resource: 'accessLog' });
  const key = ['accessLog', 'review', month];
  const review = useQuery({ queryKey: key, queryFn: ({ signal }) => dataProvider.getAccessReview(month, signal) });
  const save = useMutation({
    mutationFn: () => dataProvider.saveAccessReview(month, note.trim()),
    onSuccess: ({ state, msg }) => {
      queryClient.setQueryData(key, state);
      setNote('');
      dialog.close();
      notify(msg ?? t('accessLog.review.done'), { type: 'success' });
    },
  });
  const state = review.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField
          select
          size="small"
          label={t('accessLog.review.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {months.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </TextField>
        {state && <Chip label={state.status} color={state.review ? 'success' : 'warning'} />}
        {state?.review && (
          <Typography variant="body2">
            {t('accessLog.review.reviewedBy', { name: state.review.reviewerName, id: state.review.reviewerId, time: state.review.reviewDt })}
          </Typography>
        )}
      </Stack>
      {state?.review && <Typography variant="body2">{state.review.note}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('accessLog.review.criteria')}
      </Typography>
      {review.isError && <Alert severity="error">{review.error.message || t('accessLog.review.failed')}</Alert>}
      {state && (
        <>
          <Typography variant="subtitle2">{t('accessLog.review.count', { count: state.totalCnt })}</Typography>
          {state.list.length === 0 ? (
            <Typography variant="body2">{t('accessLog.review.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('accessLog.review.table')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{t(`accessLog.review.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {state.list.map((entry) => (
                  <TableRow key={entry.logId}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{cell(entry, column)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      {mayRecord && (
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('accessLog.review.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            sx={{ flex: 1 }}
          />
          <ConfirmWriteButton
            dialog={dialog}
            write={save}
            label={t('accessLog.review.done')}
            message={t('accessLog.review.confirm', { month })}
            disabled={note.trim() === '' || save.isPending}
            variant="contained"
            onConfirm={() => save.mutateAsync().catch(() => undefined)}
          />
        </Stack>
      )}
    </Stack>
  );
}
