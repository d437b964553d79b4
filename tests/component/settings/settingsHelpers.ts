import { screen, waitFor, within } from '@testing-library/react';
import { adminTable, db } from '@mocks/db';
import type { RecordedRequest } from '../../helpers/renderScreen';

/** Shared steps of the settings workspace tests (not a test file itself). */
export type Row = Record<string, unknown>;

export const adminRow = (adminId: string): Row | undefined => adminTable().get(adminId) as Row | undefined;
export const rowsOf = (collection: string, key = 'id'): Row[] => db.collection(collection, key).all();

/** Tests that walk a whole screen (the first also loads its chunk). */
export const LONG = 45_000;

/** Waits until the call was made (and, for a write with a body, the body read); returns the last one. */
export async function call(
  log: readonly RecordedRequest[],
  method: string,
  path: RegExp,
  withBody = method === 'POST' || method === 'PUT',
): Promise<RecordedRequest> {
  return waitFor(
    () => {
      const found = log.filter((entry) => entry.method === method && path.test(entry.path)).at(-1);
      if (!found || (withBody && found.body === undefined)) throw new Error(`no ${method} ${String(path)} yet`);
      return found;
    },
    { timeout: 20_000 },
  );
}

export const dialog = async () => within(await screen.findByRole('dialog', {}, { timeout: 5000 }));

export async function expectNoDialog(): Promise<void> {
  await waitFor(
    () => {
      if (screen.queryByRole('dialog')) throw new Error('dialog still open');
    },
    { timeout: 20_000 },
  );
}
