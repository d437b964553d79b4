import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelCounts, levelPercentages } from '@/dashboard/levels';
import { formatNumber, formatWon } from '@/format/number';
import { callsTo } from '../helpers/renderScreen';
import { findSection, fixtureFor, renderDashboard, rowTexts, serveDashboard, value, without } from './dashboardHelpers';

/** The dashboard rendered from a fixture (spec §2 "Dashboard", §3, §9), whole and with parts missing. */
const fixture = fixtureFor();

const NO_DATA = '데이터가 없습니다.';
const SECTIONS = ['dashboard-members', 'dashboard-levels', 'dashboard-stamps', 'dashboard-payments', 'dashboard-services'];

describe('the dashboard from a fixture', () => {
  it('asks for both periods and the chart months of the clock, and shows them', async () => {
    serveDashboard(fixture);
    const { requests } = await renderDashboard();
    await findSection('dashboard-members');
    const [call] = callsTo(requests, 'GET', 'dashboard');
    expect(Object.fromEntries(call.query)).toEqual({
      startDt: '2026-04-01',
      endDt: '2026-04-14',
      prevStartDt: '2026-03-01',
      prevEndDt: '2026-03-31',
      levelStartMonth: '2026-02',
    });
    expect(screen.getByTestId('dashboard-periods')).toHaveTextContent('당월 누적: 2026.04.01 ~ 2026.04.14 · 전월: 2026.03.01 ~ 2026.03.31');
    expect(screen.queryByTestId('dashboard-month-start')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard')).toHaveTextContent('대시보드');
  });

  it('shows the app member status: Korean names, both periods with separators, the change', async () => {
    serveDashboard(fixture);
    await renderDashboard();
    const rows = await findSection('dashboard-members-rows');
    const total = [value(fixture, 'data1', 'TOTAL_CNT'), value(fixture, 'data2', 'TOTAL_CNT')];
    expect(rowTexts(rows, 'TOTAL_CNT')).toEqual(['전체 회원', formatNumber(total[0]), formatNumber(total[1]), `+${formatNumber(total[0] - total[1])}`]);
    expect(formatNumber(total[0])).toMatch(/^\d{1,3}(,\d{3})+$/);
    const newCnt = [value(fixture, 'data1', 'NEW_CNT'), value(fixture, 'data2', 'NEW_CNT')];
    expect(rowTexts(rows, 'NEW_CNT')).toEqual(['신규 가입', formatNumber(newCnt[0]), formatNumber(newCnt[1]), formatNumber(newCnt[0] - newCnt[1])]);
    expect(
      within(rows)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['전체 회원', '신규 가입', '인증 회원(활성)', '탈퇴', '월간 활성 이용자(MAU)', '휴면 회원', '결제 회원', '휴면 예정 회원', '인증 회원']);
  });

  it('draws the level chart on 그래프 보기: three months, legend, y ticks every 20, labels only from 10 %', async () => {
    serveDashboard(fixture);
    const { user } = await renderDashboard();
    // recharts comes when the chart is asked for (issue 35): the counts show first
    await findSection('dashboard-level-counts');
    expect(screen.queryByTestId('dashboard-level-chart')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('dashboard-levels')).getByRole('button', { name: '그래프 보기' }));
    const chart = await findSection('dashboard-level-chart');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(9), { timeout: 20_000 });
    expect([...chart.querySelectorAll('.recharts-legend-wrapper li')].map((item) => item.textContent)).toEqual(['블루', '화이트', '웰컴']);
    expect(chart.innerHTML).not.toContain('legend icon'); // recharts' English name of each icon
    for (const month of ['2026년 2월', '2026년 3월', '2026년 4월']) expect(within(chart).getByText(month)).toBeInTheDocument();
    const ticks = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    const shares = ['levelData1', 'levelData2', 'levelData3'].flatMap((key) => levelPercentages(levelCounts(fixture[key]) ?? [0, 0, 0]) ?? []);
    const labels = [...chart.querySelectorAll('.recharts-label-list text')].map((label) => label.textContent).filter(Boolean);
    expect(labels.sort()).toEqual(
      shares
        .filter((share) => share >= 10)
        .map((share) => `${share}%`)
        .sort(),
    );
    const counts = ['levelData1', 'levelData2', 'levelData3'].map((key) => levelCounts(fixture[key]) ?? [0, 0, 0]);
    const table = screen.getByTestId('dashboard-level-counts');
    expect(rowTexts(table, 'Blue')).toEqual(['블루', ...counts.map((count) => formatNumber(count[0]))]);
    expect(rowTexts(table, 'TOTAL')).toEqual(['합계', ...counts.map((count) => formatNumber(count[0] + count[1] + count[2]))]);
  });

  it('toggles the stamp tables between 적립 and 사용, both periods each', async () => {
    serveDashboard(fixture);
    const { user } = await renderDashboard();
    const issued = await findSection('dashboard-stamps-issued');
    expect(
      within(issued)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['주문 적립', '빈니스트 적립', '마케팅 적립', '기타 적립']);
    expect(rowTexts(issued, 'ISSUE_ORDER').slice(1, 3)).toEqual([
      formatNumber(value(fixture, 'stampIssuedData1', 'ISSUE_ORDER')),
      formatNumber(value(fixture, 'stampIssuedData2', 'ISSUE_ORDER')),
    ]);
    expect(screen.getByRole('radio', { name: '적립' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '사용' }));
    const used = await findSection('dashboard-stamps-used');
    expect(screen.queryByTestId('dashboard-stamps-issued')).not.toBeInTheDocument();
    expect(
      within(used)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['3개 쿠폰 전환', '6개 쿠폰 전환', '9개 쿠폰 전환', '12개 쿠폰 전환', '쿠폰 전환 합계']);
    expect(rowTexts(used, 'CHANGE_COUPON')[2]).toBe(formatNumber(value(fixture, 'stampUsedData2', 'CHANGE_COUPON')));
    await user.click(screen.getByRole('radio', { name: '적립' }));
    expect(await findSection('dashboard-stamps-issued')).toBeInTheDocument();
  });

  it('shows users, count and amount in won for payments and services, both periods', async () => {
    serveDashboard(fixture);
    await renderDashboard();
    const payments = await findSection('dashboard-payments-rows');
    const figures = (block: string, prefix: string) => [
      formatNumber(value(fixture, block, `${prefix}_CNT`)),
      formatNumber(value(fixture, block, `${prefix}_TOTAL`)),
      formatWon(value(fixture, block, `${prefix}_AMOUNT`)),
    ];
    expect(rowTexts(payments, 'QR')).toEqual(['QR 결제', ...figures('paymentData1', 'QR'), ...figures('paymentData2', 'QR')]);
    expect(rowTexts(payments, 'QR')[3]).toMatch(/^\d{1,3}(,\d{3})+원$/);
    expect(within(payments).getAllByRole('row')).toHaveLength(6);
    const services = screen.getByTestId('dashboard-services-rows');
    expect(rowTexts(services, 'PICKUP')).toEqual(['픽업', ...figures('serviceData1', 'PICKUP'), ...figures('serviceData2', 'PICKUP')]);
    expect(
      within(services)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['배달', '픽업', '구독', '예약 주문', '선물하기']);
  });

  it('on the 1st of a month shows the whole previous month against the month before', async () => {
    const firstOfApril = Date.parse('2026-04-01T01:00:00Z');
    serveDashboard(fixtureFor(firstOfApril));
    const { requests } = await renderDashboard({ now: firstOfApril });
    await findSection('dashboard-members');
    expect(callsTo(requests, 'GET', 'dashboard')[0].search).toBe(
      '?startDt=2026-03-01&endDt=2026-03-31&prevStartDt=2026-02-01&prevEndDt=2026-02-28&levelStartMonth=2026-01',
    );
    expect(screen.getByTestId('dashboard-periods')).toHaveTextContent('전월: 2026.03.01 ~ 2026.03.31 · 전전월: 2026.02.01 ~ 2026.02.28');
    expect(screen.getByTestId('dashboard-month-start')).toHaveTextContent('매월 1일에는 당월 집계가 없어');
  });
});

