import type { Tables } from '../database';
import { type Row, tableStore, UNIVERSE } from './model';
import { dailyGroups, n } from './dailyGroups';
import type { SeededOrder } from './orders';

/**
 * The statistics the orders' ledger makes (issue 32 item 2), summed from the seeded orders
 * (/order, /reserveOrder, /subscribeOrder) so that each equals what the order lists hold: a
 * canceled order sells nothing. Rows per day and store (sales, reserveSales), per day and
 * 주문 구분 (smartOrderSales), per day and 구독 상품 (subscribeSales), per day and 결제 수단
 * (paymentTypeStats, where a canceled payment is a 취소 금액 and the fee is taken on the rest).
 */
const live = (order: SeededOrder) => order.row.orderStatus !== 'CANCELED';

/** A card network takes more than the house's own prepaid card (docs/decisions.md). */
export const FEE_RATES: Readonly<Record<string, number>> = { CARD: 0.021, EASY_PAY: 0.025, GIFT_CARD: 0.01, PREPAY: 0.005, GIFT_COUPON: 0.05, PROMO_COUPON: 0 };
export const feeOf = (payMethod: string, amount: number) => Math.round(amount * (FEE_RATES[payMethod] ?? 0));

/** One row per day of the order and group. */
const grouped = (orders: readonly SeededOrder[], groupOf: (order: SeededOrder) => Row, blank: () => Row, tally: (figures: Row, order: SeededOrder) => void) =>
  dailyGroups(orders, (order) => order.row.orderDt, groupOf, blank, tally);

const byStore = (order: SeededOrder): Row => ({ storeId: order.row.storeId, storeName: order.row.storeName });

export function orderStatistics(orders: readonly SeededOrder[]) {
  const sold = orders.filter(live);
  const ofKind = (kind: SeededOrder['kind']) => sold.filter((order) => order.kind === kind);
  const sales = grouped(
    sold,
    byStore,
    () => ({ orderCnt: 0, saleAmt: 0, discountAmt: 0, netSaleAmt: 0 }),
    (row, { row: order }) => {
      row.orderCnt = n(row.orderCnt) + 1;
      row.saleAmt = n(row.saleAmt) + order.saleAmt;
      row.discountAmt = n(row.discountAmt) + order.discountAmt;
      row.netSaleAmt = n(row.saleAmt) - n(row.discountAmt);
    },
  );
  const reserveSales = grouped(
    ofKind('reserveOrder'),
    byStore,
    () => ({ orderCnt: 0, itemQty: 0, saleAmt: 0 }),
    (row, order) => {
      row.orderCnt = n(row.orderCnt) + 1;
      row.itemQty = n(row.itemQty) + order.drinks;
      row.saleAmt = n(row.saleAmt) + order.row.saleAmt;
    },
  );
  const smartOrderSales = grouped(
    ofKind('order'),
    (order) => ({ channel: order.row.receiveType }),
    () => ({ orderCnt: 0, saleAmt: 0, avgAmt: 0 }),
    (row, order) => {
      row.orderCnt = n(row.orderCnt) + 1;
      row.saleAmt = n(row.saleAmt) + order.row.saleAmt;
      row.avgAmt = Math.round(n(row.saleAmt) / n(row.orderCnt));
    },
  );
  const subscribeSales = grouped(
    ofKind('subscribeOrder'),
    (order) => ({ subsName: order.row.subsName }),
    () => ({ buyCnt: 0, saleAmt: 0, useCnt: 0 }),
    (row, order) => {
      row.buyCnt = n(row.buyCnt) + 1;
      row.saleAmt = n(row.saleAmt) + order.row.saleAmt;
      row.useCnt = n(row.useCnt) + n(order.row.usedCnt);
    },
  );
  const paymentTypeStats = grouped(
    orders,
    (order) => ({ payMethod: order.row.payMethod }),
    () => ({ payCnt: 0, payAmt: 0, cancelAmt: 0, feeAmt: 0 }),
    (row, order) => {
      row.payCnt = n(row.payCnt) + 1;
      row.payAmt = n(row.payAmt) + order.row.payAmt;
      if (!live(order)) row.cancelAmt = n(row.cancelAmt) + order.row.payAmt;
      row.feeAmt = feeOf(String(row.payMethod), n(row.payAmt) - n(row.cancelAmt));
    },
  );
  return { sales, reserveSales, smartOrderSales, subscribeSales, paymentTypeStats };
}

/** Puts the order statistics in place of the generated rows of their screens' tables. */
export function putOrderStatistics(tables: Tables, orders: readonly SeededOrder[]): void {
  const statistics = orderStatistics(orders);
  for (const name of Object.keys(statistics) as (keyof typeof statistics)[]) tableStore(tables, UNIVERSE[name]).replaceAll(statistics[name]);
}
