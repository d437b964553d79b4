import { describe, expect, it } from 'vitest';
import type { Tables } from '@mocks/db/database';
import { buildSeed } from '@mocks/db/seed';
import { UNIVERSE } from '@mocks/db/universe';
import { feeOf } from '@mocks/db/universe/orderStats';
import { SETTLE_TABLES } from '@mocks/db/universe/settlement';
import { screens } from '@resources/registry';

/**
 * Issue 32 item 2: every seeded row of every settlement and statistics table obeys the arithmetic
 * an accountant checks, and the statistics the orders make are the sums of the orders.
 */
type Row = Record<string, unknown>;
const tables: Tables = buildSeed();
const rows = (name: string) => (tables[name]?.rows ?? []) as Row[];
const n = (value: unknown) => Number(value);
const orders = (['order', 'reserveOrder', 'subscribeOrder'] as const).flatMap((kind) => rows(UNIVERSE[kind].name).map((row) => ({ kind, row })));
const sold = orders.filter(({ row }) => row.orderStatus !== 'CANCELED');
const day = (text: unknown) => String(text).slice(0, 10);

/** The sums of `fields` over `list`, grouped by `keyOf`. */
function sums(list: readonly Row[], keyOf: (row: Row) => string, fields: Record<string, (row: Row) => number>): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const row of list) {
    const key = keyOf(row);
    const figures = out.get(key) ?? Object.fromEntries(Object.keys(fields).map((field) => [field, 0]));
    for (const [field, value] of Object.entries(fields)) figures[field] += value(row);
    out.set(key, figures);
  }
  return out;
}

/** Each statistics row equals the sums of its group, and every group has its row. */
function expectSums(table: string, keyOf: (row: Row) => string, expected: Map<string, Record<string, number>>) {
  const list = rows(table);
  expect(list.length).toBe(expected.size);
  for (const row of list) {
    const figures = expected.get(keyOf(row));
    expect(figures, `${table} ${keyOf(row)}`).toBeDefined();
    for (const [field, value] of Object.entries(figures ?? {})) expect(n(row[field]), `${table} ${keyOf(row)} ${field}`).toBe(value);
  }
}

