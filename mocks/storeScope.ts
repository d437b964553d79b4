import type { ScreenDeclaration } from '@/declarations/types';
import { hasStoreDimension, inStoreScope, STORE_FIELD, storeIdsOf, storeScopeOf } from '@/declarations/storeScope';
import type { Collection, MockRecord } from './db/database';
import { forbidden, isRecord } from './handlers/util';
import { currentAdmin } from './session';

/**
 * Store-owner scoping on the mock server (issue 11, docs/permissions.md). The table of a screen
 * with a store dimension is handed to the handlers through `scopedTable`: for a store owner its
 * rows are the owner's stores' rows, and touching another store's record (read, write, delete,
 * status, order) throws the 403 below before anything changes. Lists filtered on another store
 * answer the same 403 (`storeFilterRefusal`).
 */
export const OTHER_STORE_MSG = '다른 매장의 데이터에는 접근할 수 없습니다.';

export const currentStoreScope = (): readonly string[] | undefined => storeScopeOf(currentAdmin());

const otherStore = () => forbidden(OTHER_STORE_MSG);

export function scopedTable<T extends MockRecord>(table: Collection<T>): Collection<T> {
  const guard = (storeId: unknown) => {
    if (!inStoreScope(currentStoreScope(), storeId)) throw otherStore();
  };
  const found = (id: unknown) => {
    const row = table.get(id);
    if (row) guard(row[STORE_FIELD]);
    return row;
  };
  return {
    name: table.name,
    key: table.key,
    all: () => {
      const scope = currentStoreScope();
      return scope ? table.all().filter((row) => inStoreScope(scope, row[STORE_FIELD])) : table.all();
    },
    get: found,
    insert: (record) => {
      guard(record[STORE_FIELD]);
      return table.insert(record);
    },
    update: (id, patch, options) => {
      found(id);
      if (STORE_FIELD in patch) guard(patch[STORE_FIELD]);
      return table.update(id, patch, options);
    },
    remove: (id) => {
      found(id);
      return table.remove(id);
    },
    replaceAll: (records) => table.replaceAll(records),
  };
}

/** The table a screen's handlers use: scoped when its records carry a store. */
export const tableInScope = (screen: ScreenDeclaration, table: Collection): Collection => (hasStoreDimension(screen) ? scopedTable(table) : table);

/** The `storeId` a list query names: `?storeId=` (repeatable) or the rest variant's `filter={json}`. */
function filteredStores(query: URLSearchParams): string[] {
  const named = query.getAll(STORE_FIELD);
  try {
    const filter: unknown = JSON.parse(query.get('filter') ?? 'null');
    if (isRecord(filter)) named.push(...storeIdsOf(filter[STORE_FIELD]));
  } catch {
    /* not JSON: no filter */
  }
  return named.filter(Boolean);
}

/** 403 for a list or Excel of a store-scoped screen filtered on a store outside the owner's. */
export function storeFilterRefusal(screen: ScreenDeclaration | undefined, filter: URLSearchParams | MockRecord): Response | undefined {
  const scope = currentStoreScope();
  if (!scope || !screen || !hasStoreDimension(screen)) return undefined;
  const named = filter instanceof URLSearchParams ? filteredStores(filter) : storeIdsOf(filter[STORE_FIELD]);
  return named.every((storeId) => inStoreScope(scope, storeId)) ? undefined : otherStore();
}
