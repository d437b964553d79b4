import type { AppKey } from '@i18n/translate';
import { REFUND_LIMITS } from '@resources/orders/prepayRules';

/** What the refund dialog holds. */
export interface RefundForm {
  bankCode: string;
  accountNo: string;
  accountHolder: string;
  lostConfirmed: boolean;
}

/** The message key of each field that will not do (the server checks the same, prepayRules). */
export function refundProblems(form: RefundForm, lost: boolean): Partial<Record<keyof RefundForm, AppKey>> {
  const problems: Partial<Record<keyof RefundForm, AppKey>> = {};
  if (!form.bankCode) problems.bankCode = 'money.prepay.refund.bankRequired';
  if (!form.accountNo) problems.accountNo = 'money.prepay.refund.accountRequired';
  else if (!/^\d+$/.test(form.accountNo) || form.accountNo.length < REFUND_LIMITS.accountMin || form.accountNo.length > REFUND_LIMITS.accountMax)
    problems.accountNo = 'money.prepay.refund.accountDigits';
  if (!form.accountHolder.trim()) problems.accountHolder = 'money.prepay.refund.holderRequired';
  if (lost && !form.lostConfirmed) problems.lostConfirmed = 'money.prepay.refund.lostConfirmRequired';
  return problems;
}
