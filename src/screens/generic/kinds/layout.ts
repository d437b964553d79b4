import type { CSSProperties } from 'react';
import type { ColumnLayout } from './types';

const styles = new WeakMap<ColumnLayout, CSSProperties | undefined>();

function styleOf(column: ColumnLayout): CSSProperties | undefined {
  if (column.maxWidth) return { display: 'block', maxWidth: column.maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  if (column.nowrap) return { whiteSpace: 'nowrap', display: 'inline-block', minWidth: column.minWidth };
  return undefined;
}

/**
 * The inline style of a list cell's text (issue 16 item 4): phone numbers, dates, codes and
 * amounts never wrap and keep the kind's minimum width; long text stays on one line, cut with
 * '…' at the kind's maximum width (the cell's `title` holds it whole, see `cellTitle`). One
 * style object per kind, made once: no work per cell.
 */
export function cellStyle(column: ColumnLayout): CSSProperties | undefined {
  if (!styles.has(column)) styles.set(column, styleOf(column));
  return styles.get(column);
}

/** The tooltip of a cell whose text may be cut: the whole text. */
export const cellTitle = (column: ColumnLayout, text: string): string | undefined => (column.maxWidth && text ? text : undefined);
