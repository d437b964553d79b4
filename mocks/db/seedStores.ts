import { STORE_FIELD } from '@/declarations/storeScope';
import type { MockRecord, Tables } from './database';
import { findCodeGroup } from './codeGroups';
import { geocodeOf } from './geocode';

/**
 * One store universe (docs/permissions.md, store scope): every record with a store names a
 * store of `storeManage` and shows that store's name and region; the store owners' stores have
 * rows on every screen with a store, so an owner's lists are never empty.
 */
export const STORE_TABLE = 'storeManage';

/** Columns copied from the store onto the rows that name it. */
const COPIED = ['storeName', 'region'] as const;
/** Every n-th row of a table with a store belongs to one of the owners' stores, in turn. */
const OWNER_SHARE = 4;
/** Settlement requests of the owners' stores: the first of each waits for approval. */
const PENDING: Readonly<Record<string, MockRecord>> = { reserveRequest: { status: 'REQUESTED' } };

export interface StoreOwner {
  adminName: string;
  storeIds: readonly string[];
}

/** '강남역점' twice -> '강남역점', '강남역2호점'. */
function uniqueNames(stores: MockRecord[]): void {
  const seen = new Map<string, number>();
  for (const store of stores) {
    const name = String(store.storeName ?? '');
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count > 1) store.storeName = name.replace(/점$/, '') + `${count}호점`;
  }
}

function copyStore(row: MockRecord, store: MockRecord | undefined): void {
  if (!store) return;
  for (const source of COPIED) if (source in row && store[source] !== undefined) row[source] = store[source];
}

/** The region (code group 905) an address lies in, by its first word: '서울특별시 …' is 서울, '대구광역시 …' 경상. */
const REGION_BY_PREFIX: ReadonlyArray<[RegExp, string]> = [
  [/^서울/, '서울'],
  [/^경기/, '경기'],
  [/^인천/, '인천'],
  [/^강원/, '강원'],
  [/^(충청|충북|충남|대전|세종)/, '충청'],
  [/^(전라|전북|전남|광주)/, '전라'],
  [/^(경상|경북|경남|대구|울산)/, '경상'],
  [/^부산/, '부산'],
  [/^제주/, '제주'],
];

function regionOf(address: string): string | undefined {
  const name = REGION_BY_PREFIX.find(([prefix]) => prefix.test(address))?.[1];
  return findCodeGroup('905')?.codes.find((code) => code.codeName === name)?.codeId;
}

/**
 * Before anything copies store names: names made unique, the coordinates and the region of each
 * address, and the owners' stores open (the member universe places its orders in open stores only, so an owner's
 * order lists have rows).
 */
export function prepareStores(tables: Tables, ownerStoreIds: readonly string[]): void {
  const stores = tables[STORE_TABLE]?.rows ?? [];
  uniqueNames(stores);
  // where the store is: the point the geocode call answers for its address (not a random draw)
  for (const store of stores)
    if (typeof store.address === 'string') Object.assign(store, geocodeOf(store.address), { region: regionOf(store.address) ?? store.region });
  for (const store of stores) if (ownerStoreIds.includes(String(store[STORE_FIELD])) && store.storeStatus === 'CLOSED') store.storeStatus = 'OPEN';
}

/**
 * Every row with a store names an existing store and shows its name; each n-th row of the
 * generated tables goes to an owner's store. `keep` names tables built consistently elsewhere
 * (the member universe: its orders, stamps and coupons already name real stores).
 */
export function fitStores(tables: Tables, owners: readonly StoreOwner[], keep: ReadonlySet<string> = new Set()): void {
  const stores = tables[STORE_TABLE]?.rows;
  if (!stores?.length) return;
  const byId = new Map(stores.map((store) => [String(store[STORE_FIELD]), store]));
  for (const owner of owners) for (const id of owner.storeIds) if (byId.has(id)) (byId.get(id) as MockRecord).ownerName = owner.adminName;
  const ownerStores = owners.flatMap((owner) => owner.storeIds).filter((id) => byId.has(id));

  for (const [name, table] of Object.entries(tables)) {
    if (name === STORE_TABLE || keep.has(name) || !table.rows.some((row) => STORE_FIELD in row)) continue;
    if (table.key === STORE_FIELD) {
      // one row per store (the limit screens): only stores that exist
      table.rows = table.rows.filter((row) => byId.has(String(row[STORE_FIELD])));
      table.rows.forEach((row) => copyStore(row, byId.get(String(row[STORE_FIELD]))));
      continue;
    }
    table.rows.forEach((row, index) => {
      const turn = index / OWNER_SHARE;
      if (ownerStores.length && index % OWNER_SHARE === 0) {
        row[STORE_FIELD] = ownerStores[turn % ownerStores.length];
        if (turn < ownerStores.length) Object.assign(row, PENDING[name]);
      }
      if (!byId.has(String(row[STORE_FIELD]))) row[STORE_FIELD] = stores[index % stores.length][STORE_FIELD];
      copyStore(row, byId.get(String(row[STORE_FIELD])));
    });
  }
}
