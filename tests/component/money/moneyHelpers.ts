import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db';
import { UNIVERSE } from '@mocks/db/universe';
import type { RecordedRequest } from '../../helpers/renderScreen';

/** Shared steps of the money workspace tests (not a test file itself). */
export type Row = Record<string, unknown>;

const table = (name: keyof typeof UNIVERSE) => db.collection(UNIVERSE[name].name, UNIVERSE[name].key);
/** The mock's rows of a universe table, as the server holds them now. */
export const rowsOf = (name: keyof typeof UNIVERSE): Row[] => table(name).all();
export const cardRow = (cardNo: unknown): Row => table('prepayCard').get(cardNo) ?? {};
/** What another operator or a store did meanwhile: the card changed on the server only. */
export const changeCard = (cardNo: unknown, patch: Row) => table('prepayCard').update(cardNo, patch);

/** 100004's three normal cards (pinned by tests/unit/mocks/money.test.ts): main 11,000원, then 25,000원 and 40,000원. */
export const memberCards = () => rowsOf('prepayCard').filter((row) => row.cusId === '100004');

/** Tests that walk a whole workspace (the first also loads its chunk). */
export const LONG = 60_000;

/** The calls of one method whose path matches, in order. */
export const calls = (log: readonly RecordedRequest[], method: string, path: RegExp) => log.filter((entry) => entry.method === method && path.test(entry.path));

/** Waits until the call was made (and, for a write, its body read); returns the last one. */
export async function call(log: readonly RecordedRequest[], method: string, path: RegExp, withBody = method === 'POST'): Promise<RecordedRequest> {
  return waitFor(
    () => {
      const found = calls(log, method, path).at(-1);
      if (!found || (withBody && found.body === undefined)) throw new Error(`no ${method} ${String(path)} yet`);
      return found;
    },
    { timeout: 10000 },
  );
}

/** The open dialog (one at a time here). */
export const inDialog = async () => within(await screen.findByRole('dialog', {}, { timeout: 10000 }));

export async function expectNoDialog(): Promise<void> {
  await waitFor(() => {
    if (screen.queryByRole('dialog')) throw new Error('a dialog is still open');
  }, { timeout: 10000 });
}
