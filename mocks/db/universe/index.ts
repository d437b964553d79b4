import type { Tables } from '../database';
import { seedGiftCards, seedPrepayCards } from './cards';
import { seedGiftCardTrades, seedOfflineGiftCards } from './giftLedger';
import { giftCardUseRows, prepaySalesRows } from './moneyStats';
import { seedPrepayTrades } from './prepayLedger';
import { seedCoupons } from './coupons';
import { seedCampaigns, seedMemos, seedPhoneHistory, seedStatusChanges, seedUnsubscribes } from './history';
import { between, DAY, LAST_DAY, msOf, type Row, storesOf, tableStore, timeOf, UNIVERSE, type UniverseTable, universeRandom } from './model';
import { type Member, seedMembers } from './members';
import { combineMembers } from './operations';
import { type OrderKind, seedOrders, type Store } from './orders';
import { putCouponStatistics } from './couponStats';
import { putOrderStatistics } from './orderStats';
import { relinkMembers } from './relink';
import { fixSettlement } from './settlement';
import { customerLevel, customerSaveState, customerState, fixStatistics } from './statistics';
import { seedStamps } from './stamps';
import { stampSummaries } from './summaries';

/**
 * One member universe (issue 12): the members, then everything that names them, built from
 * them so that every screen agrees: a member's stamp tab sums to their /stampSearch row, their
 * coupons, cards and orders are the rows of /coupon, /prepayCard and /order, and the member
 * statistics count these rows. Deterministic, and built after the generic screen seed (it
 * replaces the tables it owns and re-points the others' member numbers).
 */
export const UNIVERSE_VERSION = '3';
const PAST_COMBINES = 6;

const put = (tables: Tables, table: UniverseTable, rows: Row[]) => {
  const { name, key } = UNIVERSE[table];
  tables[name] = { key, rows };
};

function storesFrom(tables: Tables): Store[] {
  const rows = (tables.storeManage?.rows ?? []) as Row[];
  return rows.filter((row) => row.storeStatus !== 'CLOSED').map((row) => ({ storeId: String(row.storeId), storeName: String(row.storeName) }));
}

const ledgerTimes = (tables: Tables, cusId: string) =>
  (['customerStamp', 'order', 'coupon'] as const).flatMap((name) =>
    ((tables[name]?.rows ?? []) as Row[]).filter((row) => row.cusId === cusId).map((row) => msOf(row.saveDt ?? row.orderDt ?? row.issueDt)),
  );

/** A few members merged in the past into another account of the same person, done as the console does it. */
function pastCombines(tables: Tables, members: readonly Member[]): void {
  const r = universeRandom('combines');
  const stores = storesOf((ref) => tableStore(tables, ref));
  const normal = members.filter((member) => member.memberStatus === 'NORMAL');
  for (let done = 0, attempt = 0; done < PAST_COMBINES && attempt < 50; attempt += 1) {
    const [from, to] = [r.pick(normal), r.pick(normal)];
    if (from === to || from.memberStatus !== 'NORMAL' || to.memberStatus !== 'NORMAL' || to.combinedFrom.length > 0) continue;
    // after anything of the source's own, so that nothing happened to it once merged
    const since = Math.max(msOf(from.joinDt), msOf(to.joinDt), ...ledgerTimes(tables, from.cusId)) + DAY;
    if (since >= LAST_DAY) continue;
    const at = timeOf(between(r, since, LAST_DAY));
    combineMembers(stores, from.cusId, to.cusId, at, 'hq.master');
    done += 1;
  }
}

/** The cards' ledgers and the statistics summed from them (issue 13). */
function seedMoney(tables: Tables, prepay: Row[], gift: Row[]): void {
  const storeNames = storesFrom(tables).map((store) => store.storeName);
  const trades = seedPrepayTrades(prepay, storeNames);
  put(tables, 'cardTrade', trades);
  put(tables, 'prepaySales', prepaySalesRows(trades));
  const giftTrades = seedGiftCardTrades(gift);
  put(tables, 'giftCard', gift);
  put(tables, 'giftCardTrade', giftTrades);
  put(tables, 'giftCardUseState', giftCardUseRows(giftTrades));
  const offline = seedOfflineGiftCards(storeNames);
  put(tables, 'offlineGiftCard', offline.cards);
  put(tables, 'giftCardHistory', offline.history);
}

export function buildUniverse(tables: Tables): void {
  const members = seedMembers();
  const prepay = seedPrepayCards(members);
  const orders = seedOrders(members, storesFrom(tables), new Set(prepay.filter((card) => card.cardStatus === 'NORMAL').map((card) => String(card.cusId))));
  const ledger = seedStamps(members, orders);
  const { coupons, exchanges } = seedCoupons(members, orders, ledger.exchanges);

  put(tables, 'member', members);
  put(tables, 'prepayCard', prepay);
  seedMoney(tables, prepay, seedGiftCards(members));
  for (const kind of ['order', 'reserveOrder', 'subscribeOrder'] satisfies OrderKind[])
    put(
      tables,
      kind,
      orders.filter((order) => order.kind === kind).map((order) => order.row),
    );
  put(tables, 'stamp', ledger.rows);
  put(tables, 'stampGift', ledger.gifts);
  put(tables, 'coupon', coupons);
  put(tables, 'couponExchange', exchanges);
  put(tables, 'phoneHistory', seedPhoneHistory(members));
  put(tables, 'unsubscribe', seedUnsubscribes(members));
  put(tables, 'memberStatus', seedStatusChanges(members));
  put(tables, 'campaign', seedCampaigns(members));
  put(tables, 'memo', seedMemos(members));
  put(tables, 'combine', []);
  put(tables, 'stampSummary', stampSummaries(members, ledger.rows));
  pastCombines(tables, members);

  put(tables, 'customerState', customerState(members, orders));
  put(tables, 'customerSaveState', customerSaveState(members, ledger.rows, orders));
  put(tables, 'customerLevel', customerLevel(members));
  relinkMembers(tables, members);
  fixStatistics(tables);
  putOrderStatistics(tables, orders);
  putCouponStatistics(tables);
  fixSettlement(tables);
}

export { UNIVERSE, storesOf, tableStore } from './model';
