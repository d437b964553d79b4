import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { ResolvedBulkColumn } from '@/declarations/bulkUpload';
import { failureMessage } from '@/http/failures';
import { saveFile } from '@/http/download';
import { ApprovalNotice } from '@/screens/shared/ApprovalNotice';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useApprovalRequest } from '@/screens/shared/useApproval';
import { APPROVAL_REASON_MAX, APPROVAL_RULES, approvalAmountText } from '@resources/approvalRules';
import { useT, type Translate } from '@i18n/translate';
import { useScreen } from '../ScreenContext';
import { type BulkFileText, errorsFile, templateFile } from './bulkFiles';
import { bulkApprovalInput, type PreviewLine, type Preview, useBulkUpload } from './useBulkUpload';

/** Lines per page of the preview (a file of 10,000 rows renders one page at a time). */
const PAGE = 100;

const fileText = (t: Translate): BulkFileText => ({
  sheet: t('bulk.sheet'),
  creator: t('title'),
  codesSheet: t('bulk.codesSheet'),
  codesHeader: [t('bulk.codesHeader.column'), t('bulk.codesHeader.code'), t('bulk.codesHeader.name')],
  reasonHeader: t('bulk.errorReason'),
});

function stateText(line: PreviewLine, t: Translate): string {
  switch (line.state) {
    case 'error':
      return t('bulk.state.error');
    case 'created':
      return t('bulk.state.created');
    case 'updated':
      return t('bulk.state.updated');
    case 'unchanged':
      return t('bulk.state.unchanged');
    default:
      return t('bulk.state.refused');
  }
}

function Lines({ lines, label }: { lines: readonly PreviewLine[]; label: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(lines.length / PAGE));
  const shown = lines.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bulk.head.row')}</TableCell>
            <TableCell>{t('bulk.head.state')}</TableCell>
            <TableCell>{t('bulk.head.column')}</TableCell>
            <TableCell>{t('bulk.head.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((line, index) => (
            <TableRow key={`${line.row}-${line.column}-${index}`}>
              <TableCell>{line.row}</TableCell>
              <TableCell sx={line.state === 'error' || line.state === 'refused' ? { color: 'error.main' } : undefined}>{stateText(line, t)}</TableCell>
              <TableCell>{line.column}</TableCell>
              <TableCell>{line.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => setPage(next)}
          size="small"
          getItemAriaLabel={(type, number) => (type === 'page' ? t('bulk.page', { page: number }) : type === 'next' ? t('bulk.next') : t('bulk.previous'))}
        />
      )}
    </Stack>
  );
}

