import type { Random } from '../random';
import { between, DAY, LAST_DAY, msOf, type Row, timeOf, universeRandom } from './model';
import { activeSpan, type Member } from './members';
import type { SeededOrder } from './orders';

/**
 * The stamp ledger (/customerStamp, the member's 스탬프 tab): one row per movement, signed
 * (earned +, sent or exchanged −), so a member's rows sum to the stamps they hold (/stampSearch).
 * Done orders earn one stamp a drink, some a bonus; head office grants a few; members gift
 * stamps to each other (/stampGift); a balance reaching a tier is exchanged for a coupon.
 */
export const STAMP_TIERS = [3, 6, 9, 12] as const;

interface StampEvent {
  cusId: string;
  at: number;
  saveType: 'ORDER' | 'BONUS' | 'ADMIN' | 'GIFT' | 'GIFT_SEND' | 'EXCHANGE';
  stampCnt: number;
  storeId: string | null;
  storeName: string | null;
  orderNo: string | null;
}

export interface StampExchange {
  cusId: string;
  at: number;
  tier: number;
}

export interface StampLedger {
  rows: Row[];
  gifts: Row[];
  exchanges: StampExchange[];
}

const GIFT_COUNT = 40;

function earned(r: Random, members: readonly Member[], orders: readonly SeededOrder[]): Map<string, StampEvent[]> {
  const events = new Map<string, StampEvent[]>(members.map((member) => [member.cusId, []]));
  for (const { row, drinks } of orders) {
    if (row.orderStatus !== 'DONE') continue;
    const at = msOf(row.orderDt) + r.int(1, 10) * 60_000;
    const base = { cusId: row.cusId, storeId: row.storeId, storeName: row.storeName, orderNo: row.orderNo };
    events.get(row.cusId)?.push({ ...base, at, saveType: 'ORDER', stampCnt: drinks });
    if (r.chance(0.1)) events.get(row.cusId)?.push({ ...base, at: at + 1000, saveType: 'BONUS', stampCnt: 1 });
  }
  for (const member of members) {
    const span = activeSpan(member);
    if (span && r.chance(0.04))
      events.get(member.cusId)?.push({
        cusId: member.cusId,
        at: between(r, span[0], span[1]),
        saveType: 'ADMIN',
        stampCnt: r.int(1, 3),
        storeId: null,
        storeName: null,
        orderNo: null,
      });
  }
  for (const list of events.values()) list.sort((a, b) => a.at - b.at);
  return events;
}

/** Gifts between members: the sender had the stamps at that moment; each sender gives once. */
function gifts(r: Random, members: readonly Member[], events: Map<string, StampEvent[]>): Row[] {
  const active = (member: Member, at: number) => msOf(member.joinDt) < at && (!member.statusDt || msOf(member.statusDt) > at);
  const senders = members.filter((member) => (events.get(member.cusId) ?? []).length >= 3);
  const rows: Row[] = [];
  for (let attempt = 0; rows.length < GIFT_COUNT && attempt < GIFT_COUNT * 4; attempt += 1) {
    const sender = r.pick(senders);
    if (!sender || rows.some((gift) => gift.cusId === sender.cusId)) continue;
    const own = events.get(sender.cusId) ?? [];
    const stampCnt = r.int(1, 3);
    let held = 0;
    const from = own.find((event) => (held += event.stampCnt) >= stampCnt);
    if (!from) continue;
    const at = between(r, from.at + DAY, Math.min(from.at + 20 * DAY, LAST_DAY));
    const receiver = r.pick(members);
    if (at > LAST_DAY || receiver === sender || !active(receiver, at) || !active(sender, at)) continue;
    const none = { storeId: null, storeName: null, orderNo: null };
    own.push({ ...none, cusId: sender.cusId, at, saveType: 'GIFT_SEND', stampCnt: -stampCnt });
    events.get(receiver.cusId)?.push({ ...none, cusId: receiver.cusId, at, saveType: 'GIFT', stampCnt });
    rows.push({
      giftDt: timeOf(at),
      cusId: sender.cusId,
      sendName: sender.cusName,
      recvCusId: receiver.cusId,
      recvName: receiver.cusName,
      stampCnt,
      giftStatus: 'DONE',
    });
  }
  for (const list of events.values()) list.sort((a, b) => a.at - b.at);
  return rows.sort((a, b) => String(a.giftDt).localeCompare(String(b.giftDt))).map((row, index) => ({ id: index + 1, ...row }));
}

/** Walks a member's movements in time and exchanges stamps for a coupon now and then, never below what later gifts need. */
function exchangeAll(r: Random, own: StampEvent[]): StampExchange[] {
  const exchanges: StampExchange[] = [];
  let held = 0;
  let owed = own.reduce((sum, event) => sum + (event.saveType === 'GIFT_SEND' ? -event.stampCnt : 0), 0);
  for (const event of [...own]) {
    held += event.stampCnt;
    if (event.saveType === 'GIFT_SEND') owed += event.stampCnt;
    if (event.stampCnt <= 0) continue;
    const tier = r.chance(0.6) ? 12 : r.pick(STAMP_TIERS);
    if (held - owed < tier || !r.chance(0.45)) continue;
    const at = Math.min(event.at + r.int(1, 120) * 60_000, LAST_DAY + DAY - 1000);
    held -= tier;
    own.push({ cusId: event.cusId, at, saveType: 'EXCHANGE', stampCnt: -tier, storeId: event.storeId, storeName: event.storeName, orderNo: null });
    exchanges.push({ cusId: event.cusId, at, tier });
  }
  own.sort((a, b) => a.at - b.at);
  return exchanges;
}

export function seedStamps(members: readonly Member[], orders: readonly SeededOrder[]): StampLedger {
  const r = universeRandom('stamps');
  const events = earned(r, members, orders);
  const giftRows = gifts(r, members, events);
  const exchanges = [...events.values()].flatMap((own) => exchangeAll(r, own));
  const byId = new Map(members.map((member) => [member.cusId, member]));
  const rows = [...events.values()]
    .flat()
    .sort((a, b) => a.at - b.at)
    .map(({ at, cusId, ...event }, index): Row => {
      const member = byId.get(cusId);
      return { id: index + 1, cusId, cusName: member?.cusName, cusHp: member?.cusHp, saveDt: timeOf(at), ...event };
    });
  return { rows, gifts: giftRows, exchanges };
}
