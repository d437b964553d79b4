import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../helpers/renderScreen';
import { dataRows, mockRows } from './boardHelpers';

const sorted = () => [...mockRows('notice')].sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));

/** A generic list's rows are plain <tr>/<td> (plainRowsSx): what react-admin's row did, they still do. */
describe('a generic list’s rows', () => {
  it('name each checkbox after its record, select a range with Shift and open a record by Enter', async () => {
    const { user, location } = await renderScreen('/notice');
    const rows = await dataRows();
    const [first, , third] = sorted();
    expect(rows[0].querySelector('td.column-title')).toHaveTextContent(String(first.title));

    await user.click(within(rows[0]).getByRole('checkbox', { name: `${String(first.title)} 선택` }));
    await user.keyboard('{Shift>}');
    await user.click(within(rows[2]).getByRole('checkbox', { name: `${String(third.title)} 선택` }));
    await user.keyboard('{/Shift}');
    expect(await screen.findByText('3개 항목 선택됨')).toBeInTheDocument();
    expect(location().pathname).toBe('/notice'); // a checkbox selects, it does not open the row

    rows[1].focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe(`/notice/${String(sorted()[1].id)}`));
  });
});
