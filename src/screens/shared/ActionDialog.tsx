import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
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

/** A field showing its problem (a select's hidden native input aside). */
const FIRST_PROBLEM = '[aria-invalid="true"]:not([aria-hidden="true"])';
/** A field that takes typing or a choice (a select is its combobox, not its hidden input). */
const FIELD = 'input:not([type="hidden"]):not([aria-hidden="true"]):not(:disabled), textarea:not([aria-hidden="true"]):not(:disabled), [role="combobox"]';

/**
 * A dialog opens on its first field, unless one of its fields took the focus itself (autoFocus).
 * A radio group is entered at its chosen radio, as Tab enters it.
 */
const focusFirstField = (dialog: HTMLElement) => {
  const active = document.activeElement;
  if (active && dialog.contains(active) && active.matches(FIELD)) return;
  const first = dialog.querySelector<HTMLInputElement>(FIELD);
  const chosen = first?.type === 'radio' ? dialog.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(first.name)}"]:checked`) : null;
  (chosen ?? first)?.focus();
};

/**
 * The dialog of one write: its inputs, the server's message on failure, '취소' and the submit
 * button. It opens on its first field; a submit its checks refuse puts the focus on the first
 * field with a problem, so the message is read out where it is.
 */
export function ActionDialog({ open, title, onClose, onSubmit, pending = false, error, submitLabel, submitDisabled, children }: ActionDialogProps) {
  const t = useT();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit();
    // a submit is a discrete event: React has rendered its problems by the next frame
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(FIRST_PROBLEM)?.focus());
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEnter: focusFirstField } }}
    >
      <form ref={form} onSubmit={submit} noValidate>
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
