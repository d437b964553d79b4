/**
 * The mock backend's in-memory database: named collections of records, seeded
 * deterministically, saved to localStorage in the browser (so edits survive a reload),
 * resettable. Handlers only ever go through this API.
 */
export type MockRecord = Record<string, unknown>;

export interface Collection<T extends MockRecord = MockRecord> {
  readonly name: string;
  readonly key: string; // the primary key field
  all(): T[];
  get(id: unknown): T | undefined;
  /** Assigns the next numeric id when the record has none. */
  insert(record: Partial<T>): T;
  update(id: unknown, patch: Partial<T>): T | undefined;
  remove(id: unknown): boolean;
  replaceAll(records: T[]): void;
}

export type Tables = Record<string, { key: string; rows: MockRecord[] }>;
type Seeder = () => Tables;
/** What is saved: the tables and the version of the seed they grew from. */
interface Saved {
  version: string;
  tables: Tables;
}

const STORAGE_KEY = 'membership-mock-db';
const canPersist = () => typeof window !== 'undefined' && typeof window.localStorage !== 'undefined' && !import.meta.env.VITEST;

export class MockDatabase {
  private tables: Tables = {};

  /** `version` names the seed's shape: a saved database of another version is discarded. */
  constructor(
    private readonly seed: Seeder,
    private readonly version = '1',
  ) {
    this.tables = this.load() ?? seed();
  }

  collection<T extends MockRecord = MockRecord>(name: string, key = 'id'): Collection<T> {
    const table = (this.tables[name] ??= { key, rows: [] });
    const same = (row: MockRecord, id: unknown) => String(row[table.key]) === String(id);
    const persist = () => this.save();
    return {
      name,
      key: table.key,
      all: () => table.rows as T[],
      get: (id) => table.rows.find((row) => same(row, id)) as T | undefined,
      insert: (record) => {
        const row: MockRecord = { ...record };
        if (row[table.key] === undefined || row[table.key] === '') {
          const ids = table.rows.map((r) => Number(r[table.key])).filter(Number.isFinite);
          row[table.key] = (ids.length ? Math.max(...ids) : 0) + 1;
        }
        table.rows.push(row);
        persist();
        return row as T;
      },
      update: (id, patch) => {
        const row = table.rows.find((r) => same(r, id));
        if (!row) return undefined;
        Object.assign(row, patch);
        persist();
        return row as T;
      },
      remove: (id) => {
        const index = table.rows.findIndex((r) => same(r, id));
        if (index < 0) return false;
        table.rows.splice(index, 1);
        persist();
        return true;
      },
      replaceAll: (records) => {
        table.rows = records;
        persist();
      },
    };
  }

  reset(): void {
    this.tables = this.seed();
    if (canPersist()) window.localStorage.removeItem(STORAGE_KEY);
  }

  private save(): void {
    if (!canPersist()) return;
    try {
      const saved: Saved = { version: this.version, tables: this.tables };
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      /* quota exceeded: edits live until the next reload */
    }
  }

  private load(): Tables | undefined {
    if (!canPersist()) return undefined;
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (!saved) return undefined;
    try {
      const parsed = JSON.parse(saved) as Partial<Saved>;
      return parsed.version === this.version && parsed.tables ? parsed.tables : undefined;
    } catch {
      return undefined;
    }
  }
}
