import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderScreen } from '../../helpers/renderScreen';
import { dataRows } from '../boardHelpers';

/**
 * Issue 31 item 2: a chart's points keyed `x` or by the field the chart is declared on (statDt on
 * /sales, like its rows), one point per day however many stores' rows the server sent for it.
 */
const rows = [
  { statDt: '2026-11-01', storeName: '강남점', orderCnt: 3, saleAmt: 10000, discountAmt: 1000, netSaleAmt: 9000 },
  { statDt: '2026-11-01', storeName: '역삼점', orderCnt: 2, saleAmt: 5000, discountAmt: 0, netSaleAmt: 5000 },
];

function replyWith(graphList: unknown[]) {
  server.use(http.get('/api/sales', () => HttpResponse.json({ result: '0000', list: rows, totalCnt: rows.length, graphList })));
}

/** The days along the x axis (one tick per point for a few points), once both lines are drawn. */
async function xTicks(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: '그래프 보기' }, { timeout: 40000 }));
  const figure = await screen.findByRole('figure', { name: '매출 통계 차트' }, { timeout: 40000 });
  await waitFor(() => expect(figure.querySelectorAll('.recharts-line').length).toBe(2), { timeout: 20_000 });
  const labels = () => [...figure.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')];
  await waitFor(() => expect(labels().length).toBeGreaterThan(0), { timeout: 20_000 });
  return labels().map((tick) => tick.textContent ?? '');
}

describe('chart points from either key', () => {
  beforeAll(() => import('@/screens/generic/charts/GraphChart'), 30000);

  it('sums the points of one x keyed `x` (two stores, one day: one point)', async () => {
    replyWith([
      { x: '2026-11-01', saleAmt: 10000, netSaleAmt: 9000 },
      { x: '2026-11-01', saleAmt: 5000, netSaleAmt: 5000 },
      { x: '2026-11-02', saleAmt: 7000, netSaleAmt: 7000 },
    ]);
    await renderScreen('/sales');
    await dataRows();
    expect(await xTicks()).toEqual(['2026-11-01', '2026-11-02']);
  }, 120000);

  it('draws points keyed by the declared x field (statDt), summed per day', async () => {
    replyWith([
      { statDt: '2026-11-01', saleAmt: 10000, netSaleAmt: 9000 },
      { statDt: '2026-11-01', saleAmt: 5000, netSaleAmt: 5000 },
      { statDt: '2026-11-02', saleAmt: '7,000', netSaleAmt: 7000 },
      { statDt: '2026-11-03', saleAmt: 1000, netSaleAmt: 1000 },
    ]);
    await renderScreen('/sales');
    await dataRows();
    expect(await xTicks()).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  }, 120000);

  it('shows the table and no chart, without an error, when the points carry neither key', async () => {
    replyWith([{ x: null, saleAmt: 10000, netSaleAmt: 9000 }, { day: '2026-11-01', saleAmt: 5000, netSaleAmt: 5000 }, 'not a point']);
    await renderScreen('/sales');
    expect(await dataRows()).toHaveLength(2);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/서버 응답을 확인할 수 없습니다/)).not.toBeInTheDocument();
  }, 120000);
});
