import type { Tables } from '../database';
import { dailyGroups, n } from './dailyGroups';
import { type Row, tableStore, UNIVERSE } from './model';

/**
 * The coupon statistics summed from the coupons' ledger (/coupon rows, issue 32 item 2):
 * /couponState per day of issue and coupon (issued, used, expired of those, the rate used) and
 * /couponSales per day of use, coupon and 결제 수단 of the order it was used on (uses, the
 * order's discount, its price as 연계 매출); a coupon used on a canceled order sold nothing.
 */
export function couponStatistics(coupons: readonly Row[], orders: readonly Row[]) {
  const orderOf = new Map(orders.map((order) => [String(order.orderNo), order]));
  const couponState = dailyGroups(
    coupons,
    (coupon) => coupon.issueDt,
    (coupon) => ({ couponName: coupon.couponName }),
    () => ({ issueCnt: 0, useCnt: 0, expireCnt: 0, useRate: 0 }),
    (row, coupon) => {
      row.issueCnt = n(row.issueCnt) + 1;
      if (coupon.couponStatus === 'USED') row.useCnt = n(row.useCnt) + 1;
      if (coupon.couponStatus === 'EXPIRED') row.expireCnt = n(row.expireCnt) + 1;
      row.useRate = Math.round((n(row.useCnt) / n(row.issueCnt)) * 100);
    },
  );
  const uses = coupons.flatMap((coupon) => {
    const order = coupon.couponStatus === 'USED' ? orderOf.get(String(coupon.orderNo)) : undefined;
    return order && order.orderStatus !== 'CANCELED' ? [{ coupon, order }] : [];
  });
  const couponSales = dailyGroups(
    uses,
    ({ order }) => order.orderDt,
    ({ coupon, order }) => ({ couponName: coupon.couponName, payMethod: order.payMethod }),
    () => ({ useCnt: 0, discountAmt: 0, saleAmt: 0 }),
    (row, { order }) => {
      row.useCnt = n(row.useCnt) + 1;
      row.discountAmt = n(row.discountAmt) + n(order.discountAmt);
      row.saleAmt = n(row.saleAmt) + n(order.saleAmt);
    },
  );
  return { couponState, couponSales };
}

/** Puts the coupon statistics in place of the generated rows of their screens' tables. */
export function putCouponStatistics(tables: Tables): void {
  const rows = (name: string) => (tables[name]?.rows ?? []) as Row[];
  const orders = (['order', 'reserveOrder', 'subscribeOrder'] as const).flatMap((kind) => rows(UNIVERSE[kind].name));
  const statistics = couponStatistics(rows(UNIVERSE.coupon.name), orders);
  tableStore(tables, UNIVERSE.couponState).replaceAll(statistics.couponState);
  tableStore(tables, UNIVERSE.couponSales).replaceAll(statistics.couponSales);
}
