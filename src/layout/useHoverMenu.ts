import { useCallback, useEffect, useRef, useState } from 'react';

export interface HoverMenu {
  /** menuCd of the entry whose floating submenu is open. */
  openCode: string | undefined;
  anchor: HTMLElement | null;
  /** The pointer (or focus) reached an entry: open its submenu now, cancelling a pending hide. */
  show: (code: string, anchor: HTMLElement) => void;
  /** The pointer is back on the submenu: cancel a pending hide. */
  keep: () => void;
  /** The pointer left: hide after `delayMs` unless it comes back. */
  leave: () => void;
  /** Hide now (a link was followed, Escape). */
  close: () => void;
}

/** The floating submenu of the minified sidebar: opens on hover, hides `delayMs` after the pointer leaves. */
export function useHoverMenu(delayMs: number): HoverMenu {
  const [state, setState] = useState<{ code: string; anchor: HTMLElement } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keep = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const show = useCallback(
    (code: string, anchor: HTMLElement) => {
      keep();
      setState((current) => (current?.code === code && current.anchor === anchor ? current : { code, anchor }));
    },
    [keep],
  );
  const leave = useCallback(() => {
    keep();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setState(null);
    }, delayMs);
  }, [keep, delayMs]);
  const close = useCallback(() => {
    keep();
    setState(null);
  }, [keep]);
  useEffect(() => keep, [keep]);
  return { openCode: state?.code, anchor: state?.anchor ?? null, show, keep, leave, close };
}
