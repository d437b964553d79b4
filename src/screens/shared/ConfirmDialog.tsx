import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { GuardedConfirm } from './GuardedConfirm';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The write; '확인' stays disabled until it settles (a double click sends it once). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  pending?: boolean;
  /** The server's refusal: shown in the dialog, which stays open. */
  error?: Error | null;
  /** Deletes, cancels or merges for good: focus starts on '취소' (GuardedConfirm). */
  destructive?: boolean;
}

/** A '확인'/'취소' confirmation before a write that cannot be undone (GuardedConfirm), with the server's message on failure. */
export function ConfirmDialog({ open, title, message, onConfirm, onClose, pending = false, error, destructive }: ConfirmDialogProps) {
  const t = useT();
  return (
    <GuardedConfirm
      isOpen={open}
      destructive={destructive}
      loading={pending}
      title={title}
      content={
        <Stack spacing={2}>
          <Typography>{message}</Typography>
          {error && <Alert severity="error">{error.message || t('workspace.failed')}</Alert>}
        </Stack>
      }
      confirm={t('workspace.ok')}
      // a confirmation of a cancellation ('쿠폰 취소') is dismissed with '닫기': '취소' means one thing there
      cancel={title.includes(t('workspace.cancel')) ? t('workspace.close') : t('workspace.cancel')}
      onConfirm={onConfirm}
      onClose={() => {
        if (!pending) onClose();
      }}
    />
  );
}
