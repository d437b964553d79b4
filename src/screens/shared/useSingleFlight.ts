import { useCallback, useRef, useState } from 'react';

/**
 * An action that runs once at a time: while the promise it returns is pending, another call is
 * ignored. The lock is taken in the click itself, before any request state reaches the screen,
 * so a double click sends one request. `running` disables the button meanwhile.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>): { run: (...args: A) => void; running: boolean } {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setRunning(true);
      void action(...args)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setRunning(false);
        });
    },
    [action],
  );
  return { run, running };
}
