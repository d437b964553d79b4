/** Numeric key inputs (spec §5): only digits, control keys and the period. */

const CONTROL_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Insert',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'CapsLock',
  'NumLock',
]);

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** True when the key may reach a numeric input: a digit, '.', a control key or a shortcut (Ctrl/⌘+C, V…). */
export function isNumericKey(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (CONTROL_KEYS.has(event.key) || /^F\d{1,2}$/.test(event.key)) return true;
  return /^[0-9.]$/.test(event.key);
}

/** What a numeric input keeps of typed or pasted text: digits and the period. */
export function keepNumeric(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}

/** onKeyDown of a digits-only input (a count, an account or a card number): the numeric keys but the period. */
export function blockNonDigitKeys(event: KeyLike & { preventDefault: () => void }): void {
  if (!isNumericKey(event) || event.key === '.') event.preventDefault();
}
