import type { Tables } from '../database';
import { type Row, universeRandom } from './model';

/**
 * The settlement area's seeded rows made to add up (issue 32 item 2): what an accountant checks
 * on each row holds on every row. 정산 금액 = 거래 금액 − 수수료 (a fee of 2–3.5 % of a volume the
 * count of trades makes plausible); 순매출 = 총매출 − 취소 금액; 차액 = 포스 매출 − 앱 결제 금액 and
 * 차이 수량 = 적립 − 사용 스탬프, '일치' exactly when the difference is 0.
 */
const num = (value: unknown) => Number(value) || 0;
const rowsOf = (tables: Tables, name: string) => (tables[name]?.rows ?? []) as Row[];

/** The screens of `settleRows` (resources/settlement.ts): count, volume, fee, paid out. */
export const SETTLE_TABLES = ['reserveRequest', 'reserveOk', 'calculateGiftCoupon', 'calculateStoreExternalV2'] as const;

/** Share of the verification rows that match. */
const MATCHING = 0.75;

export function fixSettlement(tables: Tables): void {
  const r = universeRandom('settlement');
  for (const name of SETTLE_TABLES)
    for (const row of rowsOf(tables, name)) {
      const tradeAmt = num(row.tradeCnt) * r.int(45, 90) * 100;
      const feeAmt = Math.round((tradeAmt * r.int(200, 350)) / 100_000) * 10;
      Object.assign(row, { tradeAmt, feeAmt, settleAmt: tradeAmt - feeAmt });
    }
  for (const row of rowsOf(tables, 'closeCalculate')) {
    const cancelAmt = Math.round((num(row.totalSaleAmt) * r.int(0, 50)) / 100_000) * 100;
    Object.assign(row, { cancelAmt, netSaleAmt: num(row.totalSaleAmt) - cancelAmt });
  }
  for (const row of rowsOf(tables, 'calculateVerify')) {
    const appAmt = r.chance(MATCHING) ? num(row.posAmt) : Math.max(0, num(row.posAmt) + r.pick([-1, 1]) * r.int(1, 300) * 100);
    const diffAmt = num(row.posAmt) - appAmt;
    Object.assign(row, { appAmt, diffAmt, verifyResult: diffAmt === 0 ? 'MATCH' : 'MISMATCH' });
  }
  for (const row of rowsOf(tables, 'stampVerify')) {
    const useCnt = r.chance(MATCHING) ? num(row.saveCnt) : Math.max(0, num(row.saveCnt) + r.pick([-1, 1]) * r.int(1, 5));
    const diffCnt = num(row.saveCnt) - useCnt;
    Object.assign(row, { useCnt, diffCnt, verifyResult: diffCnt === 0 ? 'MATCH' : 'MISMATCH' });
  }
}
