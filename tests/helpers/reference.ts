import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens a reference field's list as a person does: the pointer over the field, then a press.
 * Until its autocomplete has loaded, the field is a stand-in that the pointer replaces
 * (DeferredAutocompleteInput). A browser presses what is under the pointer at the time; user-event
 * presses the element it was given, so a stand-in replaced between the hover and the press (its
 * chunk already fetched by an earlier test of the worker) took the press with it and the list
 * never opened.
 */
export async function openReference(user: UserEvent, label: RegExp): Promise<HTMLElement> {
  await user.hover(screen.getByRole('combobox', { name: label }));
  const field = await waitFor(() => {
    const combobox = screen.getByRole('combobox', { name: label });
    expect(combobox).not.toHaveAttribute('readonly');
    return combobox;
  });
  await user.click(field);
  return screen.findByRole('listbox', {}, { timeout: 20_000 });
}