function PreviewBody({ preview, label, columns }: { preview: Preview; label: string; columns: readonly ResolvedBulkColumn[] }) {
  const t = useT();
  const screen = useScreen();
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [saving, setSaving] = useState(false);
  const lines = errorsOnly ? preview.lines.filter((line) => line.state === 'error') : preview.lines;
  const downloadErrors = async () => {
    setSaving(true);
    try {
      const blob = await errorsFile(columns, preview.wrong, fileText(t));
      saveFile({ blob, fileName: t('bulk.errorsFile', { label: screen.label }) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" role="status">
        {t('bulk.counts', { ok: preview.ok.toLocaleString('ko-KR'), bad: preview.bad.toLocaleString('ko-KR') })}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <FormControlLabel control={<Checkbox checked={errorsOnly} onChange={(event) => setErrorsOnly(event.target.checked)} />} label={t('bulk.errorsOnly')} />
        {preview.bad > 0 && (
          <Button variant="outlined" size="small" onClick={() => void downloadErrors()} disabled={saving}>
            {t('bulk.downloadErrors')}
          </Button>
        )}
      </Stack>
      <Lines key={String(errorsOnly)} lines={lines} label={label} />
    </Stack>
  );
}

/**
 * 엑셀 일괄등록: template, file, preview, 등록 in batches with 취소, summary (issue 37 item 1). Over
 * a 결재 threshold (a coupon issue to more than 1,000 members, issue 37 item 2) '등록' becomes
 * '결재 요청' with a required reason: one request carries the file's sound rows, nothing is written.
 */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const screen = useScreen();
  const { phase, columns, loadAllowed, choose, submit, cancel, restart, approvalOf, requested, call } = useBulkUpload(screen);
  const reason = useReason('approval.reasonRequired', APPROVAL_REASON_MAX);
  const approval = useApprovalRequest();
  const [requestFailure, setRequestFailure] = useState<string>();
  const task = phase.step === 'preview' ? approvalOf(phase.preview) : undefined;

  const sendRequest = async (preview: Preview) => {
    if (!task) return;
    const text = reason.check();
    if (text === undefined) return;
    setRequestFailure(undefined);
    const input = bulkApprovalInput(task, call, preview, text);
    try {
      await approval.mutateAsync(input);
      reason.reset();
      requested(input);
    } catch (error) {
      setRequestFailure(failureMessage(error));
    }
  };
  const input = useRef<HTMLInputElement>(null);
  const [templating, setTemplating] = useState(false);
  const [templateFailure, setTemplateFailure] = useState<string>();
  const busy = phase.step === 'reading' || phase.step === 'checking' || phase.step === 'writing';

  const downloadTemplate = async () => {
    setTemplating(true);
    setTemplateFailure(undefined);
    try {
      const blob = await templateFile(columns, await loadAllowed(), fileText(t));
      saveFile({ blob, fileName: t('bulk.templateFile', { label: screen.label }) });
    } catch (error) {
      setTemplateFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setTemplating(false);
    }
  };

  const title = t('bulk.title', { label: screen.label });
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="bulk-upload-title">
      <DialogTitle id="bulk-upload-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {phase.step === 'choose' && (
            <>
              <Typography variant="body2">{t('bulk.guide')}</Typography>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" onClick={() => void downloadTemplate()} disabled={templating}>
                  {t('bulk.template')}
                </Button>
                <Button variant="contained" onClick={() => input.current?.click()}>
                  {t('bulk.choose')}
                </Button>
              </Stack>
              {phase.failure && <Alert severity="error">{phase.failure}</Alert>}
              {templateFailure && <Alert severity="error">{templateFailure}</Alert>}
            </>
          )}
          {phase.step === 'reading' && (
            <>
              <Typography role="status">{t('bulk.reading')}</Typography>
              <LinearProgress />
            </>
          )}
          {phase.step === 'checking' && (
            <>
              <Typography role="status">
                {t('bulk.checking', { done: phase.done.toLocaleString('ko-KR'), total: phase.total.toLocaleString('ko-KR') })}
              </Typography>
              <LinearProgress variant="determinate" value={phase.total ? (phase.done / phase.total) * 100 : 0} />
            </>
          )}
          {phase.step === 'preview' && <PreviewBody preview={phase.preview} label={title} columns={columns} />}
          {phase.step === 'preview' && task && (
            <>
              <Alert severity="info" data-testid="approval-needed">
                {t('approval.needed', {
                  task: APPROVAL_RULES[task].label,
                  amount: approvalAmountText(task, phase.preview.ok),
                  limit: approvalAmountText(task, APPROVAL_RULES[task].threshold),
                })}
              </Alert>
              <ReasonField reason={reason} label={t('approval.reason')} max={APPROVAL_REASON_MAX} autoFocus={false} disabled={approval.isPending} />
              {requestFailure && <Alert severity="error">{requestFailure}</Alert>}
            </>
          )}
          {phase.step === 'requested' && (
            <>
              <Alert severity="success" role="status">
                {t('bulk.approval.requested', { count: phase.count.toLocaleString('ko-KR') })}
              </Alert>
              <ApprovalNotice targetKey={phase.targetKey} />
            </>
          )}
          {phase.step === 'writing' && (
            <>
              <Typography role="status">
                {t('bulk.writing', { done: phase.done.toLocaleString('ko-KR'), total: phase.total.toLocaleString('ko-KR') })}
              </Typography>
              <LinearProgress variant="determinate" value={phase.total ? (phase.done / phase.total) * 100 : 100} aria-label={t('bulk.submit')} />
              {phase.canceling && <Typography variant="body2">{t('bulk.canceling')}</Typography>}
            </>
          )}
          {phase.step === 'summary' && (
            <>
              <Typography variant="subtitle1">{t('bulk.summaryTitle')}</Typography>
              <Typography role="status">
                {t('bulk.summary', {
                  created: phase.summary.created.toLocaleString('ko-KR'),
                  updated: phase.summary.updated.toLocaleString('ko-KR'),
                  unchanged: phase.summary.unchanged.toLocaleString('ko-KR'),
                  refused: phase.summary.refused.length.toLocaleString('ko-KR'),
                })}
              </Typography>
              {phase.summary.notSent > 0 && <Alert severity="warning">{t('bulk.notSent', { count: phase.summary.notSent.toLocaleString('ko-KR') })}</Alert>}
              {phase.summary.failure && <Alert severity="error">{phase.summary.failure}</Alert>}
              {phase.summary.refused.length > 0 && (
                <>
                  <Typography variant="subtitle2">{t('bulk.refusedTitle')}</Typography>
                  <Lines lines={phase.summary.refused} label={t('bulk.refusedTitle')} />
                </>
              )}
            </>
          )}
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('bulk.fileLabel')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {phase.step === 'preview' && (
          <>
            <Button
              onClick={() => {
                reason.reset();
                setRequestFailure(undefined);
                restart();
              }}
              disabled={approval.isPending}
            >
              {t('bulk.chooseAgain')}
            </Button>
            {task ? (
              <Button variant="contained" disabled={approval.isPending} onClick={() => void sendRequest(phase.preview)}>
                {t('bulk.approval.request')}
              </Button>
            ) : (
              <Button variant="contained" disabled={phase.preview.ok === 0} onClick={() => void submit(phase.preview)}>
                {t('bulk.submit')}
              </Button>
            )}
          </>
        )}
        {phase.step === 'writing' && (
          <Button onClick={cancel} disabled={phase.canceling}>
            {t('bulk.cancel')}
          </Button>
        )}
        {!busy && <Button onClick={onClose}>{t('bulk.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
