/**
 * Where a control stood, so that focus can land near it once it is gone or disabled (the memo its
 * 삭제 deleted, the coupon its 쿠폰 취소 cancelled, the file its 삭제 removed): the control itself
 * if it can still take focus, else the next row's first control, else the previous row's, else
 * the last control before it (the list's own form, 파일 선택, a section's button).
 */

const FOCUSABLE = 'button, a[href], input:not([type="hidden"]), textarea, select, [tabindex]:not([tabindex="-1"])';
const ROW = 'tr, li, [role="row"]';

const canTakeFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !element.matches(':disabled') && element.getAttribute('aria-hidden') !== 'true';

const firstControl = (element: Element) => Array.from(element.querySelectorAll(FOCUSABLE)).find(canTakeFocus);

export interface Place {
  control: Element;
  /** Its row's later siblings, then its earlier ones, nearest first. */
  rows: Element[];
  /** The last control before it, outside its row. */
  before?: HTMLElement;
}

/** Read while the control is still on the page (when it is pressed, or opens a dialog). */
export function placeOf(control: Element): Place {
  const row = control.closest(ROW);
  const siblings = row?.parentElement ? Array.from(row.parentElement.children) : [];
  const at = row ? siblings.indexOf(row) : -1;
  const before = Array.from(document.querySelectorAll(FOCUSABLE))
    .filter((element) => canTakeFocus(element) && !(row ?? control).contains(element))
    .filter((element) => Boolean(control.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING))
    .at(-1) as HTMLElement | undefined;
  return { control, rows: at < 0 ? [] : [...siblings.slice(at + 1), ...siblings.slice(0, at).reverse()], before };
}

/** Where focus lands now for a control that stood at `place`. */
export function landingOf({ control, rows, before }: Place): HTMLElement | undefined {
  if (canTakeFocus(control)) return control;
  const inRow = rows
    .filter((row) => row.isConnected)
    .map(firstControl)
    .find(Boolean);
  return inRow ?? (before && canTakeFocus(before) ? before : undefined);
}
