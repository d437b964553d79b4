import { type Row, rowsOf, type Stores } from './model';

/**
 * Figures computed from the ledgers, never stored apart from them: a member's /stampSearch row
 * and the member detail's statistics. The handlers call them after every write that moves stamps.
 */
export function stampSummary(member: Row, ledger: readonly Row[]): Row {
  const saved = ledger.filter((row) => Number(row.stampCnt) > 0);
  const total = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + Number(row.stampCnt), 0);
  return {
    cusId: member.cusId,
    cusName: member.cusName,
    cusHp: member.cusHp,
    stampCnt: total(ledger),
    totalSaveCnt: total(saved),
    totalUseCnt: ledger.filter((row) => Number(row.stampCnt) < 0).reduce((sum, row) => sum - Number(row.stampCnt), 0),
    lastSaveDt: saved.reduce<string | null>((last, row) => (last && last > String(row.saveDt) ? last : String(row.saveDt)), null),
  };
}

/** The /stampSearch rows: members not withdrawn who have any stamp movement. */
export function stampSummaries(members: readonly Row[], ledger: readonly Row[]): Row[] {
  const byMember = new Map<string, Row[]>();
  for (const row of ledger) {
    const own = byMember.get(String(row.cusId));
    if (own) own.push(row);
    else byMember.set(String(row.cusId), [row]);
  }
  return members
    .filter((member) => member.memberStatus !== 'WITHDRAWN' && byMember.has(String(member.cusId)))
    .map((member) => stampSummary(member, byMember.get(String(member.cusId)) ?? []));
}

/** Rewrites (or removes) the /stampSearch rows of members whose ledger changed, in one write of the table. */
export function refreshStampSummaries(stores: Pick<Stores, 'member' | 'stamp' | 'stampSummary'>, cusIds: readonly string[]): void {
  const fresh = cusIds.flatMap((cusId) => {
    const member = stores.member.get(cusId);
    const ledger = rowsOf(stores.stamp, cusId);
    return member && member.memberStatus !== 'WITHDRAWN' && ledger.length > 0 ? [stampSummary(member, ledger)] : [];
  });
  const kept = stores.stampSummary.all().filter((row) => !cusIds.includes(String(row.cusId)));
  stores.stampSummary.replaceAll([...kept, ...fresh]);
}

/** What a combine moves besides the stamps: coupons still usable, cards not refunded or merged. */
export const isAvailableCoupon = (row: Row) => row.couponStatus === 'ISSUED';
export const isActiveCard = (row: Row) => row.cardStatus === 'NORMAL' || row.cardStatus === 'LOST';

const ORDER_TABLES = ['order', 'reserveOrder', 'subscribeOrder'] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);

/** Every order of a member, from the three order tables (the member's 주문 tab lists them all). */
export const memberOrders = (stores: Pick<Stores, (typeof ORDER_TABLES)[number]>, cusId: string): Row[] =>
  ORDER_TABLES.flatMap((table) => rowsOf(stores[table], cusId));

/**
 * GET member/statistic/{id}: visits, orders, payments, stamps and coupons, and the same by month
 * of 2026 (the months up to the last one with any activity, at least the join month on).
 */
export function memberStatistic(stores: Stores, member: Row, visitCnt: number): Row {
  const cusId = String(member.cusId);
  // orders counted as the 주문 tab lists them (canceled too); amounts paid only (issue 32)
  const orders = memberOrders(stores, cusId);
  const paid = orders.filter((row) => row.orderStatus !== 'CANCELED');
  const ledger = rowsOf(stores.stamp, cusId);
  const coupons = rowsOf(stores.coupon, cusId);
  const sum = (rows: readonly Row[], field: string) => rows.reduce((total, row) => total + (Number(row[field]) || 0), 0);
  const saved = ledger.filter((row) => Number(row.stampCnt) > 0);
  const used = ledger.filter((row) => Number(row.stampCnt) < 0);
  const inMonth = (rows: readonly Row[], field: string, month: string) => rows.filter((row) => String(row[field]).startsWith(month));
  const from = String(member.joinDt).slice(0, 7);
  const monthly = MONTHS.filter((month) => month >= from && month <= '2026-11').map((month) => ({
    month,
    orderCnt: inMonth(orders, 'orderDt', month).length,
    payAmt: sum(inMonth(paid, 'orderDt', month), 'payAmt'),
    stampSaveCnt: sum(inMonth(saved, 'saveDt', month), 'stampCnt'),
  }));
  return {
    cusId,
    visitCnt,
    orderCnt: orders.length,
    payAmt: sum(paid, 'payAmt'),
    stampCnt: sum(ledger, 'stampCnt'),
    stampSaveCnt: sum(saved, 'stampCnt'),
    stampUseCnt: -sum(used, 'stampCnt'),
    couponIssueCnt: coupons.length,
    couponUseCnt: coupons.filter((row) => row.couponStatus === 'USED').length,
    couponAvailableCnt: coupons.filter(isAvailableCoupon).length,
    cardCnt: rowsOf(stores.prepayCard, cusId).filter(isActiveCard).length + rowsOf(stores.giftCard, cusId).filter(isActiveCard).length,
    monthly,
  };
}
