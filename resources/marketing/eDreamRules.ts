import type { Choice, FieldDeclaration } from '@/declarations/types';
import { choices, f, memberLevelChoices } from '../fields';

/**
 * Rules the eDream case screen and the mock server agree on (docs/decisions.md, "eDream and event
 * standard (issue 15)"): the ticket states, the stamp range an operator may set, the address
 * fields, and the code groups of the event-standard form's server choices.
 */
export const eDreamTicketChoices: Choice[] = choices({ NONE: '미발급', ISSUED: '발급', USED: '교환 완료', CANCELED: '취소' });

/** 스탬프 변경: a whole number from 0 to 99 (the stamp card holds at most 99). */
export const EDREAM_STAMP_MIN = 0;
export const EDREAM_STAMP_MAX = 99;
/** The stamps a ticket costs when the server has no setting saved (GET eDreamSet/setting). */
export const EDREAM_GOAL_DEFAULT = 10;
/** 주소 변경: a five-digit postal code, the road address and the detail, each required. */
export const EDREAM_ZIP_PATTERN = /^\d{5}$/;
export const EDREAM_ADDRESS_MAX = 100;
export const EDREAM_REASON_MAX = 100;

/** What a case's actions read of it. */
interface CaseState {
  ticketStatus?: unknown;
  stampCnt?: unknown;
}

/**
 * Why 티켓 발급 cannot be done now: a ticket is out ('issued'; cancelling its coupon frees the case)
 * or the stamps do not reach the goal ('fewStamps'). The screen disables the button and says why;
 * the mock refuses in its own words.
 */
export function ticketBlock(row: CaseState, goal: number): 'issued' | 'fewStamps' | undefined {
  if (row.ticketStatus === 'ISSUED') return 'issued';
  return (Number(row.stampCnt) || 0) < goal ? 'fewStamps' : undefined;
}

/** 매장 변경 and 주소 변경 stop once the ticket has been exchanged. */
export const placeBlock = (row: CaseState): 'used' | undefined => (row.ticketStatus === 'USED' ? 'used' : undefined);

/** Common code groups holding the event standard's reward types and payment conditions (server data). */
export const EVENT_REWARD_GROUP = '907';
export const EVENT_JOIN_GROUP = '908';
/** At most this many coupons or stamps per payment. */
export const EVENT_REWARD_MAX = 20;

// ---- the case screen's tables (formatted by kind, like a screen's fields) -------------------

const eDreamCouponChoices: Choice[] = choices({ ISSUED: '사용 가능', USED: '사용 완료', CANCELED: '취소' });

/** 고객 조회 (GET eDreamSet/searchCustomer/{id}): the member the case belongs to. */
export const eDreamCustomerColumns: FieldDeclaration[] = [
  f.text('cusId', '회원번호', { linkTo: 'member' }),
  f.text('cusName', '회원명', { personal: 'name' }),
  f.phone('cusHp', '휴대폰 번호'),
  f.select('level', '회원 등급', memberLevelChoices),
  f.dateTime('joinDt', '가입일시'),
];

/** 쿠폰 조회 (GET eDreamSet/searchCoupon/{id}): the ticket and what was issued with it. */
export const eDreamCouponColumns: FieldDeclaration[] = [
  f.text('couponNo', '쿠폰 번호'),
  f.text('couponName', '쿠폰명'),
  f.select('couponStatus', '상태', eDreamCouponChoices),
  f.dateTime('issueDt', '발급일시'),
  f.dateTime('cancelDt', '취소일시'),
];

/** 스탬프 내역 (GET eDreamSet/stamp/{id}): every stamp added or taken, newest first. */
export const eDreamStampColumns: FieldDeclaration[] = [
  f.dateTime('stampDt', '일시'),
  f.number('stampCnt', '증감'),
  f.text('reason', '내용'),
  f.adminId('regId', '처리자'),
];

/** The customer's stamp gifts still to credit (GET eDreamStampGift/list, 이드림 지급 N). */
export const eDreamGiftColumns: FieldDeclaration[] = [
  f.dateTime('giftDt', '선물 일시'),
  f.number('stampCnt', '선물 스탬프 수'),
  f.text('giftReason', '선물 사유'),
];
