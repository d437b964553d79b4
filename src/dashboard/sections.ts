import type { AppKey } from '@i18n/translate';

/**
 * The rows of the dashboard's tables (spec §3 "Dashboard response"): the server's keys in the
 * order shown, each with the catalogue key of its Korean name (i18n/ko/app.ts, `dashboard`),
 * translated where the table renders.
 */
export interface RowDefinition {
  /** The figure's key (`TOTAL_CNT`) or, for usage tables, its prefix (`QR`). */
  key: string;
  label: AppKey;
}

/** The catalogue names a figure by the server's key: `dashboard.members.TOTAL_CNT`. */
type RowLabel = Extract<AppKey, `dashboard.${'members' | 'stamps' | 'payments' | 'services'}.${string}`>;

function rowsOf(labels: readonly RowLabel[]): readonly RowDefinition[] {
  return labels.map((label) => ({ key: label.slice(label.lastIndexOf('.') + 1), label }));
}

/** App member status (data1/data2). */
export const MEMBER_ROWS = rowsOf([
  'dashboard.members.TOTAL_CNT',
  'dashboard.members.NEW_CNT',
  'dashboard.members.ACTIVE_CERTIFY_CNT',
  'dashboard.members.DROP_CNT',
  'dashboard.members.MAU_CNT',
  'dashboard.members.DIAPAUSE_CNT',
  'dashboard.members.PAYMENT_CNT',
  'dashboard.members.PRE_DIAPAUSE_CNT',
  'dashboard.members.CERTIFY_CNT',
]);

/** Stamp earning (stampIssuedData1/2). */
export const STAMP_ISSUED_ROWS = rowsOf([
  'dashboard.stamps.ISSUE_ORDER',
  'dashboard.stamps.ISSUE_BEANIST',
  'dashboard.stamps.ISSUE_MARKETING',
  'dashboard.stamps.ISSUE_ETC',
]);

/** Stamp use (stampUsedData1/2): coupons exchanged at 3, 6, 9 and 12 stamps, and all of them. */
export const STAMP_USED_ROWS = rowsOf([
  'dashboard.stamps.CHANGE_STAMP_COUPON_03',
  'dashboard.stamps.CHANGE_STAMP_COUPON_06',
  'dashboard.stamps.CHANGE_STAMP_COUPON_09',
  'dashboard.stamps.CHANGE_STAMP_COUPON_12',
  'dashboard.stamps.CHANGE_COUPON',
]);

/** Payment sales (paymentData1/2), by prefix of `_CNT`, `_TOTAL`, `_AMOUNT`. */
export const PAYMENT_ROWS = rowsOf([
  'dashboard.payments.QR',
  'dashboard.payments.GIFT_CARD',
  'dashboard.payments.PREPAY',
  'dashboard.payments.NICE_EASY',
  'dashboard.payments.GIFT_COUPON',
  'dashboard.payments.PROMO_COUPON',
]);

/** Service usage (serviceData1/2), by prefix. */
export const SERVICE_ROWS = rowsOf([
  'dashboard.services.DELIVERY',
  'dashboard.services.PICKUP',
  'dashboard.services.SUBSCRIBE',
  'dashboard.services.RESERVE',
  'dashboard.services.GIFT',
]);

/** The columns of a usage table, per period: users (`_CNT`), count (`_TOTAL`) and amount in won (`_AMOUNT`). */
export const USAGE_COLUMNS = [
  { suffix: 'CNT', label: 'dashboard.column.users', won: false },
  { suffix: 'TOTAL', label: 'dashboard.column.count', won: false },
  { suffix: 'AMOUNT', label: 'dashboard.column.amount', won: true },
] as const satisfies readonly { suffix: string; label: AppKey; won: boolean }[];

/** Every figure key of a usage table (to tell whether a period's block holds any of them). */
export function usageKeys(rows: readonly RowDefinition[]): string[] {
  return rows.flatMap((row) => USAGE_COLUMNS.map((column) => `${row.key}_${column.suffix}`));
}

export const keysOf = (rows: readonly RowDefinition[]): string[] => rows.map((row) => row.key);
