import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, useGetList, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/app/i18nProvider';
import { PANEL_RELOAD_SPINNER_MS } from '@/layout/constants';
import { Panel } from '@/layout/Panel';

/** A list body that counts how often its data was fetched. */
function Rows() {
  const { data } = useGetList('notice');
  return (
    <ul>
      {(data ?? []).map((row) => (
        <li key={row.id}>{String(row.title)}</li>
      ))}
    </ul>
  );
}

function renderPanel() {
  let fetches = 0;
  const getList = vi.fn(() => {
    fetches += 1;
    return Promise.resolve({ data: [{ id: 1, title: `공지 ${fetches}` }], total: 1 });
  });
  render(
    <AdminContext dataProvider={testDataProvider({ getList: getList as unknown as DataProvider['getList'] })} i18nProvider={i18nProvider} store={memoryStore()}>
      <Panel title="공지사항">
        <Rows />
      </Panel>
    </AdminContext>,
  );
  return { getList, panel: screen.getByTestId('panel') };
}

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('Panel', () => {
  it('shows its title, its content and four Korean buttons', async () => {
    const { panel } = renderPanel();
    expect(within(panel).getByRole('heading', { name: '공지사항' })).toBeInTheDocument();
    expect(await within(panel).findByText('공지 1')).toBeInTheDocument();
    for (const name of ['전체 화면', '새로 불러오기', '패널 접기', '패널 닫기']) expect(button(name)).toBeEnabled();
  });

  it('expands to the whole window and back, with the button or Escape', () => {
    const { panel } = renderPanel();
    fireEvent.click(button('전체 화면'));
    expect(panel).toHaveAttribute('data-fullscreen', 'true');
    expect(panel).toHaveStyle({ position: 'fixed' });
    fireEvent.click(button('전체 화면 닫기'));
    expect(panel).toHaveAttribute('data-fullscreen', 'false');
    fireEvent.click(button('전체 화면'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(panel).toHaveAttribute('data-fullscreen', 'false');
  });

  it('collapses its body and opens it again, keeping the content mounted', async () => {
    const { panel } = renderPanel();
    await within(panel).findByText('공지 1');
    fireEvent.click(button('패널 접기'));
    expect(panel).toHaveAttribute('data-collapsed', 'true');
    await waitFor(() => expect(within(panel).getByText('공지 1')).not.toBeVisible());
    fireEvent.click(button('패널 펼치기'));
    expect(panel).toHaveAttribute('data-collapsed', 'false');
    await waitFor(() => expect(within(panel).getByText('공지 1')).toBeVisible());
  });

  it('is removed, and can be opened again', async () => {
    renderPanel();
    fireEvent.click(button('패널 닫기'));
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
    expect(screen.getByText('패널을 닫았습니다.')).toBeInTheDocument();
    fireEvent.click(button('다시 열기'));
    expect(await screen.findByText(/^공지 \d$/)).toBeInTheDocument();
  });

  it('reloads: refetches the data and shows a spinner for 2000 ms', async () => {
    const { panel, getList } = renderPanel();
    await within(panel).findByText('공지 1');
    vi.useFakeTimers();
    fireEvent.click(button('새로 불러오기'));
    expect(within(panel).getByTestId('panel-reloading')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: '데이터를 다시 불러오는 중입니다.' })).toBeInTheDocument();
    expect(button('새로 불러오기')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(PANEL_RELOAD_SPINNER_MS - 1));
    expect(getList).toHaveBeenCalledTimes(2);
    expect(within(panel).getByText('공지 2')).toBeInTheDocument();
    expect(within(panel).getByTestId('panel-reloading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(panel).queryByTestId('panel-reloading')).not.toBeInTheDocument();
    expect(button('새로 불러오기')).toBeEnabled();
  });
});
