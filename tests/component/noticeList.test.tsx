import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, mockRows, waitForCall } from './boardHelpers';

const bySortOrder = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.sortOrder) - Number(b.sortOrder);

describe('notice list (generated from the declaration)', () => {
  // the list's lazy module, transformed once before the first render (slow on a loaded machine)
  beforeAll(() => import('@/screens/generic/GenericList'), 300000);

  it('shows the first 20 rows of the mock in the declared order, dates formatted', async () => {
    const { requests } = await renderScreen('/notice');
    await screen.findByRole('search', { name: '검색 조건' }, { timeout: 60000 });
    const rows = await dataRows();
    const first = await waitForCall(requests, 'GET', '/api/notice/list');
    expect(Object.fromEntries(first.query)).toMatchObject({ page: '1', size: '20', sort: 'sortOrder', order: 'ASC' });

    expect(rows).toHaveLength(20);
    const expected = [...mockRows('notice')].sort(bySortOrder)[0];
    const firstRow = within(rows[0]);
    expect(firstRow.getByText(String(expected.title))).toBeInTheDocument();
    const cells = within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    expect(cells.some((text) => /^\d{4}-\d{2}-\d{2}$/.test(text))).toBe(true); // 게시 시작일
    expect(cells.some((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text))).toBe(true); // 등록일
    expect(screen.getByRole('columnheader', { name: /제목/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /노출 상태/ })).toBeInTheDocument();
    expect(within(rows[0]).getByText(/^(노출|숨김)$/)).toBeInTheDocument();
  }, 120000);

  it('sends the title filter URL-encoded on Enter (not while typing) and shows what the server answers', async () => {
    const { user, requests } = await renderScreen('/notice');
    await dataRows();
    const keyword = mockRows('notice')
      .map((row) => String(row.title))
      .find((title) => /[가-힣]{2}/.test(title));
    const word = /[가-힣]{2,}/.exec(keyword ?? '')?.[0] ?? '공지';
    await user.type(screen.getByRole('textbox', { name: '제목' }), word);
    expect(requests.some((entry) => entry.query.has('title'))).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.some((entry) => entry.path === '/api/notice/list' && entry.query.get('title') === word)).toBe(true), {
      timeout: 20000,
    });
    const filtered = requests.find((entry) => entry.query.get('title') === word);
    expect(filtered?.search).toContain(`title=${encodeURIComponent(word)}`);
    expect(Object.fromEntries(filtered?.query ?? [])).toMatchObject({ page: '1', size: '20' });
    const matching = mockRows('notice').filter((row) => String(row.title).toLowerCase().includes(word.toLowerCase()));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(Math.min(matching.length, 20) + 1), { timeout: 20000 });
  }, 120000);

  it('names each row checkbox after its notice and marks the sorted column with aria-sort', async () => {
    const { user, requests } = await renderScreen('/notice');
    const rows = await dataRows();
    const expected = [...mockRows('notice')].sort(bySortOrder);
    // the theme moves the name to the input in the app; the label is what react-admin's row sets
    expect(within(rows[0]).getByLabelText(`${String(expected[0].title)} 선택`)).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText(`${String(expected[1].title)} 선택`)).toBeInTheDocument();
    expect(screen.queryByLabelText('이 행 선택')).toBeNull();

    const sortedHeaders = () => screen.getAllByRole('columnheader').filter((cell) => cell.hasAttribute('aria-sort'));
    expect(sortedHeaders().map((cell) => [cell.textContent, cell.getAttribute('aria-sort')])).toEqual([['순서', 'ascending']]);
    await user.click(within(screen.getByRole('columnheader', { name: /^제목/ })).getByRole('button'));
    await waitFor(() => expect(requests.some((entry) => entry.path === '/api/notice/list' && entry.query.get('sort') === 'title')).toBe(true), {
      timeout: 20000,
    });
    await waitFor(() => expect(sortedHeaders().map((cell) => [cell.textContent, cell.getAttribute('aria-sort')])).toEqual([['제목', 'ascending']]), {
      timeout: 20000,
    });
    await user.click(within(screen.getByRole('columnheader', { name: /^제목/ })).getByRole('button'));
    await waitFor(() => expect(sortedHeaders().map((cell) => cell.getAttribute('aria-sort'))).toEqual(['descending']), { timeout: 20000 });
  }, 120000);

  it('pages through the list and offers 20/50/100 rows a page', async () => {
    const { user, requests } = await renderScreen('/notice');
    await dataRows();
    await user.click(screen.getByRole('button', { name: '다음 페이지로 이동' }));
    await waitFor(() => expect(requests.some((entry) => entry.path === '/api/notice/list' && entry.query.get('page') === '2')).toBe(true), { timeout: 20000 });
    const total = mockRows('notice').length;
    await waitFor(() => expect(screen.getByText(new RegExp(`21-${Math.min(40, total)}`))).toBeInTheDocument(), { timeout: 20000 });

    await user.click(screen.getByRole('combobox', { name: /페이지당 행 수/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['20', '50', '100']);
  }, 120000);
});
