import { findScreen } from '@resources/registry';
import type { MockRecord, Tables } from '../database';
import { formatDate, formatDateTime, SEED_TODAY } from '../generators';
import { BASE_SEED, createRandom, type Random, seedFrom } from '../random';
import { collectionKeyOf, collectionNameOf } from '../seedScreens';

/**
 * The member universe's shared vocabulary: where each of its tables lives (the collection of the
 * screen that shows it, so the screens and the member detail read the same rows), the row store
 * both the seed and the handlers write through, and the dates of the seeded year.
 */
export type Row = MockRecord;

export const DAY = 86_400_000;
export const YEAR_START = Date.UTC(2026, 0, 1);
/** The last seeded moment: everything happened before the seed's "today". */
export const LAST_DAY = SEED_TODAY - DAY;

export const universeRandom = (...parts: (string | number)[]): Random => createRandom(seedFrom(BASE_SEED, 'universe', ...parts));

export const dateOf = (ms: number) => formatDate(ms);
export const timeOf = (ms: number) => formatDateTime(ms);
export const msOf = (text: unknown) => Date.parse(`${String(text).slice(0, 10)}T${String(text).slice(11, 19) || '00:00:00'}Z`);

/** A moment of the day `day` (ms at 00:00) during opening hours. */
export const during = (r: Random, day: number) => Math.floor(day / DAY) * DAY + r.int(7 * 3600, 22 * 3600) * 1000;

/** A moment between two instants (both ms), during opening hours. */
export const between = (r: Random, from: number, to: number) => during(r, from + r.int(0, Math.max(0, Math.floor((to - from) / DAY))) * DAY);

/** A table of the universe: the collection name and key of the screen showing it (docs/api.md). */
export interface TableRef {
  name: string;
  key: string;
}

function screenTable(screenName: string): TableRef {
  const screen = findScreen(screenName);
  if (!screen) throw new Error(`member universe: no screen '${screenName}'`);
  return { name: collectionNameOf(screen), key: collectionKeyOf(screen) };
}

/** The tables the universe fills; most are the collections of the screens that list them. */
export const UNIVERSE = {
  member: screenTable('member'),
  stamp: screenTable('customerStamp'),
  stampSummary: screenTable('stampSearch'),
  stampGift: screenTable('stampGift'),
  order: screenTable('order'),
  reserveOrder: screenTable('reserveOrder'),
  subscribeOrder: screenTable('subscribeOrder'),
  coupon: screenTable('coupon'),
  couponExchange: screenTable('couponExchange'),
  prepayCard: screenTable('prepayCard'),
  giftCard: screenTable('giftCard'),
  /** The prepaid cards' ledger (issue 13): every charge, use, refund and combine. */
  cardTrade: screenTable('cardHistorySearch'),
  prepaySales: screenTable('prepaySales'),
  giftCardUseState: screenTable('giftCardUseState'),
  /** The statistics the orders make (orderStats.ts). */
  sales: screenTable('sales'),
  reserveSales: screenTable('reserveSales'),
  smartOrderSales: screenTable('smartOrderSales'),
  subscribeSales: screenTable('subscribeSales'),
  paymentTypeStats: screenTable('paymentTypeStats'),
  /** The statistics the coupons make (couponStats.ts). */
  couponState: screenTable('couponState'),
  couponSales: screenTable('couponSales'),
  offlineGiftCard: screenTable('offlineGiftCard'),
  combine: screenTable('combine'),
  phoneHistory: screenTable('phoneHistory'),
  unsubscribe: screenTable('unsolicitedMarketing'),
  memberStatus: screenTable('memberStatus'),
  customerState: screenTable('customerState'),
  customerSaveState: screenTable('customerSaveState'),
  customerLevel: screenTable('customerLevel'),
  /** Not a screen: shown only on the member detail. */
  campaign: { name: 'memberCampaign', key: 'cusId' },
  memo: { name: 'memberMemo', key: 'memoId' },
  /** The mobile gift cards' ledger, counted by /giftCardUseState. */
  giftCardTrade: { name: 'giftCardTrade', key: 'id' },
  /** The offline gift cards' approvals (GET offlineGiftCard/history/{id}). */
  giftCardHistory: { name: 'offlineGiftCardHistory', key: 'aprvSn' },
} as const satisfies Record<string, TableRef>;

export type UniverseTable = keyof typeof UNIVERSE;

/** The part of a mock collection the universe's operations need (db collections have it). */
export interface RowStore {
  readonly key: string;
  all(): Row[];
  get(id: unknown): Row | undefined;
  insert(row: Row): Row;
  update(id: unknown, patch: Row): Row | undefined;
  remove(id: unknown): boolean;
  replaceAll(rows: Row[]): void;
}

/**
 * Patches every row of `store` that `test` picks, in one write of the table (the browser's
 * database saves itself on every write: one save per table instead of one per row).
 * Answers the rows patched, as they were before.
 */
export function updateWhere(store: RowStore, test: (row: Row) => boolean, patch: (row: Row) => Row): Row[] {
  const picked = store.all().filter(test);
  if (picked.length > 0) store.replaceAll(store.all().map((row) => (test(row) ? { ...row, ...patch(row) } : row)));
  return picked;
}

export type Stores = Record<UniverseTable, RowStore>;

/** A RowStore over a table being seeded (plain arrays; the database assigns the same numeric ids). */
export function tableStore(tables: Tables, { name, key }: TableRef): RowStore {
  const table = (tables[name] ??= { key, rows: [] });
  const same = (row: Row, id: unknown) => String(row[key]) === String(id);
  return {
    key,
    all: () => table.rows,
    get: (id) => table.rows.find((row) => same(row, id)),
    insert: (row) => {
      const inserted = { ...row };
      if (inserted[key] === undefined || inserted[key] === '') inserted[key] = table.rows.reduce((max, other) => Math.max(max, Number(other[key]) || 0), 0) + 1;
      table.rows.push(inserted);
      return inserted;
    },
    update: (id, patch) => {
      const row = table.rows.find((candidate) => same(candidate, id));
      if (row) Object.assign(row, patch);
      return row;
    },
    remove: (id) => {
      const index = table.rows.findIndex((row) => same(row, id));
      if (index >= 0) table.rows.splice(index, 1);
      return index >= 0;
    },
    replaceAll: (rows) => {
      table.rows = rows;
    },
  };
}

export const storesOf = (open: (ref: TableRef) => RowStore): Stores =>
  Object.fromEntries(Object.entries(UNIVERSE).map(([table, ref]) => [table, open(ref)])) as Stores;

/** Rows of `store` that belong to the member `cusId`. */
export const rowsOf = (store: RowStore, cusId: string, field = 'cusId') => store.all().filter((row) => String(row[field]) === cusId);
