import { memberLevelChoices } from '@resources/fields';
import type { Random } from '../random';
import { marketingCoupons } from '../vocabulary';
import { between, DAY, LAST_DAY, msOf, type Row, timeOf, dateOf, universeRandom, YEAR_START } from './model';
import { activeSpan, type Level, type Member } from './members';
import type { SeededOrder } from './orders';
import type { StampExchange } from './stamps';

/**
 * The members' coupons (/coupon; the 쿠폰 and 쿠폰 사용 tabs): stamp-exchange coupons, the welcome
 * coupon of a 2026 sign-up, birthday, level and marketing coupons. A coupon is used on one of its
 * member's orders while valid (the order's discount and paid amount follow), else expires.
 * Free-drink coupons used show in /couponExchange.
 */
export const levelCouponName = (level: Level) => `${memberLevelChoices.find((choice) => choice.id === level)?.name ?? level} 등급 감사 쿠폰`;
export const exchangeCouponName = (tier: number) => `스탬프 ${tier}개 보상 쿠폰`;

const VALID_DAYS = 30;

const isFreeDrink = (name: string) => /보상|무료|생일/.test(name);

/** What a coupon takes off an order of `price` whose first drink costs `first`. */
export function discountFor(name: string, price: number, first: number): number {
  if (isFreeDrink(name)) return Math.min(price, first);
  if (name.includes('20%')) return Math.round((price * 0.2) / 100) * 100;
  if (name.includes('1,000원')) return Math.min(price, 1000);
  if (name.includes('3,000원') || name.includes('등급')) return Math.min(price, 3000);
  if (name.includes('웰컴')) return Math.min(price, 2000);
  return Math.min(price, 500);
}

export function uniqueCouponCode(r: Random, taken: Set<string>): string {
  let code = `${r.int(1, 9)}${r.digits(15)}`;
  while (taken.has(code)) code = `${r.int(1, 9)}${r.digits(15)}`;
  taken.add(code);
  return code;
}

interface Issue {
  cusId: string;
  at: number;
  couponName: string;
}

function issues(r: Random, members: readonly Member[], exchanges: readonly StampExchange[]): Issue[] {
  const list: Issue[] = exchanges.map(({ cusId, at, tier }) => ({ cusId, at, couponName: exchangeCouponName(tier) }));
  for (const member of members) {
    const span = activeSpan(member);
    if (!span) continue;
    const { cusId } = member;
    const joined = msOf(member.joinDt);
    if (joined >= YEAR_START) list.push({ cusId, at: joined + 60_000, couponName: '신규가입 웰컴 쿠폰' });
    const birthday = Date.UTC(2026, Number(member.birthDt.slice(5, 7)) - 1, Number(member.birthDt.slice(8, 10)), 9);
    if (birthday >= span[0] && birthday <= span[1]) list.push({ cusId, at: birthday, couponName: '생일 축하 쿠폰' });
    if (member.level !== 'WELCOME')
      for (let index = r.int(0, 2); index > 0; index -= 1) {
        const month = Date.UTC(2026, new Date(between(r, span[0], span[1])).getUTCMonth(), 1, 10);
        if (month >= span[0] && !list.some((issue) => issue.cusId === cusId && issue.at === month))
          list.push({ cusId, at: month, couponName: levelCouponName(member.level) });
      }
    for (let index = r.int(0, 2); index > 0; index -= 1) list.push({ cusId, at: between(r, span[0], span[1]), couponName: r.pick(marketingCoupons) });
  }
  return list.sort((a, b) => a.at - b.at);
}

export interface SeededCoupons {
  coupons: Row[];
  exchanges: Row[];
}

export function seedCoupons(members: readonly Member[], orders: readonly SeededOrder[], exchanges: readonly StampExchange[]): SeededCoupons {
  const r = universeRandom('coupons');
  const taken = new Set<string>();
  const ordersOf = new Map<string, SeededOrder[]>();
  for (const order of orders) if (order.row.orderStatus === 'DONE') ordersOf.set(order.row.cusId, [...(ordersOf.get(order.row.cusId) ?? []), order]);
  const used = new Set<string>();
  const coupons: Row[] = [];
  const exchangeRows: Row[] = [];
  for (const { cusId, at, couponName } of issues(r, members, exchanges)) {
    const expireMs = at + VALID_DAYS * DAY;
    const row: Row = {
      couponCode: uniqueCouponCode(r, taken),
      couponName,
      cusId,
      issueDt: timeOf(at),
      expireDt: dateOf(expireMs),
      couponStatus: 'ISSUED',
      useDt: null,
      useStoreName: null,
    };
    const order = r.chance(0.6)
      ? ordersOf.get(cusId)?.find(({ row: candidate }) => !used.has(candidate.orderNo) && msOf(candidate.orderDt) > at && msOf(candidate.orderDt) < expireMs)
      : undefined;
    if (order) {
      const { row: bought } = order;
      used.add(bought.orderNo);
      bought.discountAmt = discountFor(couponName, bought.saleAmt, order.firstPrice);
      bought.payAmt = bought.saleAmt - bought.discountAmt;
      if (bought.payAmt === 0) bought.payMethod = 'PROMO_COUPON';
      Object.assign(row, { couponStatus: 'USED', useDt: bought.orderDt, useStoreName: bought.storeName, useStoreId: bought.storeId, orderNo: bought.orderNo });
      if (isFreeDrink(couponName))
        exchangeRows.push({
          exchangeDt: bought.orderDt,
          couponCode: row.couponCode,
          couponName,
          cusId,
          exchangeItemName: order.firstItem,
          storeName: bought.storeName,
          storeId: bought.storeId,
          orderNo: bought.orderNo,
        });
    } else if (expireMs < LAST_DAY) row.couponStatus = 'EXPIRED';
    else if (r.chance(0.03)) row.couponStatus = 'CANCELED';
    coupons.push(row);
  }
  return { coupons, exchanges: exchangeRows.map((row, index) => ({ id: index + 1, ...row })) };
}
