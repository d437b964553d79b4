import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderScreen } from '../../helpers/renderScreen';
import { dataRows } from '../boardHelpers';

describe('statistics charts', () => {
  beforeAll(() => import('@/screens/generic/charts/GraphChart'), 30000);

  it("draws the reply's graphList above the table with Korean series and axis names", async () => {
    const { requests, user } = await renderScreen('/sales');
    await screen.findByRole('table', {}, { timeout: 40000 });
    await dataRows();
    const reply = requests.find((entry) => entry.method === 'GET' && entry.path === '/api/sales');
    expect(reply).toBeDefined();
    // the chart comes when asked for (issue 35), and stays asked for on this screen
    const toggle = await screen.findByRole('button', { name: '그래프 보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '그래프 닫기' })).toHaveAttribute('aria-expanded', 'true');
    const figure = await screen.findByRole('figure', { name: '매출 통계 차트' }, { timeout: 40000 });
    await waitFor(() => expect(figure.querySelectorAll('.recharts-line').length).toBe(2), { timeout: 20_000 });
    expect(figure.textContent).toContain('총매출');
    expect(figure.textContent).toContain('순매출');
    expect(figure.textContent).toContain('금액(원)');
    expect(figure.textContent).toContain('기준일');
  }, 120000);

  it('draws no chart, and does not fail, when the reply has no graphList or an empty one', async () => {
    server.use(http.get('/api/couponSales', () => HttpResponse.json({ result: '0000', list: [], totalCnt: 0, graphList: [] })));
    server.use(http.get('/api/sales', () => HttpResponse.json({ result: '0000', list: [], totalCnt: 0 })));
    const first = await renderScreen('/couponSales');
    expect(await screen.findByText(/데이터가 없습니다/, {}, { timeout: 40000 })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    first.unmount();
    await renderScreen('/sales');
    expect(await screen.findByText(/데이터가 없습니다/, {}, { timeout: 40000 })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '그래프 보기' })).not.toBeInTheDocument();
  }, 120000);
});
