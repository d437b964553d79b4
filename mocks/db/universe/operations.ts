import { type Row, rowsOf, type Stores } from './model';
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
  const ledger = rowsOf(stores.stamp, fromId);
  const movedStampCnt = ledger.reduce((sum, row) => sum + Number(row.stampCnt), 0);
  ledger.forEach((row) => stores.stamp.update(row[stores.stamp.key], { cusId: toId, cusName: to.cusName, cusHp: to.cusHp }));
  const coupons = rowsOf(stores.coupon, fromId).filter(isAvailableCoupon);
  coupons.forEach((row) => stores.coupon.update(row[stores.coupon.key], { cusId: toId }));
  const hasMain = rowsOf(stores.prepayCard, toId).some((row) => row.mainCardYn === 'Y');
  const prepay = rowsOf(stores.prepayCard, fromId).filter(isActiveCard);
  prepay.forEach((row) => stores.prepayCard.update(row[stores.prepayCard.key], { cusId: toId, cusName: to.cusName, ...(hasMain ? { mainCardYn: 'N' } : {}) }));
  const gift = rowsOf(stores.giftCard, fromId).filter(isActiveCard);
  gift.forEach((row) => stores.giftCard.update(row[stores.giftCard.key], { cusId: toId, buyerName: to.cusName, buyerHp: to.cusHp }));

  stores.member.update(fromId, { memberStatus: 'WITHDRAWN', statusDt: at, withdrawReason: 'COMBINE', withdrawReasonText: null, combinedTo: toId });
  stores.member.update(toId, { combinedFrom: [...(to.combinedFrom ?? []), fromId] });
  stores.memberStatus.insert(statusRow({ ...from, memberStatus: 'WITHDRAWN' }, `회원 통합 (${toId} 회원으로 통합)`, at, regId));
  const result = { movedStampCnt, movedCouponCnt: coupons.length, movedCardCnt: prepay.length + gift.length };
  stores.combine.insert({ combineDt: at, fromCusId: fromId, toCusId: toId, cusName: to.cusName, ...result, regId });
  refreshStampSummaries(stores, [fromId, toId]);
  return result;
}

/** Withdrawal: the member stays (history keeps its name) but is marked 탈퇴 and leaves the lists. */
export function withdrawMember(stores: Stores, cusId: string, reason: { withdrawReason: string; withdrawReasonText: string | null; label: string }, at: string, regId: string): Row | undefined {
  const member = stores.member.update(cusId, { memberStatus: 'WITHDRAWN', statusDt: at, withdrawReason: reason.withdrawReason, withdrawReasonText: reason.withdrawReasonText });
  if (!member) return undefined;
  stores.memberStatus.insert(statusRow(member as Member, reason.withdrawReasonText ? `${reason.label}: ${reason.withdrawReasonText}` : reason.label, at, regId));
  refreshStampSummaries(stores, [cusId]);
  return member;
}
