import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '@mocks/db';
import { UNIVERSE } from '@mocks/db/universe';
import type { Row } from '../../helpers/workspace';

/** Shared steps of the member workspace tests (not a test file itself). */
export type { Row };

/** The mock's rows of a member-universe table, as the server holds them now. */
export const rowsOf = (table: keyof typeof UNIVERSE): Row[] => db.collection(UNIVERSE[table].name, UNIVERSE[table].key).all();
export const memberRow = (cusId: string): Row | undefined => rowsOf('member').find((row) => row.cusId === cusId);

/** The first member in the state wanted (NORMAL by default) that also satisfies `extra`. */
export function aMember(extra: (member: Row) => boolean = () => true, status = 'NORMAL'): Row {
  const found = rowsOf('member').find((member) => member.memberStatus === status && extra(member));
  if (!found) throw new Error('no seeded member fits');
  return found;
}

export const countOf = (table: keyof typeof UNIVERSE, cusId: string, test: (row: Row) => boolean = () => true) =>
  rowsOf(table).filter((row) => row.cusId === cusId && test(row)).length;

/** Opens the member's detail header (waits for POST member/{id}). */
export const header = () => screen.findByTestId('member-header', {}, { timeout: 20000 });

/** Tests that walk a whole workspace (the first also loads its chunk). */
export const LONG = 45_000;

/** The data rows of a list screen's table, once loaded (the first render of a file also loads its chunks). */
export async function listRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', {}, { timeout: 20000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 20000 });
  return within(table).getAllByRole('row').slice(1);
}

/** The open dialog (MUI renders one at a time here). */
export const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 });

export async function paragraphTotal(): Promise<string> {
  const total = await screen.findByTestId('paged-total', {}, { timeout: 20_000 });
  return total.textContent ?? '';
}

export { call, calls, expectNoDialog, inDialog } from '../../helpers/workspace';
