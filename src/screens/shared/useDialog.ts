import { useState, type Dispatch, type SetStateAction } from 'react';

export interface DialogState<T> {
  open: boolean;
  /** The dialog's input, set back to `initial()` each time it opens. */
  value: T;
  setValue: Dispatch<SetStateAction<T>>;
  show: () => void;
  close: () => void;
  /** For a write confirmed after its form: whether the confirmation is shown instead of the form. */
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
}

const nothing = () => undefined;

/** The state of an action's dialog: open or not, its input reset to `initial` each time it opens, at its form or at its confirmation. */
export function useDialog(): DialogState<undefined>;
export function useDialog<T>(initial: () => T): DialogState<T>;
export function useDialog<T>(initial: () => T | undefined = nothing): DialogState<T | undefined> {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  return {
    open,
    value,
    setValue,
    show: () => {
      setValue(initial());
      setConfirming(false);
      setOpen(true);
    },
    close: () => {
      setConfirming(false);
      setOpen(false);
    },
    confirming,
    setConfirming,
  };
}