describe('the seed adds up (settlement and statistics)', () => {
  const area = (name: string) => screens.filter((screen) => screen.area === name && screen.api.family === 'rest' && screen.actions.includes('excel'));

  it('seeds rows for every settlement and statistics list', () => {
    for (const screen of [...area('settlement'), ...area('statistics')]) expect(rows(screen.name).length, screen.name).toBeGreaterThan(0);
  });

  it('정산 금액 = 거래 금액 − 수수료 on every settlement row, the fee a small share of the volume', () => {
    for (const name of SETTLE_TABLES)
      for (const row of rows(name)) {
        expect(n(row.settleAmt), name).toBe(n(row.tradeAmt) - n(row.feeAmt));
        expect(n(row.feeAmt)).toBeGreaterThanOrEqual(0);
        expect(n(row.feeAmt)).toBeLessThanOrEqual(n(row.tradeAmt) * 0.05);
        expect(n(row.tradeAmt)).toBeGreaterThanOrEqual(n(row.tradeCnt) * 1000);
      }
  });

  it('순매출 = 총매출 − 취소 금액 on every 마감 정산 row', () => {
    for (const row of rows('closeCalculate')) {
      expect(n(row.netSaleAmt)).toBe(n(row.totalSaleAmt) - n(row.cancelAmt));
      expect(n(row.cancelAmt)).toBeLessThanOrEqual(n(row.totalSaleAmt));
    }
  });

  it("차액 = 포스 매출 − 앱 결제 금액 and 차이 수량 = 적립 − 사용, '일치' exactly at 0", () => {
    const checks = [
      { name: 'calculateVerify', diff: (row: Row) => n(row.posAmt) - n(row.appAmt), field: 'diffAmt' },
      { name: 'stampVerify', diff: (row: Row) => n(row.saveCnt) - n(row.useCnt), field: 'diffCnt' },
    ];
    for (const { name, diff, field } of checks) {
      const list = rows(name);
      for (const row of list) {
        expect(n(row[field]), name).toBe(diff(row));
        expect(row.verifyResult, name).toBe(diff(row) === 0 ? 'MATCH' : 'MISMATCH');
      }
      expect(new Set(list.map((row) => row.verifyResult))).toEqual(new Set(['MATCH', 'MISMATCH']));
    }
  });

  it('매출 통계 and 예약 주문 매출 are the sums of the orders of each day and store', () => {
    const byStore = (row: Row) => `${day(row.orderDt ?? row.statDt)}|${String(row.storeId)}`;
    expectSums(
      'sales',
      byStore,
      sums(
        sold.map(({ row }) => row),
        byStore,
        { orderCnt: () => 1, saleAmt: (row) => n(row.saleAmt), discountAmt: (row) => n(row.discountAmt), netSaleAmt: (row) => n(row.payAmt) },
      ),
    );
    for (const row of rows('sales')) expect(n(row.netSaleAmt)).toBe(n(row.saleAmt) - n(row.discountAmt));
    const reserved = sold.filter(({ kind }) => kind === 'reserveOrder').map(({ row }) => row);
    expectSums('reserveSales', byStore, sums(reserved, byStore, { orderCnt: () => 1, saleAmt: (row) => n(row.saleAmt) }));
  });

  it('스마트오더 and 구독 매출 are the sums of their orders', () => {
    const byChannel = (row: Row) => `${day(row.orderDt ?? row.statDt)}|${String(row.receiveType ?? row.channel)}`;
    const smart = sold.filter(({ kind }) => kind === 'order').map(({ row }) => row);
    expectSums('smartOrderSales', byChannel, sums(smart, byChannel, { orderCnt: () => 1, saleAmt: (row) => n(row.saleAmt) }));
    for (const row of rows('smartOrderSales')) expect(n(row.avgAmt)).toBe(Math.round(n(row.saleAmt) / n(row.orderCnt)));
    const bySubs = (row: Row) => `${day(row.orderDt ?? row.statDt)}|${String(row.subsName)}`;
    const subs = sold.filter(({ kind }) => kind === 'subscribeOrder').map(({ row }) => row);
    expectSums('subscribeSales', bySubs, sums(subs, bySubs, { buyCnt: () => 1, saleAmt: (row) => n(row.saleAmt), useCnt: (row) => n(row.usedCnt) }));
  });

  it('결제 수단별 정산 현황 is the sums of the payments of each day and method, canceled ones as 취소 금액', () => {
    const byMethod = (row: Row) => `${day(row.orderDt ?? row.statDt)}|${String(row.payMethod)}`;
    const canceled = (row: Row) => (row.orderStatus === 'CANCELED' ? n(row.payAmt) : 0);
    const all = orders.map(({ row }) => row);
    expectSums('paymentTypeStats', byMethod, sums(all, byMethod, { payCnt: () => 1, payAmt: (row) => n(row.payAmt), cancelAmt: canceled }));
    for (const row of rows('paymentTypeStats')) expect(n(row.feeAmt)).toBe(feeOf(String(row.payMethod), n(row.payAmt) - n(row.cancelAmt)));
  });

  it('쿠폰 발급 현황 and 쿠폰 매출 are the sums of the coupons (and of the orders they were used on)', () => {
    const coupons = rows(UNIVERSE.coupon.name);
    const byIssue = (row: Row) => `${day(row.issueDt ?? row.statDt)}|${String(row.couponName)}`;
    expectSums(
      'couponState',
      byIssue,
      sums(coupons, byIssue, {
        issueCnt: () => 1,
        useCnt: (row) => (row.couponStatus === 'USED' ? 1 : 0),
        expireCnt: (row) => (row.couponStatus === 'EXPIRED' ? 1 : 0),
      }),
    );
    for (const row of rows('couponState')) {
      expect(n(row.useCnt) + n(row.expireCnt)).toBeLessThanOrEqual(n(row.issueCnt));
      expect(n(row.useRate)).toBe(Math.round((n(row.useCnt) / n(row.issueCnt)) * 100));
    }
    const orderOf = new Map(orders.map(({ row }) => [String(row.orderNo), row]));
    const uses = coupons.flatMap((coupon) => {
      const order = coupon.couponStatus === 'USED' ? orderOf.get(String(coupon.orderNo)) : undefined;
      return order && order.orderStatus !== 'CANCELED' ? [{ ...order, couponName: coupon.couponName }] : [];
    });
    expect(uses.length).toBeGreaterThan(0);
    const byUse = (row: Row) => `${day(row.orderDt ?? row.statDt)}|${String(row.couponName)}|${String(row.payMethod)}`;
    expectSums('couponSales', byUse, sums(uses, byUse, { useCnt: () => 1, discountAmt: (row) => n(row.discountAmt), saleAmt: (row) => n(row.saleAmt) }));
  });

  it('스탬프 적립 현황 keeps its row rule (used ≤ saved)', () => {
    for (const row of rows('stampSaveState')) expect(n(row.useCnt)).toBeLessThanOrEqual(n(row.saveCnt));
  });
});
