import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openReference } from '../helpers/reference';
import { renderScreen } from '../helpers/renderScreen';

/**
 * Issue 35 item 3: a form's reference field is a stand-in until the operator reaches it (MUI's
 * Autocomplete is not part of the form's first load), yet the form validates it from the start.
 * Isolated: the autocomplete's chunk, once loaded in a worker, would stay loaded for later files.
 */
describe('a reference field of a form, before its autocomplete has loaded', () => {
  it('is a stand-in that still says what is missing on 저장, then becomes the autocomplete when reached', async () => {
    const { user, requests } = await renderScreen('/menuIntroDp/create');
    const dispName = await screen.findByRole('textbox', { name: /전시 상품명/ }, { timeout: 20_000 });
    const standIn = screen.getByRole('combobox', { name: /소개 메뉴/ });
    expect(standIn).toHaveAttribute('readonly');

    await user.type(dispName, '오늘의 메뉴'); // 저장 waits for a change
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/소개 메뉴.*선택해주세요\./)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    const listbox = await openReference(user, /소개 메뉴/);
    const first = within(listbox).getAllByRole('option')[0];
    const name = first.textContent ?? '';
    await user.click(first);
    const chosen = screen.getByRole('combobox', { name: /소개 메뉴/ });
    expect(chosen).not.toHaveAttribute('readonly');
    await waitFor(() => expect(chosen).toHaveValue(name));
    expect(screen.queryByText(/소개 메뉴.*선택해주세요\./)).not.toBeInTheDocument();

    // it searches what is typed: react-admin's filter, debounced, and not cancelled when the form
    // goes; the test ends once that read has left, so no timer of the field outlives the file's page
    await user.type(chosen, '라');
    const searched = (request: (typeof requests)[number]) =>
      request.method === 'GET' && request.path === '/api/menuIntroItem/list' && new URLSearchParams(request.search).get('q') === `${name}라`;
    await waitFor(() => expect(requests.some(searched)).toBe(true));
  });
});
