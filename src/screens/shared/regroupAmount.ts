import type { KeyboardEvent } from 'react';
import { groupThousands } from '@/format/number';

const digitsIn = (text: string) => text.replace(/[^0-9.]/g, '').length;

/** Where the caret goes in `text` to sit after its first `count` digits (periods count as digits). */
function afterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (/[0-9.]/.test(text[at]) && (seen += 1) === count) return at + 1;
  }
  return text.length;
}

/**
 * Regroups an amount input's text by thousands while it is typed, in its change event, with the
 * caret kept after the same digits. Done on the element itself, before React renders: the
 * controlled value then equals what is shown, so React leaves the text and the caret alone and
 * no keystroke can be overtaken by a re-render.
 */
export function regroupAmount(input: HTMLInputElement | HTMLTextAreaElement): void {
  const caret = digitsIn(input.value.slice(0, input.selectionStart ?? input.value.length));
  const grouped = groupThousands(input.value);
  if (grouped === input.value) return;
  input.value = grouped;
  const at = afterDigits(grouped, caret);
  input.setSelectionRange(at, at);
}

/**
 * Backspace just after a separator, or Delete just before one, would take only the comma, which
 * regrouping puts straight back: the key seems dead. The caret steps over the comma first, so the
 * key takes the digit beyond it.
 */
export function stepOverSeparator(event: KeyboardEvent<HTMLElement>): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.selectionStart === null || input.selectionStart !== input.selectionEnd) return;
  const at = input.selectionStart;
  if (event.key === 'Backspace' && input.value[at - 1] === ',') input.setSelectionRange(at - 1, at - 1);
  if (event.key === 'Delete' && input.value[at] === ',') input.setSelectionRange(at + 1, at + 1);
}
