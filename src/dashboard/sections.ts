import { appMessages } from '@i18n/ko/app';

/**
 * The rows of the dashboard's tables (spec §3 "Dashboard response"): the server's keys in the
 * order shown, with their Korean names from the catalogue (i18n/ko/app.ts, `dashboard`).
 */
export interface RowDefinition {
  /** The figure's key (`TOTAL_CNT`) or, for usage tables, its prefix (`QR`). */
  key: string;
  label: string;
}

const messages = appMessages.dashboard;

function rowsOf<T extends Readonly<Record<string, string>>>(labels: T, keys: readonly (keyof T & string)[]): readonly RowDefinition[] {
  return keys.map((key) => ({ key, label: labels[key] }));
}

/** App member status (data1/data2). */
export const MEMBER_ROWS = rowsOf(messages.members, [
  'TOTAL_CNT',
  'NEW_CNT',
  'ACTIVE_CERTIFY_CNT',
  'DROP_CNT',
  'MAU_CNT',
  'DIAPAUSE_CNT',
  'PAYMENT_CNT',
  'PRE_DIAPAUSE_CNT',
  'CERTIFY_CNT',
]);

/** Stamp earning (stampIssuedData1/2). */
export const STAMP_ISSUED_ROWS = rowsOf(messages.stamps, ['ISSUE_ORDER', 'ISSUE_BEANIST', 'ISSUE_MARKETING', 'ISSUE_ETC']);

/** Stamp use (stampUsedData1/2): coupons exchanged at 3, 6, 9 and 12 stamps, and all of them. */
export const STAMP_USED_ROWS = rowsOf(messages.stamps, [
  'CHANGE_STAMP_COUPON_03',
  'CHANGE_STAMP_COUPON_06',
  'CHANGE_STAMP_COUPON_09',
  'CHANGE_STAMP_COUPON_12',
  'CHANGE_COUPON',
]);

/** Payment sales (paymentData1/2), by prefix of `_CNT`, `_TOTAL`, `_AMOUNT`. */
export const PAYMENT_ROWS = rowsOf(messages.payments, ['QR', 'GIFT_CARD', 'PREPAY', 'NICE_EASY', 'GIFT_COUPON', 'PROMO_COUPON']);

/** Service usage (serviceData1/2), by prefix. */
export const SERVICE_ROWS = rowsOf(messages.services, ['DELIVERY', 'PICKUP', 'SUBSCRIBE', 'RESERVE', 'GIFT']);

/** The columns of a usage table, per period: users (`_CNT`), count (`_TOTAL`) and amount in won (`_AMOUNT`). */
export const USAGE_COLUMNS = [
  { suffix: 'CNT', label: messages.column.users, won: false },
  { suffix: 'TOTAL', label: messages.column.count, won: false },
  { suffix: 'AMOUNT', label: messages.column.amount, won: true },
] as const;

/** Every figure key of a usage table (to tell whether a period's block holds any of them). */
export function usageKeys(rows: readonly RowDefinition[]): string[] {
  return rows.flatMap((row) => USAGE_COLUMNS.map((column) => `${row.key}_${column.suffix}`));
}

export const keysOf = (rows: readonly RowDefinition[]): string[] => rows.map((row) => row.key);
