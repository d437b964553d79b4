import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Preference } from './preferences';

/**
 * Keeps the scroll position of an element in a preference (localStorage), and puts it back
 * when the element is shown again, after a reload too. `ready` says the content is rendered
 * (the menu has arrived): restoring into an empty list would clamp the position to 0.
 */
export function useRememberedScroll<T extends HTMLElement>(pref: Preference<number>, ready: boolean): { ref: RefObject<T | null>; onScroll: () => void } {
  const ref = useRef<T | null>(null);
  const frame = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    // Setting scrollTop lays the page out at once, in the middle of the first render: only when
    // there is a position to put back (a fresh element is at the top already).
    const saved = pref.get();
    if (ready && ref.current && saved > 0) ref.current.scrollTop = saved;
  }, [pref, ready]);
  useLayoutEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );
  // At most one write per animation frame while the operator scrolls.
  const onScroll = useCallback(() => {
    if (frame.current !== undefined) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      if (ref.current) pref.set(Math.round(ref.current.scrollTop));
    });
  }, [pref]);
  return { ref, onScroll };
}
