import { useState } from 'react';

/** Open state of an action's dialog, with its input reset to `initial` each time it opens. */
export function useDialog<T>(initial: () => T) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<T>(initial);
  return {
    open,
    value,
    setValue,
    show: () => {
      setValue(initial());
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
