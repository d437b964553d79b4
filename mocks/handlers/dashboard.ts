import { http, type HttpHandler } from 'msw';
import { STORE_GROUP } from '../accounts';
import { BASE_SEED, createRandom, type Random, seedFrom } from '../db/random';
import { requireSession } from '../session';
import { fileResponse, forbidden, ok } from './util';

/**
 * GET /api/dashboard (spec §3): member, level, stamp, payment and service figures for the
 * current period (data1…) and the previous one (data2…), consistent with each other and
 * stable per period. Group 4 (store owners) has no dashboard. POST dashboard/download: the sample file.
 */
const DAY = 86_400_000;
const PAYMENTS = { QR: 6_300, GIFT_CARD: 7_900, PREPAY: 6_100, NICE_EASY: 8_400, GIFT_COUPON: 5_200, PROMO_COUPON: 4_600 } as const;
const SERVICES = { DELIVERY: 18_500, PICKUP: 6_800, SUBSCRIBE: 29_900, RESERVE: 43_000, GIFT: 9_800 } as const;
const LEVELS = [
  ['Blue', 0.13],
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

function usage<K extends string>(r: Random, days: number, tickets: Record<K, number>, scale: number) {
  const out: Record<string, number> = {};
  for (const [key, ticket] of Object.entries<number>(tickets)) {
    const users = Math.round(days * scale * r.int(60, 140) * (10_000 / ticket));
    const count = Math.round(users * (1.2 + r.next() * 0.6));
    Object.assign(out, { [`${key}_CNT`]: users, [`${key}_TOTAL`]: count, [`${key}_AMOUNT`]: won(count * ticket * (0.9 + r.next() * 0.2)) });
  }
  return out;
}

function members(r: Random, total: number, days: number) {
  const certify = Math.round(total * (0.8 + r.next() * 0.04));
  const mau = Math.round(total * (0.34 + r.next() * 0.05) * Math.min(1, days / 30 + 0.2));
  return {
    TOTAL_CNT: total,
    NEW_CNT: days * r.int(560, 760),
    ACTIVE_CERTIFY_CNT: Math.round(certify * (0.52 + r.next() * 0.06)),
    DROP_CNT: days * r.int(80, 140),
    MAU_CNT: mau,
    DIAPAUSE_CNT: Math.round(total * (0.07 + r.next() * 0.02)),
    PAYMENT_CNT: Math.round(mau * (0.58 + r.next() * 0.08)),
    PRE_DIAPAUSE_CNT: Math.round(total * (0.015 + r.next() * 0.01)),
    CERTIFY_CNT: certify,
  };
}

function stamps(r: Random, days: number) {
  const issued = { ISSUE_ORDER: days * r.int(23_000, 27_000), ISSUE_BEANIST: days * r.int(2_600, 3_400), ISSUE_MARKETING: days * r.int(1_200, 1_800), ISSUE_ETC: days * r.int(300, 500) };
  const tiers = { CHANGE_STAMP_COUPON_03: days * r.int(1_100, 1_300), CHANGE_STAMP_COUPON_06: days * r.int(600, 800), CHANGE_STAMP_COUPON_09: days * r.int(350, 450), CHANGE_STAMP_COUPON_12: days * r.int(800, 1_000) };
  const used = { ...tiers, CHANGE_COUPON: Object.values(tiers).reduce((sum, value) => sum + value, 0) };
  return { issued, used };
}

function levels(r: Random, total: number, month: string) {
  const shares = LEVELS.map(([name, share]) => [name, Math.round(total * (share + (r.next() - 0.5) * 0.03))] as const);
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

export function dashboardData(query: URLSearchParams) {
  const currentDays = daysOf(query.get('startDt'), query.get('endDt'), 20);
  const previousDays = daysOf(query.get('prevStartDt'), query.get('prevEndDt'), 31);
  const r = createRandom(seedFrom(BASE_SEED, 'dashboard', query.get('startDt') ?? '', query.get('prevStartDt') ?? ''));
  const data2 = members(r, 1_200_000 + r.int(0, 60_000), previousDays);
  const data1Draft = members(r, data2.TOTAL_CNT, currentDays);
  const data1 = { ...data1Draft, TOTAL_CNT: data2.TOTAL_CNT + data1Draft.NEW_CNT - data1Draft.DROP_CNT };
  const [month1, month2, month3] = monthsFrom(query.get('levelStartMonth'));
  const [stamp1, stamp2] = [stamps(r, currentDays), stamps(r, previousDays)];
  return {
    data1,
    data2,
    levelData1: levels(r, data2.TOTAL_CNT - 21_000, month1),
    levelData2: levels(r, data2.TOTAL_CNT, month2),
    levelData3: levels(r, data1.TOTAL_CNT, month3),
    stampIssuedData1: stamp1.issued,
    stampIssuedData2: stamp2.issued,
    stampUsedData1: stamp1.used,
    stampUsedData2: stamp2.used,
    paymentData1: usage(r, currentDays, PAYMENTS, 1),
    paymentData2: usage(r, previousDays, PAYMENTS, 1),
    serviceData1: usage(r, currentDays, SERVICES, 0.4),
    serviceData2: usage(r, previousDays, SERVICES, 0.4),
  };
}

const SAMPLE_ROWS = [
  ['구분', '항목', '당월(1일~어제)', '전월', '증감'],
  ['앱 회원 현황', '전체 회원수', '1,234,567', '1,221,004', '13,563'],
  ['앱 회원 현황', '신규 가입', '12,840', '19,655', '-6,815'],
  ['스탬프', '주문 적립', '512,300', '781,240', '-268,940'],
  ['결제 매출', 'QR 결제 금액(원)', '1,245,600,000', '1,903,450,000', '-657,850,000'],
  ['서비스 이용', '픽업 주문 건수', '84,210', '130,552', '-46,342'],
];

export const dashboardHandlers: HttpHandler[] = [
  http.get('/api/dashboard', ({ request }) => {
    const admin = requireSession(request);
    if (admin instanceof Response) return admin;
    if (Number(admin.grpId) === STORE_GROUP) return forbidden();
    return ok(dashboardData(new URL(request.url).searchParams));
  }),
  http.post('/api/dashboard/download', () => {
    const csv = `\uFEFF${SAMPLE_ROWS.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\r\n')}\r\n`;
    return fileResponse(csv, '대시보드_샘플양식.csv', 'dashboard_sample.csv', 'text/csv; charset=utf-8');
  }),
];
