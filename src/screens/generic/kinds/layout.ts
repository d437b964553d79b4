import type { CSSProperties } from 'react';
import type { ColumnLayout } from './types';

/** Long texts in a list cell are cut here ('…'); the detail shows them whole. */
export const CELL_TEXT_LIMIT = 40;
export const shorten = (text: string) => (text.length > CELL_TEXT_LIMIT ? `${text.slice(0, CELL_TEXT_LIMIT)}…` : text);

const nowrapStyles = new WeakMap<ColumnLayout, CSSProperties>();

/**
 * The inline style of a list cell's text: no wrap and the kind's minimum width (phone numbers,
 * dates, codes and amounts never wrap). One style object per kind, made once: no work per cell.
 */
export function cellStyle(column: ColumnLayout, text: string): CSSProperties | undefined {
  const nowrap = column.nowrap === true || (column.nowrap === 'token' && text !== '' && !/\s/.test(text));
  if (!nowrap) return undefined;
  let style = nowrapStyles.get(column);
  if (!style) {
    style = { whiteSpace: 'nowrap', display: 'inline-block', minWidth: column.minWidth };
    nowrapStyles.set(column, style);
  }
  return style;
}
