import { ConfirmDialog } from './ConfirmDialog';
import { OpenDialogButton, type OpenDialogButtonProps } from './OpenDialogButton';

export interface ConfirmWriteButtonProps extends Omit<OpenDialogButtonProps, 'dialog' | 'write' | 'children'> {
  dialog: { open: boolean; show: () => void; close: () => void };
  write: { reset: () => void; isPending: boolean; error: Error | null };
  /** The button's text, and the confirmation's title unless `title` is given. */
  label: string;
  title?: string;
  message: string;
  /** Sends the write; '확인' stays disabled until its promise settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A write with nothing to fill in: a button, a '확인'/'취소' confirmation, the call; the server's
 * refusal stays in the dialog. A red (`error`) button is a write that cannot be taken back: its
 * confirmation opens on '취소'.
 */
export function ConfirmWriteButton({ dialog, write, label, title = label, message, onConfirm, ...button }: ConfirmWriteButtonProps) {
  return (
    <>
      <OpenDialogButton dialog={dialog} write={write} {...button}>
        {label}
      </OpenDialogButton>
      <ConfirmDialog
        open={dialog.open}
        title={title}
        message={message}
        pending={write.isPending}
        error={write.error}
        onConfirm={onConfirm}
        onClose={dialog.close}
        destructive={button.color === 'error'}
      />
    </>
  );
}