describe('missing or partial data never breaks the page', () => {
  it.each([
    ['app member status', 'dashboard-members', ['data1', 'data2']],
    ['member levels (the original console crashed here)', 'dashboard-levels', ['levelData1', 'levelData2', 'levelData3']],
    ['stamp earning', 'dashboard-stamps', ['stampIssuedData1', 'stampIssuedData2']],
    ['payment sales', 'dashboard-payments', ['paymentData1', 'paymentData2']],
    ['service usage', 'dashboard-services', ['serviceData1', 'serviceData2']],
  ])('without %s: that section says so, the others render', async (_name, testId, blocks) => {
    serveDashboard(without(fixture, ...blocks));
    await renderDashboard();
    expect(within(await findSection(testId)).getByText(NO_DATA)).toBeInTheDocument();
    for (const other of SECTIONS.filter((id) => id !== testId)) expect(within(screen.getByTestId(other)).queryByText(NO_DATA)).not.toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(4); // five tables (the level counts included) less the missing one
  });

  it('without stamp use: 사용 says so, 적립 still shows', async () => {
    serveDashboard(without(fixture, 'stampUsedData1', 'stampUsedData2'));
    const { user } = await renderDashboard();
    await findSection('dashboard-stamps-issued');
    await user.click(screen.getByRole('radio', { name: '사용' }));
    expect(within(screen.getByTestId('dashboard-stamps')).getByText(NO_DATA)).toBeInTheDocument();
  });

  it('a missing period, month or figure shows - and a note, the rest as usual', async () => {
    const partial = {
      ...without(fixture, 'data2', 'levelData2', 'serviceData1'),
      levelData3: [{ LEVEL_NAME: 'Blue', CUS_TOTAL: 50 }, { LEVEL_NAME: 'White' }, null],
      paymentData1: { QR_CNT: '1234', QR_TOTAL: null },
    };
    serveDashboard(partial);
    const { user } = await renderDashboard();
    const members = await findSection('dashboard-members');
    expect(rowTexts(members, 'TOTAL_CNT')).toEqual(['전체 회원', formatNumber(value(fixture, 'data1', 'TOTAL_CNT')), '-', '-']);
    expect(within(members).getByText('전월: 데이터가 없습니다.')).toBeInTheDocument();
    const levels = screen.getByTestId('dashboard-levels');
    expect(within(levels).getByText('2026년 3월: 데이터가 없습니다.')).toBeInTheDocument();
    await user.click(within(levels).getByRole('button', { name: '그래프 보기' }));
    await waitFor(() => expect(levels.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), { timeout: 20_000 });
    const labels = [...levels.querySelectorAll('.recharts-label-list text')].map((label) => label.textContent).filter(Boolean);
    expect(labels).toContain('100%'); // April: Blue only
    expect(rowTexts(screen.getByTestId('dashboard-level-counts'), 'TOTAL')).toEqual([
      '합계',
      formatNumber(levelCounts(fixture.levelData1)?.reduce((a, b) => a + b) ?? 0),
      '-',
      '50',
    ]);
    const payments = screen.getByTestId('dashboard-payments');
    expect(rowTexts(payments, 'QR').slice(0, 4)).toEqual(['QR 결제', '1,234', '-', '-']);
    expect(rowTexts(payments, 'PREPAY')[4]).toBe(formatNumber(value(fixture, 'paymentData2', 'PREPAY_CNT')));
    expect(within(screen.getByTestId('dashboard-services')).getByText('당월 누적: 데이터가 없습니다.')).toBeInTheDocument();
  });

  it.each([
    ['an empty object', {}],
    ['blocks of the wrong type', { data1: 'x', data2: [1], levelData1: {}, levelData2: 'x', levelData3: 3, stampIssuedData1: null, paymentData1: true }],
  ])('with %s every section says 데이터가 없습니다.', async (_name, body) => {
    serveDashboard(body);
    await renderDashboard();
    await findSection('dashboard-members');
    for (const id of SECTIONS) expect(within(screen.getByTestId(id)).getByText(NO_DATA)).toBeInTheDocument();
  });

  // Issue 11: a reply that is not the dashboard object is a failed read, never "no data".
  it('with a list instead of the object, the dashboard says it could not be read', async () => {
    serveDashboard([]);
    await renderDashboard();
    expect(await screen.findByText('대시보드 데이터를 불러오지 못했습니다.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-members')).not.toBeInTheDocument();
  });
});
