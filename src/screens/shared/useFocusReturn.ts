import { useRef, type FocusEvent } from 'react';

const FOCUSABLE = 'button, a[href], input:not([type="hidden"]), textarea, select, [tabindex]:not([tabindex="-1"])';
const ROW = 'tr, li, [role="row"]';

const canTakeFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !element.matches(':disabled') && element.getAttribute('aria-hidden') !== 'true';

const firstControl = (element: Element) => Array.from(element.querySelectorAll(FOCUSABLE)).find(canTakeFocus);

/** Where the opener stood when its dialog opened. */
interface Place {
  opener: Element;
  /** Its row's later siblings, then its earlier ones, nearest first. */
  rows: Element[];
  /** The opener and its ancestors, nearest first. */
  trail: Element[];
}

function placeOf(opener: Element): Place {
  const row = opener.closest(ROW);
  const siblings = row?.parentElement ? Array.from(row.parentElement.children) : [];
  const at = row ? siblings.indexOf(row) : -1;
  const trail: Element[] = [];
  for (let element: Element | null = opener; element && element !== document.body; element = element.parentElement) trail.push(element);
  return { opener, rows: at < 0 ? [] : [...siblings.slice(at + 1), ...siblings.slice(0, at).reverse()], trail };
}

/**
 * Focus after a dialog whose opener is gone or disabled (the memo it deleted, the coupon it
 * cancelled). MUI returns focus to the opener, which then cannot take it, and focus would fall to
 * the page. Here it goes to the next row's control, else the previous row's, else the last control
 * before the nearest part of the page still there (the list's own form, a section's button).
 * Spread both handlers on the dialog (`onFocus` on its root, `onExited` on its transition).
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
      if (canTakeFocus(left.opener)) return left.opener.focus();
      const inRow = left.rows
        .filter((row) => row.isConnected)
        .map(firstControl)
        .find(Boolean);
      if (inRow) return inRow.focus();
      const still = left.trail.find((element) => element.isConnected);
      if (!still) return;
      const before = Array.from(document.querySelectorAll(FOCUSABLE)).filter(
        (element) => canTakeFocus(element) && !dialog.contains(element) && Boolean(still.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING),
      );
      (before.at(-1) as HTMLElement | undefined)?.focus();
    },
  };
}
