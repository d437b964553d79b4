import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';

/** The mock's rows of a screen's table (as the server holds them). */
export function rowsOf(name: string): Record<string, unknown>[] {
  const declaration = findScreen(name);
  if (!declaration) throw new Error(`no screen ${name}`);
  return collectionOf(declaration).all();
}

/** The sum of a field over rows. */
export const sumOf = (rows: readonly Record<string, unknown>[], field: string) => rows.reduce((sum, row) => sum + Number(row[field]), 0);

/** `1234` as a list shows an amount: '1,234원'. */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The 합계 row of the list (a table footer row named '{label} 합계'), once shown. */
export async function totalsRow(label: string): Promise<HTMLElement> {
  return screen.findByRole('row', { name: `${label} 합계` }, { timeout: 40_000 });
}

/** The 합계 row's cells by column header (the header's text → the row's text under it). */
export async function totalsByHeader(label: string): Promise<Record<string, string>> {
  const row = await totalsRow(label);
  const table = row.closest('table');
  if (!table) throw new Error('no table');
  const headers = [...table.querySelectorAll('thead tr > *')].map((cell) => cell.textContent ?? '');
  const cells = [...row.children].map((cell) => cell.textContent ?? '');
  await waitFor(() => expect(cells.length).toBe(headers.length));
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
}

export const noTotalsRow = (label: string) => expect(screen.queryByRole('row', { name: `${label} 합계` })).not.toBeInTheDocument();
