import { generators } from '../generators';
import type { Random } from '../random';
import { between, dateOf, DAY, LAST_DAY, type Row, timeOf, universeRandom, YEAR_START } from './model';
import { activeSpan, type Level, type Member } from './members';

/**
 * The members' orders of 2026 (/order, /reserveOrder, /subscribeOrder): each names its member
 * (cusId) and its store (storeId and name, so a store owner's scope applies), and keeps what
 * the stamp and coupon ledgers need (the drinks it earned stamps for, the price before discount).
 */
export type OrderKind = 'order' | 'reserveOrder' | 'subscribeOrder';

export interface Store {
  storeId: string;
  storeName: string;
}

export interface Order extends Row {
  orderNo: string;
  orderDt: string;
  storeId: string;
  storeName: string;
  cusId: string;
  orderStatus: string;
  payMethod: string;
  /** Price before discount, discount, and what was paid (payAmt = saleAmt − discountAmt). */
  saleAmt: number;
  discountAmt: number;
  payAmt: number;
}

export interface SeededOrder {
  kind: OrderKind;
  row: Order;
  /** Drinks of the order (one stamp each once it is done) and the first item's name and price. */
  drinks: number;
  firstItem: string;
  firstPrice: number;
}

const ORDERS_A_YEAR: Record<Level, [number, number]> = { WELCOME: [0, 5], WHITE: [2, 9], BLUE: [6, 16] };
const LIVE_STATUSES = ['PAID', 'ACCEPTED', 'MAKING', 'READY'];

function orderNumber(r: Random, at: number, taken: Set<string>): string {
  const day = dateOf(at).replace(/-/g, '');
  let orderNo = `${day}${r.digits(6)}`;
  while (taken.has(orderNo)) orderNo = `${day}${r.digits(6)}`;
  taken.add(orderNo);
  return orderNo;
}

function extras(kind: OrderKind, r: Random, at: number, firstItem: string, summary: string): Row {
  if (kind === 'reserveOrder') return { reserveDt: timeOf(Math.floor(at / DAY + r.int(1, 3)) * DAY + r.int(8, 20) * 3_600_000), itemSummary: summary };
  if (kind === 'subscribeOrder') return { subsName: `${firstItem} 30일 구독`, usedCnt: r.int(0, 30), expireDt: dateOf(at + 30 * DAY) };
  return { receiveType: r.chance(0.75) ? 'PICKUP' : 'DELIVERY', itemSummary: summary };
}

function oneOrder(r: Random, member: Member, at: number, store: Store, prepay: boolean, taken: Set<string>): SeededOrder {
  const roll = r.next();
  const kind: OrderKind = roll < 0.8 ? 'order' : roll < 0.92 ? 'reserveOrder' : 'subscribeOrder';
  const drinks = kind === 'subscribeOrder' ? 1 : r.chance(0.6) ? 1 : r.int(2, 3);
  const prices = Array.from({ length: drinks }, () => r.int(25, 65) * 100);
  const firstItem = String(generators.itemName(r));
  const saleAmt = kind === 'subscribeOrder' ? prices[0] * 20 : prices.reduce((sum, price) => sum + price, 0);
  const orderStatus = at > LAST_DAY - DAY ? r.pick(LIVE_STATUSES) : r.chance(0.05) ? 'CANCELED' : 'DONE';
  const row: Order = {
    orderNo: orderNumber(r, at, taken),
    orderDt: timeOf(at),
    storeId: store.storeId,
    storeName: store.storeName,
    cusId: member.cusId,
    ...extras(kind, r, at, firstItem, drinks > 1 ? `${firstItem} 외 ${drinks - 1}건` : firstItem),
    orderStatus,
    payMethod: prepay && r.chance(0.35) ? 'PREPAY' : r.pick(['CARD', 'CARD', 'EASY_PAY', 'EASY_PAY', 'GIFT_CARD']),
    saleAmt,
    discountAmt: 0,
    payAmt: saleAmt,
  };
  return { kind, row, drinks, firstItem, firstPrice: prices[0] };
}

/** Orders of every member who could order in 2026, oldest first. */
export function seedOrders(members: readonly Member[], stores: readonly Store[], prepayOwners: ReadonlySet<string>): SeededOrder[] {
  const r = universeRandom('orders');
  const taken = new Set<string>();
  const orders: SeededOrder[] = [];
  for (const member of members) {
    const span = activeSpan(member);
    if (!span || stores.length === 0) continue;
    const [min, max] = ORDERS_A_YEAR[member.level];
    const count = Math.round((r.int(min, max) * (span[1] - span[0])) / (LAST_DAY - YEAR_START));
    const home = r.pick(stores);
    for (let index = 0; index < count; index += 1) {
      const store = r.chance(0.7) ? home : r.pick(stores);
      orders.push(oneOrder(r, member, between(r, span[0], span[1]), store, prepayOwners.has(member.cusId), taken));
    }
  }
  return reserveAhead(orders.sort((a, b) => a.row.orderDt.localeCompare(b.row.orderDt)));
}

/** How many of the newest reservations are still to be picked up (/reserveOrder '진행중', issue 13). */
const RESERVED_AHEAD = 4;

/**
 * The newest reservations not canceled are for days after the seed's last day: not handed over
 * yet, so the reservation list's '진행중' has rows (orders of the last day are live already).
 */
function reserveAhead(orders: SeededOrder[]): SeededOrder[] {
  const reservations = orders.filter((order) => order.kind === 'reserveOrder' && order.row.orderStatus === 'DONE').slice(-RESERVED_AHEAD);
  reservations.forEach((order, index) => {
    order.row.orderStatus = LIVE_STATUSES[index % LIVE_STATUSES.length];
    order.row.reserveDt = timeOf(LAST_DAY + (index + 1) * DAY + 10 * 3_600_000);
  });
  return orders;
}
