import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useT } from '@i18n/translate';

/**
 * A dialog that only tells: a write that cannot be done, and why in the server's words. Its one
 * button is '닫기' (a '확인' beside '취소' would suggest something gets done).
 */
export function NoticeDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('workspace.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
