import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import type { ScreenDeclaration } from '@/declarations/types';

/** Shared steps of the board component tests (not a test file itself). */

export function boardScreen(name: 'notice' | 'guide' | 'faqCategory' | 'faq'): ScreenDeclaration {
  const screenDeclaration = findScreen(name);
  if (!screenDeclaration) throw new Error(`no screen ${name}`);
  return screenDeclaration;
}

/** The mock's rows of a screen, as the seeded database holds them. */
export function mockRows(name: 'notice' | 'guide' | 'faqCategory' | 'faq'): Record<string, unknown>[] {
  return collectionOf(boardScreen(name)).all();
}

/** Puts a date into a date input at once, the way autofill or a paste does (the text field carries `name`). */
export async function setDate(container: HTMLElement, name: string, value: string): Promise<void> {
  const input = await waitFor(() => {
    const found = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!found) throw new Error(`no date input ${name}`);
    return found;
  });
  fireEvent.change(input, { target: { value } });
}

/** The data rows of the list table (header excluded). */
export async function dataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', {}, { timeout: 20_000 });
  // the rows of records: not the header, nor a 합계 row under them (tfoot)
  const records = () =>
    within(table)
      .getAllByRole('row')
      .filter((row) => !row.closest('thead, tfoot'));
  await waitFor(() => expect(records().length).toBeGreaterThan(0), { timeout: 20_000 });
  return records();
}

/** Waits for the request log to hold a call (with its body for writes), and returns it. */
export async function waitForCall<T extends { method: string; path: string; body: unknown }>(
  log: readonly T[],
  method: string,
  path: string | RegExp,
): Promise<T> {
  let found: T | undefined;
  await waitFor(
    () => {
      found = log.find((entry) => entry.method === method && (typeof path === 'string' ? entry.path === path : path.test(entry.path)));
      expect(found, `${method} ${String(path)}`).toBeDefined();
      // Write calls: wait until their JSON body has been read too.
      if (method !== 'GET') expect(found?.body, `${method} ${String(path)} body`).toBeDefined();
    },
    { timeout: 5000 },
  );
  return found as T;
}

/**
 * Writes raw HTML into a rich-text field through its editor's 'HTML 편집' source view: opens the
 * editor ('{label} 편집하기', its script loads then) and waits for it. `label` is the field's label.
 */
export async function typeHtml(user: UserEvent, label: string, html: string): Promise<HTMLElement> {
  const sourceLabel = new RegExp(`^${label} \\(HTML\\)`);
  // The editor comes when opened (issue 35); once in the source view (a second call in one form), it stays there.
  if (!screen.queryByLabelText(sourceLabel)) {
    await user.click(await screen.findByRole('button', { name: `${label} 편집하기` }, { timeout: 30000 }));
    await user.click(await screen.findByRole('button', { name: 'HTML 편집' }, { timeout: 30000 }));
  }
  const source = await screen.findByLabelText(sourceLabel);
  await user.type(source, html);
  return source;
}

/** Loads the lazy editor's module once (a first transform of tiptap on a loaded machine is slow): call in beforeAll. */
export const preloadRichText = () => import('@/screens/generic/richText/RichTextEditor');
