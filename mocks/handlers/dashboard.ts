import { http, type HttpHandler } from 'msw';
import { STORE_GROUP } from '../accounts';
import { BASE_SEED, createRandom, type Random, seedFrom } from '../db/random';
import { requireSession } from '../session';
import { fileResponse, forbidden, ok } from './util';

/**
 * GET /api/dashboard (spec §3): member, level, stamp, payment and service figures for the
 * current period (data1…) and the previous one (data2…), stable per period and consistent with
 * each other: the current total is the previous total plus sign-ups minus withdrawals; the
 * level lists count the members of each month; paying members split over the payment methods;
 * order stamps follow the paid orders and the coupons exchanged use part of the stamps. A period
 * of d days scales its flows by d (the client sends the periods, docs/api.md).
 * Group 4 (store owners) has no dashboard (403). POST dashboard/download: the sample file.
 */
const DAY = 86_400_000;

/** share of paying members using it, average ticket (won), uses per user in a full month. */
interface Usage {
  share: number;
  ticket: number;
  perUser: number;
}
const PAYMENTS: Record<string, Usage> = {
  QR: { share: 0.46, ticket: 6_300, perUser: 2.4 },
  GIFT_CARD: { share: 0.12, ticket: 7_900, perUser: 1.6 },
  PREPAY: { share: 0.27, ticket: 6_100, perUser: 3.1 },
  NICE_EASY: { share: 0.18, ticket: 8_400, perUser: 1.9 },
  GIFT_COUPON: { share: 0.09, ticket: 5_200, perUser: 1.2 },
  PROMO_COUPON: { share: 0.11, ticket: 4_600, perUser: 1.1 },
};
const SERVICES: Record<string, Usage> = {
  DELIVERY: { share: 0.05, ticket: 18_500, perUser: 1.5 },
  PICKUP: { share: 0.38, ticket: 6_800, perUser: 2.6 },
  SUBSCRIBE: { share: 0.02, ticket: 29_900, perUser: 1 },
  RESERVE: { share: 0.008, ticket: 43_000, perUser: 1.1 },
  GIFT: { share: 0.07, ticket: 9_800, perUser: 1.3 },
};
/** Paid orders that earn stamps (coupons pay for rewards and earn none). */
const STAMPED_PAYMENTS = ['QR', 'GIFT_CARD', 'PREPAY', 'NICE_EASY'];
/** Coupons exchanged at 3, 6, 9 and 12 stamps, as shares of all exchanges. */
const TIERS = [
  ['CHANGE_STAMP_COUPON_03', 3, 0.4],
  ['CHANGE_STAMP_COUPON_06', 6, 0.25],
  ['CHANGE_STAMP_COUPON_09', 9, 0.1],
  ['CHANGE_STAMP_COUPON_12', 12, 0.25],
] as const;
/** Blue (top) and White shares of the members; Welcome is the rest. */
const LEVELS = [
  ['Blue', 0.092],
  ['White', 0.34],
] as const;

function parseDay(value: string | null): number | undefined {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length < 8) return undefined;
  const ms = Date.UTC(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)) - 1, Number(digits.slice(6, 8)));
  return Number.isNaN(ms) ? undefined : ms;
}

/** Days of a period, 1..31; `fallback` when the query does not give both ends. */
function daysOf(start: string | null, end: string | null, fallback: number): number {
  const [from, to] = [parseDay(start), parseDay(end)];
  if (from === undefined || to === undefined) return fallback;
  return Math.min(31, Math.max(1, Math.round((to - from) / DAY) + 1));
}

const won = (value: number) => Math.round(value / 100) * 100;
const jitter = (r: Random, spread = 0.05) => 1 - spread + r.next() * spread * 2;

/** `{KEY}_CNT` users, `{KEY}_TOTAL` uses, `{KEY}_AMOUNT` won, from the paying members of the period. */
function usage(r: Random, payingMembers: number, days: number, table: Record<string, Usage>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, { share, ticket, perUser }] of Object.entries(table)) {
    const users = Math.round(payingMembers * share * jitter(r));
    const count = Math.max(users, Math.round(users * (1 + (perUser - 1) * Math.min(1, days / 30)) * jitter(r)));
    Object.assign(out, { [`${key}_CNT`]: users, [`${key}_TOTAL`]: count, [`${key}_AMOUNT`]: won(count * ticket * jitter(r)) });
  }
  return out;
}

/** The member mix of the chain: drawn once, then drifting a little from one period to the next. */
interface MemberMix {
  certify: number;
  active: number;
  mau: number;
  diapause: number;
  paying: number;
  preDiapause: number;
}

function memberMix(r: Random): MemberMix {
  return {
    certify: 0.8 + r.next() * 0.04,
    active: 0.52 + r.next() * 0.06,
    mau: 0.34 + r.next() * 0.05,
    diapause: 0.07 + r.next() * 0.02,
    paying: 0.58 + r.next() * 0.08,
    preDiapause: 0.015 + r.next() * 0.01,
  };
}

/** Stocks (certified, dormant…) from the mix; flows (sign-ups, withdrawals, monthly actives) grow with the days. */
function members(r: Random, total: number, days: number, mix: MemberMix) {
  const certify = Math.round(total * mix.certify * jitter(r, 0.005));
  const mau = Math.round(total * mix.mau * jitter(r, 0.02) * Math.min(1, days / 30 + 0.2));
  return {
    TOTAL_CNT: total,
    NEW_CNT: days * r.int(560, 760),
    ACTIVE_CERTIFY_CNT: Math.round(certify * mix.active * jitter(r, 0.01)),
    DROP_CNT: days * r.int(80, 140),
    MAU_CNT: mau,
    DIAPAUSE_CNT: Math.round(total * mix.diapause * jitter(r, 0.01)),
    PAYMENT_CNT: Math.round(mau * mix.paying * jitter(r, 0.02)),
    PRE_DIAPAUSE_CNT: Math.round(total * mix.preDiapause * jitter(r, 0.03)),
    CERTIFY_CNT: certify,
  };
}

