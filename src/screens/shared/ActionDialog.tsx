import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '@i18n/translate';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** While the request runs: both buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  /** The server's refusal, shown in the dialog (which stays open with the input kept). */
  error?: Error | null;
  submitLabel?: string;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The dialog of one write: its inputs, the server's message on failure, '취소' and the submit button. */
export function ActionDialog({ open, title, onClose, onSubmit, pending = false, error, submitLabel, submitDisabled, children }: ActionDialogProps) {
  const t = useT();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && <Alert severity="error">{error.message || t('workspace.failed')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('workspace.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || submitDisabled}>
            {submitLabel ?? t('workspace.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
