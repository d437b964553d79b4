import type { Choice } from '@/declarations/types';
import { choices } from '../fields';

/**
 * Rules of the money workspace that the mock server and the screens share (issue 13): the
 * prepaid-card trade types of the ledger (/cardHistorySearch), the refund account and its fee,
 * the flag the lost-card refund needs, and the offline gift card's approval types. The state
 * rules themselves are in docs/decisions.md ("Money workspace").
 */

/** One row of a prepaid card's ledger: what moved the balance, and which way. */
export const prepayTradeChoices: Choice[] = choices({
  CHARGE: '충전',
  USE: '사용',
  CANCEL: '사용 취소',
  REFUND: '환불',
  COMBINE_IN: '통합 입금',
  COMBINE_OUT: '통합 출금',
});
export type PrepayTrade = 'CHARGE' | 'USE' | 'CANCEL' | 'REFUND' | 'COMBINE_IN' | 'COMBINE_OUT';

/** +1 money onto the card, -1 money off it: a card's balance is the signed sum of its ledger. */
export const TRADE_SIGN: Readonly<Record<PrepayTrade, 1 | -1>> = { CHARGE: 1, USE: -1, CANCEL: 1, REFUND: -1, COMBINE_IN: 1, COMBINE_OUT: -1 };

/** Banks a refund can be sent to (code: the bank's 3-digit code). */
export const refundBankChoices: Choice[] = choices({
  '004': 'KB국민은행',
  '088': '신한은행',
  '020': '우리은행',
  '081': '하나은행',
  '011': 'NH농협은행',
  '003': 'IBK기업은행',
  '090': '카카오뱅크',
  '092': '토스뱅크',
});

export const REFUND_LIMITS = {
  /** Account numbers are digits only, this long. */
  accountMin: 10,
  accountMax: 14,
  holder: 20,
} as const;

/**
 * The refund fee (docs/decisions.md): none. A refund from the console is a customer-service
 * remedy for a registered card (lost, unwanted, closing the account), so the whole remaining
 * balance goes back; the fee is still computed and sent back by the server (`refundFeeAmt`) so
 * that a future rule changes here only.
 */
export const REFUND_FEE_RATE = 0;
export const refundFee = (balance: number): number => Math.floor(Math.max(0, balance) * REFUND_FEE_RATE);

/** A lost card is refunded only when the operator confirms it (`lostConfirmYn: 'Y'` in the body). */
export const LOST_CONFIRM_FIELD = 'lostConfirmYn';

/** Approval types of an offline (paper) gift card's history. */
export const giftCardAprvChoices: Choice[] = choices({ USE: '사용', CANCEL: '취소', CHARGE: '충전' });

/** Statuses of an offline gift card: spendable, spent, past its date. */
export const offlineGiftCardStatusChoices: Choice[] = choices({ NORMAL: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료' });
