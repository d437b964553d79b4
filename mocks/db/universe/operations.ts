import { type Row, rowsOf, type Stores, updateWhere } from './model';
import type { Member } from './members';
import { statusRow } from './history';
import { isActiveCard, isAvailableCoupon, refreshStampSummaries } from './summaries';

/**
 * The writes that move a member's records, shared by the seed (its few past combines) and the
 * mock handlers, so seeded history and a combine done on screen leave the same traces.
 */
export interface CombineResult {
  movedStampCnt: number;
  movedCouponCnt: number;
  movedCardCnt: number;
}

/**
 * Merges member `fromId` into `toId` (both checked by the caller): the stamp ledger, usable
 * coupons and active cards move to `toId`; `fromId` ends withdrawn with `combinedTo`; /combine
 * and /memberStatus get their rows; both /stampSearch rows are recomputed.
 */
export function combineMembers(stores: Stores, fromId: string, toId: string, at: string, regId: string): CombineResult {
  const from = stores.member.get(fromId) as Member;
  const to = stores.member.get(toId) as Member;
  const ofSource = (row: Row) => String(row.cusId) === fromId;
  const ledger = updateWhere(stores.stamp, ofSource, () => ({ cusId: toId, cusName: to.cusName, cusHp: to.cusHp }));
  const movedStampCnt = ledger.reduce((sum, row) => sum + Number(row.stampCnt), 0);
  const coupons = updateWhere(
    stores.coupon,
    (row) => ofSource(row) && isAvailableCoupon(row),
    () => ({ cusId: toId }),
  );
  const hasMain = rowsOf(stores.prepayCard, toId).some((row) => row.mainCardYn === 'Y');
  const prepay = updateWhere(
    stores.prepayCard,
    (row) => ofSource(row) && isActiveCard(row),
    () => ({ cusId: toId, cusName: to.cusName, cusHp: to.cusHp, ...(hasMain ? { mainCardYn: 'N' } : {}) }),
  );
  const gift = updateWhere(
    stores.giftCard,
    (row) => ofSource(row) && isActiveCard(row),
    () => ({ cusId: toId, buyerName: to.cusName, buyerHp: to.cusHp }),
  );

  stores.member.update(fromId, { memberStatus: 'WITHDRAWN', statusDt: at, withdrawReason: 'COMBINE', withdrawReasonText: null, combinedTo: toId });
  stores.member.update(toId, { combinedFrom: [...(to.combinedFrom ?? []), fromId] });
  stores.memberStatus.insert(statusRow({ ...from, memberStatus: 'WITHDRAWN' }, `회원 통합 (${toId} 회원으로 통합)`, at, regId));
  const result = { movedStampCnt, movedCouponCnt: coupons.length, movedCardCnt: prepay.length + gift.length };
  stores.combine.insert({ combineDt: at, fromCusId: fromId, toCusId: toId, cusName: to.cusName, ...result, regId });
  refreshStampSummaries(stores, [fromId, toId]);
  return result;
}

/** Withdrawal: the member stays (history keeps its name) but is marked 탈퇴 and leaves the lists. */
export function withdrawMember(
  stores: Stores,
  cusId: string,
  reason: { withdrawReason: string; withdrawReasonText: string | null; label: string },
  at: string,
  regId: string,
): Row | undefined {
  const member = stores.member.update(cusId, {
    memberStatus: 'WITHDRAWN',
    statusDt: at,
    withdrawReason: reason.withdrawReason,
    withdrawReasonText: reason.withdrawReasonText,
  });
  if (!member) return undefined;
  stores.memberStatus.insert(
    statusRow(member as Member, reason.withdrawReasonText ? `${reason.label}: ${reason.withdrawReasonText}` : reason.label, at, regId),
  );
  refreshStampSummaries(stores, [cusId]);
  return member;
}
