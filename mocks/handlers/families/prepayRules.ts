import { REFUND_LIMITS, refundBankChoices } from '@resources/orders/prepayRules';
import { textOf, type Row } from './shared';

/**
 * What the prepaid-card server refuses (issue 13, docs/decisions.md "Money workspace"), in the
 * Korean a CS agent reads in the dialog: the state rules per write, and the refund account.
 */
export type CardWrite = 'main' | 'lost' | 'release' | 'refund' | 'combineInto' | 'combineFrom';

const REFUSALS: Record<CardWrite, Partial<Record<string, string>>> = {
  main: {
    LOST: '분실 신고된 카드는 대표카드로 설정할 수 없습니다.',
    REFUNDED: '환불된 카드는 대표카드로 설정할 수 없습니다.',
    COMBINED: '통합 해지된 카드는 대표카드로 설정할 수 없습니다.',
  },
  lost: { LOST: '이미 분실 신고된 카드입니다.', REFUNDED: '환불된 카드는 분실 신고할 수 없습니다.', COMBINED: '통합 해지된 카드는 분실 신고할 수 없습니다.' },
  release: { NORMAL: '분실 신고된 카드가 아닙니다.', REFUNDED: '환불된 카드입니다.', COMBINED: '통합 해지된 카드입니다.' },
  refund: { REFUNDED: '이미 환불된 카드입니다.', COMBINED: '통합 해지된 카드는 환불할 수 없습니다.' },
  combineInto: {
    LOST: '분실 신고된 카드로는 통합할 수 없습니다.',
    REFUNDED: '환불된 카드로는 통합할 수 없습니다.',
    COMBINED: '통합 해지된 카드로는 통합할 수 없습니다.',
  },
  combineFrom: { LOST: '분실 신고된 카드는 통합할 수 없습니다.', REFUNDED: '환불된 카드는 통합할 수 없습니다.', COMBINED: '이미 통합된 카드입니다.' },
};

/** Why the card's status forbids the write, or undefined. */
export const stateRefusal = (card: Row, write: CardWrite): string | undefined => REFUSALS[write][textOf(card.cardStatus)];

/** The refund account: a known bank, 10–14 digits, a holder's name. */
export function refundAccountProblem(body: Row): string | undefined {
  const bank = textOf(body.bankCode);
  if (!bank) return '환불 은행을 선택해주세요.';
  if (!refundBankChoices.some((choice) => String(choice.id) === bank)) return '환불 은행이 올바르지 않습니다.';
  const account = textOf(body.accountNo);
  if (!account) return '환불 계좌번호를 입력해주세요.';
  if (!/^\d+$/.test(account) || account.length < REFUND_LIMITS.accountMin || account.length > REFUND_LIMITS.accountMax) {
    return `계좌번호는 숫자 ${REFUND_LIMITS.accountMin}~${REFUND_LIMITS.accountMax}자리로 입력해주세요.`;
  }
  const holder = textOf(body.accountHolder);
  if (!holder) return '예금주를 입력해주세요.';
  if ([...holder].length > REFUND_LIMITS.holder) return `예금주는 ${REFUND_LIMITS.holder}자 이내로 입력해주세요.`;
  return undefined;
}
