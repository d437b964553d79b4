import { toMemberKey } from '@/declarations/bulkUpload';
import { couponIssueTargetKey } from '@resources/approvalRules';
import { findScreen } from '@resources/registry';
import { collectionOf, db } from '../../db';
import { formatDate } from '../../db/generators';
import { isRecord } from '../util';
import type { Row } from './shared';

/**
 * 쿠폰 일괄 발급 over 1,000 members (issue 37 item 2, docs/api.md "Approval" and "Bulk upload"):
 * what the approval gate measures of a coupon issue's bulk call (`POST couponListInsert/bulk`).
 * The measure is the most of three counts, so a client cannot make a large issue look small:
 *   - the call's own rows (a call of an approved run carries the whole file);
 *   - the `total` it declares (the sound rows of the whole file, on every batch);
 *   - per coupon, the members it was issued to today (KST) by bulk calls without approval, plus
 *     the members of this call who do not have it yet: small batches of one file with a lying
 *     `total` add up on the server, and the batch that would pass 1,000 is refused.
 * A preview (`dryRun`) writes nothing and is not measured.
 */
export const COUPON_BULK_SCREEN = 'couponListInsert';
/** The path (after /api/) of the coupon issue's bulk call. */
export const COUPON_BULK_PATH = `${COUPON_BULK_SCREEN}/bulk`;

export interface CouponIssueMeasure {
  /** Members in the call (its rows): the 결재함's 금액·수량. */
  members: number;
  /** What the threshold compares: the most of the call's rows, its `total` and today's unapproved issues + its new members. */
  load: number;
  targetKey: string;
  targetName: string;
}

const KST = 9 * 3_600_000;
const todayKst = () => formatDate(Date.now() + KST);

export function measureCouponIssue(body: Row): CouponIssueMeasure | undefined {
  if (body.dryRun === true) return undefined;
  const rows = Array.isArray(body.rows) ? body.rows.filter(isRecord) : [];
  if (rows.length === 0) return undefined;
  const typeIds = [...new Set(rows.map((row) => String(row.couponTypeId ?? '')).filter(Boolean))];
  if (typeIds.length === 0) return undefined;
  const total = typeof body.total === 'number' && Number.isFinite(body.total) ? body.total : 0;
  const memberScreen = findScreen('member');
  const typeScreen = findScreen('couponType');
  const members = memberScreen ? collectionOf(memberScreen) : undefined;
  const phones = new Map((members?.all() ?? []).map((member) => [String(member.cusHp ?? '').replace(/\D/g, ''), String(member.cusId)]));
  const cusIdOf = (value: unknown) => {
    const key = toMemberKey(value ?? '') ?? String(value ?? '');
    return phones.get(key) ?? key;
  };
  const today = todayKst();
  const issuedToday = new Map<string, number>();
  const issued = new Set<string>();
  for (const coupon of db.collection('coupon', 'couponCode').all()) {
    if (!coupon.bulkKey) continue;
    const bulkKey = String(coupon.bulkKey);
    issued.add(bulkKey);
    if (coupon.approvalId || !String(coupon.issueDt ?? '').startsWith(today)) continue;
    const typeId = bulkKey.split('|')[0];
    issuedToday.set(typeId, (issuedToday.get(typeId) ?? 0) + 1);
  }
  const fresh = new Map<string, Set<string>>();
  for (const row of rows) {
    const typeId = String(row.couponTypeId ?? '');
    const bulkKey = `${typeId}|${cusIdOf(row.member)}`;
    if (issued.has(bulkKey)) continue;
    fresh.set(typeId, (fresh.get(typeId) ?? new Set()).add(bulkKey));
  }
  const split = Math.max(0, ...typeIds.map((typeId) => (issuedToday.get(typeId) ?? 0) + (fresh.get(typeId)?.size ?? 0)));
  const types = typeScreen ? collectionOf(typeScreen) : undefined;
  const first = types?.get(typeIds[0]);
  const name = String(first?.couponName ?? typeIds[0]);
  return {
    members: rows.length,
    load: Math.max(rows.length, total, split),
    targetKey: couponIssueTargetKey(typeIds),
    targetName: typeIds.length > 1 ? `쿠폰 ${name} 외 ${typeIds.length - 1}종` : `쿠폰 ${name}`,
  };
}
