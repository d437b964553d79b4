import Button, { type ButtonProps } from '@mui/material/Button';

export interface OpenDialogButtonProps extends Omit<ButtonProps, 'onClick'> {
  dialog: { show: () => void };
  /** The write the dialog sends: its last answer is cleared, so the dialog opens without an old refusal. */
  write: { reset: () => void };
  /** What else starts afresh (the problems shown…); the dialog's input is reset by `dialog.show`. */
  onOpen?: () => void;
}

/** The small outlined button that opens a write's dialog afresh. */
export function OpenDialogButton({ dialog, write, onOpen, ...button }: OpenDialogButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      {...button}
      onClick={() => {
        write.reset();
        onOpen?.();
        dialog.show();
      }}
    />
  );
}
