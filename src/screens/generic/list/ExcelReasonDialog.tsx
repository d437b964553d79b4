import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format/number';
import { ReasonField, type Reason } from '@/screens/shared/ReasonField';

export interface ExcelReasonDialogProps {
  open: boolean;
  reason: Reason;
  /** Personal values will be masked in the file (no modify flag). */
  masked: boolean;
  pending: boolean;
  /** The rows the file will hold (a list's export), said above the reason. */
  count?: number;
  /** What went wrong with the last try (the server's message); the dialog and the reason stay. */
  error?: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks why a file with personal data is downloaded: required, sent with the request and logged by the server. */
export function ExcelReasonDialog({ open, reason, masked, pending, count, error, onCancel, onConfirm }: ExcelReasonDialogProps) {
  const t = useT();
  const titleId = useId();
  const confirm = () => {
    const text = reason.check();
    if (text) onConfirm(text);
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('content.excel.reasonTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('content.excel.reasonGuide')}</DialogContentText>
          {count !== undefined && (
            <DialogContentText data-testid="excel-row-count">{t('content.excel.rowCount', { count: formatNumber(count) })}</DialogContentText>
          )}
          {masked && <Alert severity="info">{t('content.excel.reasonMasked')}</Alert>}
          <ReasonField reason={reason} label={t('content.excel.reasonLabel')} disabled={pending} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={confirm} disabled={pending} variant="contained">
          {t('confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
