import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf } from '@mocks/db';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, preloadRichText, typeHtml, waitForCall } from './boardHelpers';

describe('FAQ', () => {
  beforeAll(preloadRichText, 30000);

  it('offers the FAQ categories of code group 900 and saves the chosen code', async () => {
    const { user, requests } = await renderScreen('/faq/create');
    // the form first (its first render can take seconds on a loaded machine), then the call it made
    const category = await screen.findByRole('combobox', { name: /분류/ }, { timeout: 20_000 });
    await waitForCall(requests, 'GET', '/api/code/sub/900');
    const categories = codesOf('900');
    expect(categories.length).toBeGreaterThan(1);

    await user.click(category);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(categories.map((code) => String(code.codeName)));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: String(categories[1].codeName) }));

    await user.type(screen.getByRole('textbox', { name: /질문/ }), '스탬프는 언제 적립되나요?');
    await typeHtml(user, '답변', '<p>결제 완료 후 적립됩니다.</p>');
    await user.click(screen.getByRole('combobox', { name: /노출 상태/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '노출' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    const call = await waitForCall(requests, 'POST', '/api/faq/create');
    expect(call.body).toEqual({
      faqCategory: categories[1].codeId,
      title: '스탬프는 언제 적립되나요?',
      content: '<p>결제 완료 후 적립됩니다.</p>',
      status: 'Y',
    });
  });

  it('shows the category name, not the code, in the list', async () => {
    await renderScreen('/faq');
    const rows = await dataRows();
    const names = codesOf('900').map((code) => String(code.codeName));
    const cells = rows.flatMap((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
    await screen.findAllByText(new RegExp(`^(${names.join('|')})$`), {}, { timeout: 5000 });
    expect(cells.length).toBeGreaterThan(0);
  });
});
