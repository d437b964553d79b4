import type { ScreenDeclaration } from '@/declarations/types';
import type { AdminAccount, Credential } from '../accounts';
import { type Collection, type MockRecord, MockDatabase, type Tables } from './database';
import { buildSeed, CREDENTIAL_COLLECTION, type MenuRow, seedVersion } from './seed';
import { ASSEMBLED, collectionKeyOf, collectionNameOf } from './seedScreens';
import { prebuiltSeed } from 'virtual:prebuilt-seed';

/**
 * The tables of `seed`, each cloned when first read: a test's `resetDb()` (one per test) pays for
 * the few tables the test reads, not for the 130. No row is shared between tables, so a copy per
 * table is a copy of the whole.
 */
function copyOnRead(seed: Tables): Tables {
  const copy: Tables = {};
  for (const [name, table] of Object.entries(seed)) {
    let cloned: Tables[string] | undefined;
    Object.defineProperty(copy, name, { enumerable: true, get: () => (cloned ??= structuredClone(table)) });
  }
  return copy;
}

/**
 * The mock database singleton and its typed tables. The demo build parses the seed it was built
 * with (scripts/vite/prebuiltSeed.ts), again on each reset. Elsewhere the seed is generated: the
 * first tables are the seed as built, and from the first reset on a kept seed is copied (the
 * seed is deterministic: a second build equals the first).
 */
let snapshot: Tables | undefined;
let seeded = false;
const freshTables = (): Tables => {
  if (prebuiltSeed) return JSON.parse(prebuiltSeed.json) as Tables;
  if (!seeded) {
    seeded = true;
    return buildSeed();
  }
  return copyOnRead((snapshot ??= buildSeed()));
};

export const db = new MockDatabase(freshTables, prebuiltSeed?.version ?? seedVersion());

export function resetDb(): void {
  db.reset();
}

/** The collection a screen's records live in (docs/api.md). */
export function collectionOf<T extends MockRecord = MockRecord>(screen: ScreenDeclaration): Collection<T> {
  return db.collection<T>(collectionNameOf(screen), collectionKeyOf(screen));
}

export const adminTable = () => db.collection<AdminAccount>('admin', ASSEMBLED.admin);
export const credentialTable = () => db.collection<Credential>(CREDENTIAL_COLLECTION, ASSEMBLED.admin);
export const menuTable = () => db.collection<MenuRow>('menu', ASSEMBLED.menu);
export const codeTable = () => db.collection('code', ASSEMBLED.code);

/** The codes of a group (`upCodeId` = group), in their order. */
export function codesOf(group: string): MockRecord[] {
  return codeTable()
    .all()
    .filter((row) => String(row.upCodeId) === group)
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
}

export { collectionKeyOf, collectionNameOf };
export type { MenuRow };