/** Stamps earned (order stamps follow the paid orders) and coupons exchanged (about 60 % of them). */
function stamps(r: Random, payments: Record<string, number>) {
  const orders = STAMPED_PAYMENTS.reduce((sum, key) => sum + payments[`${key}_TOTAL`], 0);
  const order = Math.round(orders * 1.35 * jitter(r));
  const issued = {
    ISSUE_ORDER: order,
    ISSUE_BEANIST: Math.round(order * 0.1 * jitter(r, 0.15)),
    ISSUE_MARKETING: Math.round(order * 0.05 * jitter(r, 0.2)),
    ISSUE_ETC: Math.round(order * 0.01 * jitter(r, 0.2)),
  };
  const earned = Object.values(issued).reduce((sum, value) => sum + value, 0);
  const coupons = (earned * 0.6 * jitter(r)) / TIERS.reduce((sum, [, size, share]) => sum + size * share, 0);
  const tiers = Object.fromEntries(TIERS.map(([key, , share]) => [key, Math.round(coupons * share * jitter(r, 0.1))]));
  return { issued, used: { ...tiers, CHANGE_COUPON: Object.values(tiers).reduce((sum, value) => sum + value, 0) } };
}

function levels(r: Random, total: number, month: string) {
  const shares = LEVELS.map(([name, share]) => [name, Math.round(total * (share + (r.next() - 0.5) * 0.016))] as const);
  const rest = total - shares.reduce((sum, [, count]) => sum + count, 0);
  return [...shares, ['Welcome', rest] as const].map(([LEVEL_NAME, CUS_TOTAL]) => ({ LEVEL_NAME, CUS_TOTAL, MONTH: month }));
}

function monthsFrom(start: string | null): string[] {
  const digits = (start ?? '').replace(/\D/g, '');
  const [year, month] = digits.length >= 6 ? [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)) - 1] : [2026, 8];
  return [0, 1, 2].map((offset) => {
    const d = new Date(Date.UTC(year, month + offset, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** One period: members, payments, services and stamps, each derived from the one before. */
function period(r: Random, total: number, days: number, mix: MemberMix) {
  const data = members(r, total, days, mix);
  const payment = usage(r, data.PAYMENT_CNT, days, PAYMENTS);
  return { data, payment, service: usage(r, data.PAYMENT_CNT, days, SERVICES), stamp: stamps(r, payment) };
}

export function dashboardData(query: URLSearchParams) {
  const currentDays = daysOf(query.get('startDt'), query.get('endDt'), 20);
  const previousDays = daysOf(query.get('prevStartDt'), query.get('prevEndDt'), 31);
  const r = createRandom(seedFrom(BASE_SEED, 'dashboard', query.get('startDt') ?? '', query.get('prevStartDt') ?? ''));
  const mix = memberMix(r);
  const previous = period(r, 1_200_000 + r.int(0, 60_000), previousDays, mix);
  const current = period(r, previous.data.TOTAL_CNT, currentDays, mix);
  const data1 = { ...current.data, TOTAL_CNT: previous.data.TOTAL_CNT + current.data.NEW_CNT - current.data.DROP_CNT };
  const data2 = previous.data;
  const [month1, month2, month3] = monthsFrom(query.get('levelStartMonth'));
  return {
    data1,
    data2,
    levelData1: levels(r, data2.TOTAL_CNT - data2.NEW_CNT + data2.DROP_CNT, month1),
    levelData2: levels(r, data2.TOTAL_CNT, month2),
    levelData3: levels(r, data1.TOTAL_CNT, month3),
    stampIssuedData1: current.stamp.issued,
    stampIssuedData2: previous.stamp.issued,
    stampUsedData1: current.stamp.used,
    stampUsedData2: previous.stamp.used,
    paymentData1: current.payment,
    paymentData2: previous.payment,
    serviceData1: current.service,
    serviceData2: previous.service,
  };
}

/**
 * The sample file is a blank form (issue 32 item 2): the dashboard's items with the figure columns
 * left empty and a first line saying so, never invented figures that disagree with the dashboard.
 */
const SAMPLE_ROWS = [
  ['빈 양식입니다. 수치는 대시보드 화면의 값을 옮겨 적어 주세요.'],
  ['구분', '항목', '당월(1일~어제)', '전월', '증감'],
  ...[
    ['앱 회원 현황', '전체 회원수'],
    ['앱 회원 현황', '신규 가입'],
    ['스탬프', '주문 적립'],
    ['결제 매출', 'QR 결제 금액(원)'],
    ['서비스 이용', '픽업 주문 건수'],
  ].map((item) => [...item, '', '', '']),
];

export const dashboardHandlers: HttpHandler[] = [
  http.get('/api/dashboard', ({ request }) => {
    const admin = requireSession();
    if (admin instanceof Response) return admin;
    if (Number(admin.grpId) === STORE_GROUP) return forbidden();
    return ok(dashboardData(new URL(request.url).searchParams));
  }),
  http.post('/api/dashboard/download', () => {
    const csv = `\uFEFF${SAMPLE_ROWS.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\r\n')}\r\n`;
    return fileResponse(csv, '대시보드_샘플양식.csv', 'dashboard_sample.csv', 'text/csv; charset=utf-8');
  }),
];
