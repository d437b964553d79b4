import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '@mocks/db';
import { UNIVERSE } from '@mocks/db/universe';
import type { RecordedRequest } from '../../helpers/renderScreen';

/** Shared steps of the member workspace tests (not a test file itself). */
export type Row = Record<string, unknown>;

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

/** The calls of one method whose path matches, in order. */
export const calls = (log: readonly RecordedRequest[], method: string, path: RegExp) => log.filter((entry) => entry.method === method && path.test(entry.path));

/** Waits until the call was made (and, for a write with a body, the body read); returns the last one. */
export async function call(log: readonly RecordedRequest[], method: string, path: RegExp, withBody = method === 'POST' || method === 'PUT'): Promise<RecordedRequest> {
  return waitFor(
    () => {
      const found = calls(log, method, path).at(-1);
      if (!found || (withBody && found.body === undefined)) throw new Error(`no ${method} ${String(path)} yet`);
      return found;
    },
    { timeout: 10000 },
  );
}

/** The data rows of a list screen's table, once loaded (the first render of a file also loads its chunks). */
export async function listRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', {}, { timeout: 20000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 20000 });
  return within(table).getAllByRole('row').slice(1);
}

/** The open dialog (MUI renders one at a time here). */
export const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 });

export async function paragraphTotal(): Promise<string> {
  const total = await screen.findByTestId('paged-total', {}, { timeout: 10000 });
  return total.textContent ?? '';
}

export async function expectNoDialog(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10000 });
}

export const inDialog = async () => within(await dialog());
