import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { callsTo } from '../helpers/renderScreen';
import { findSection, fixtureFor, renderDashboard, serveDashboard } from './dashboardHelpers';

/** The dashboard's calls: the data call (not for group 4), a failing call, the sample download. */

/** Captures what the page saves through `<a download>`. */
function captureSaves(): string[] {
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:dashboard'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => vi.restoreAllMocks());

describe('dashboard calls', () => {
  it('group 4 (store.owner1) sees the store landing and no dashboard call is made', async () => {
    const { requests } = await renderDashboard({ adminId: 'store.owner1' });
    expect(await screen.findByTestId('store-landing')).toHaveTextContent('매장 관리자 홈');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(requests, 'GET', 'dashboard')).toEqual([]);
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-sample-download')).not.toBeInTheDocument();
  });

  it('a failing call says so in Korean, and 다시 불러오기 loads the data', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveDashboard({ result: '9999', msg: '일시적인 오류' }, { status: 500 });
    const { user, requests } = await renderDashboard();
    expect(await screen.findByText('대시보드 데이터를 불러오지 못했습니다.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-members')).not.toBeInTheDocument();
    expect(callsTo(requests, 'GET', 'dashboard')).toHaveLength(1); // not retried behind the operator's back
    expect(logged).toHaveBeenCalled(); // react-admin logs the failed call
    serveDashboard(fixtureFor());
    await user.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(await findSection('dashboard-members-rows')).toBeInTheDocument();
    expect(screen.queryByText('대시보드 데이터를 불러오지 못했습니다.')).not.toBeInTheDocument();
  });

  it("the sample download saves the file under the server's Korean name", async () => {
    const saved = captureSaves();
    serveDashboard(fixtureFor());
    const { user, requests } = await renderDashboard();
    await findSection('dashboard-members');
    await user.click(screen.getByTestId('dashboard-sample-download'));
    await waitFor(() => expect(saved).toEqual(['대시보드_샘플양식.csv']));
    expect(callsTo(requests, 'POST', 'dashboard/download')).toHaveLength(1);
    expect(screen.getByTestId('dashboard-sample-download')).toHaveTextContent('샘플 양식 다운로드');
  });

  it("a failed download says '다운로드에 실패하였습니다.' and saves nothing", async () => {
    const saved = captureSaves();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api/dashboard/download', () => HttpResponse.json({ result: '9999', msg: '오류' }, { status: 500 })));
    serveDashboard(fixtureFor());
    const { user } = await renderDashboard();
    await findSection('dashboard-members');
    await user.click(screen.getByTestId('dashboard-sample-download'));
    expect(await screen.findByText('다운로드에 실패하였습니다.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('dashboard-sample-download')).toBeEnabled());
  });

  it('the download button is disabled while a download runs (no double request)', async () => {
    captureSaves();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/dashboard/download', async () => {
        await gate;
        return new HttpResponse('a,b', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' } });
      }),
    );
    serveDashboard(fixtureFor());
    const { user, requests } = await renderDashboard();
    const members = await findSection('dashboard-members');
    const button = screen.getByTestId('dashboard-sample-download');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(callsTo(requests, 'POST', 'dashboard/download')).toHaveLength(1);
    expect(within(members).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
