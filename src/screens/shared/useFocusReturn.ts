import { useRef, type FocusEvent } from 'react';
import { landingOf, placeOf, type Place } from './focusPlace';

/**
 * Focus after a dialog whose opener is gone or disabled (the memo it deleted, the coupon it
 * cancelled). MUI returns focus to the opener, which then cannot take it, and focus would fall to
 * the page; here it lands near where the opener stood (focusPlace). Spread both handlers on the
 * dialog (`onFocus` on its root, `onExited` on its transition).
 */
export function useFocusReturn() {
  const place = useRef<Place | undefined>(undefined);
  return {
    /** The first focus entering the dialog comes from its opener (MUI's own record of it). */
    onFocus: (event: FocusEvent) => {
      if (!place.current && event.relatedTarget instanceof Element) place.current = placeOf(event.relatedTarget);
    },
    onExited: (dialog: HTMLElement) => {
      const left = place.current;
      place.current = undefined;
      const active = document.activeElement;
      if (!left || (active && active !== document.body && !dialog.contains(active))) return;
      landingOf(left)?.focus();
    },
  };
}
