import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RecordedRequest } from './renderScreen';

/** Steps shared by the workspace tests (member, money, settings…): calls seen by the mock, dialogs. */
export type Row = Record<string, unknown>;

/** The calls of one method whose path matches, in order. */
export const calls = (log: readonly RecordedRequest[], method: string, path: RegExp) => log.filter((entry) => entry.method === method && path.test(entry.path));

/** Waits until the call was made (and, for a write with a body, the body read); returns the last one. */
export async function call(
  log: readonly RecordedRequest[],
  method: string,
  path: RegExp,
  withBody = method === 'POST' || method === 'PUT',
): Promise<RecordedRequest> {
  return waitFor(
    () => {
      const found = calls(log, method, path).at(-1);
      if (!found || (withBody && found.body === undefined)) throw new Error(`no ${method} ${String(path)} yet`);
      return found;
    },
    { timeout: 20_000 },
  );
}

/** The open dialog (MUI renders one at a time here), to query inside it. */
export const inDialog = async () => within(await screen.findByRole('dialog', {}, { timeout: 20_000 }));

/**
 * The dialog under a confirmation just closed: until the confirmation's fade-out ends, it is the
 * dialog in the accessibility tree and hides the one under it.
 */
export async function dialogUnderConfirmation() {
  await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1), { timeout: 20_000 });
  return inDialog();
}

export async function expectNoDialog(): Promise<void> {
  await waitFor(
    () => {
      if (screen.queryByRole('dialog')) throw new Error('a dialog is still open');
    },
    { timeout: 20_000 },
  );
}
