/**
 * The mock backend's in-memory database: named collections of records, seeded
 * deterministically, resettable. Handlers only ever go through this API.
 *
 * What survives a reload is a journal of the writes, not the tables: the seed is deterministic,
 * so a load re-seeds and replays the journal. The browser's storage thus never holds the seeded
 * data (thousands of fake names and phones), only what operators changed; an update journals
 * only the fields whose value changed. Every tab of a browser shares the journal: `sync()` (the
 * gate calls it before every request) replays what another tab wrote, so all tabs see one database.
 *
 * Every record carries an integer `rev` (docs/api.md, "Versions"): 1 when seeded or inserted,
 * +1 on every update.
 */
export type MockRecord = Record<string, unknown>;

export interface UpdateOptions {
  /** Bookkeeping that is not an edit (a sign-in's lastLoginDt): the revision stays. */
  keepRev?: boolean;
}

export interface Collection<T extends MockRecord = MockRecord> {
  readonly name: string;
  readonly key: string; // the primary key field
  all(): T[];
  get(id: unknown): T | undefined;
  /** Assigns the next numeric id when the record has none. */
  insert(record: Partial<T>): T;
  update(id: unknown, patch: Partial<T>, options?: UpdateOptions): T | undefined;
  remove(id: unknown): boolean;
  replaceAll(records: T[]): void;
}

export type Tables = Record<string, { key: string; rows: MockRecord[] }>;

/**
 * A write applied through a collection (never the seed, nor what another tab's journal replays),
 * or a reset: what a listener (mocks/history.ts, the change history) sees. `before`/`after` are copies.
 */
export type WriteEvent =
  | { op: 'insert'; t: string; key: string; id: unknown; after: MockRecord }
  | { op: 'update'; t: string; key: string; id: unknown; before: MockRecord; after: MockRecord; keepRev: boolean }
  | { op: 'remove'; t: string; key: string; id: unknown; before: MockRecord }
  | { op: 'reset' };
export type WriteListener = (event: WriteEvent) => void;
type Seeder = () => Tables;

/** One journaled write. */
export type JournalOp =
  | { op: 'insert'; t: string; key: string; row: MockRecord }
  | { op: 'update'; t: string; key: string; id: unknown; patch: MockRecord }
  | { op: 'remove'; t: string; key: string; id: unknown }
  | { op: 'replace'; t: string; key: string; rows: MockRecord[] };

/** What is saved: the writes since the seed of `version`, under an epoch that a reset renews. */
interface Journal {
  version: string;
  epoch: string;
  ops: JournalOp[];
}

/** The part of the Web Storage API the journal uses (localStorage in the browser). */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const JOURNAL_KEY = 'membership-mock-journal';
/** `{epoch}:{count}`: read on every request, so a tab notices another tab's write cheaply. */
export const JOURNAL_MARK_KEY = 'membership-mock-journal-mark';
/** Where the tables themselves were saved before the journal: removed on load. */
const LEGACY_KEY = 'membership-mock-db';

function browserStorage(): JournalStorage | undefined {
  if (import.meta.env.VITEST || typeof window === 'undefined') return undefined;
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const same = (row: MockRecord, key: string, id: unknown) => String(row[key]) === String(id);
const newEpoch = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const equal = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export class MockDatabase {
  private tables: Tables = {};
  private epoch: string | undefined;
  private applied = 0;
  private readonly listeners = new Set<WriteListener>();
  /** Calls being answered (`batch`), and their writes not journaled yet. */
  private open = 0;
  private unsaved: JournalOp[] = [];

  /** `version` names the seed's shape: a journal of another version is discarded. */
  constructor(
    private readonly seed: Seeder,
    private readonly version = '1',
    private readonly storage: JournalStorage | undefined = browserStorage(),
  ) {
    this.storage?.removeItem(LEGACY_KEY);
    this.tables = seed();
    this.sync();
  }

  collection<T extends MockRecord = MockRecord>(name: string, key = 'id'): Collection<T> {
    const table = () => this.table(name, key);
    return {
      name,
      key: table().key,
      all: () => table().rows as T[],
      get: (id) => table().rows.find((row) => same(row, table().key, id)) as T | undefined,
      insert: (record) => {
        const { key: field, rows } = table();
        const row: MockRecord = { ...record, rev: 1 };
        if (row[field] === undefined || row[field] === '') {
          const ids = rows.map((r) => Number(r[field])).filter(Number.isFinite);
          row[field] = (ids.length ? Math.max(...ids) : 0) + 1;
        }
        this.record({ op: 'insert', t: name, key: field, row });
        this.emit({ op: 'insert', t: name, key: field, id: row[field], after: { ...row } });
        return row as T;
      },
      update: (id, patch, options = {}) => {
        const { key: field, rows } = table();
        const row = rows.find((r) => same(r, field, id));
        if (!row) return undefined;
        const changed: MockRecord = Object.fromEntries(Object.entries(patch).filter(([source, value]) => source !== 'rev' && !equal(row[source], value)));
        if (!options.keepRev) changed.rev = (Number(row.rev) || 1) + 1;
        if (!Object.keys(changed).length) return row as T;
        const before = { ...row };
        this.record({ op: 'update', t: name, key: field, id, patch: changed });
        this.emit({ op: 'update', t: name, key: field, id, before, after: { ...row }, keepRev: options.keepRev === true });
        return row as T;
      },
      remove: (id) => {
        const { key: field, rows } = table();
        const before = rows.find((r) => same(r, field, id));
        if (!before) return false;
        this.record({ op: 'remove', t: name, key: field, id });
        this.emit({ op: 'remove', t: name, key: field, id, before: { ...before } });
        return true;
      },
      replaceAll: (records) => this.record({ op: 'replace', t: name, key: table().key, rows: records }),
    };
  }

  /** Calls `listener` after every write through a collection and on a reset; answers the unsubscribe. */
  onWrite(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: WriteEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Rows per table (the QA workbench's seed size), after what other tabs wrote. */
  sizes(): Record<string, number> {
    this.sync();
    return Object.fromEntries(Object.entries(this.tables).map(([name, table]) => [name, table.rows.length]));
  }

  /** Back to the seed, here and (through the storage) in every other tab. */
  reset(): void {
    this.tables = this.seed();
    this.epoch = undefined;
    this.applied = 0;
    this.storage?.removeItem(JOURNAL_KEY);
    this.storage?.removeItem(JOURNAL_MARK_KEY);
    this.emit({ op: 'reset' });
  }

  /**
   * Answers one call with its writes journaled once, when the last call open ends: the journal is
   * the whole history of writes, so saving it per write made a bulk call of 1,000 rows 1,000
   * rewrites of a growing text (docs/performance.md).
   */
  async batch<T>(answer: () => Promise<T>): Promise<T> {
    this.open += 1;
    try {
      return await answer();
    } finally {
      this.open -= 1;
      if (this.open === 0) this.save();
    }
  }

  /** Replays what other tabs journaled since this one last looked (a reset elsewhere re-seeds). */
  sync(): void {
    // with writes of its own not saved yet, the tab catches up when it saves them
    if (this.unsaved.length || !this.storage || this.storage.getItem(JOURNAL_MARK_KEY) === this.mark()) return;
    const journal = this.readJournal();
    const fresh = !journal || journal.epoch !== this.epoch || journal.ops.length < this.applied;
    if (fresh && this.epoch !== undefined) this.tables = this.seed();
    if (fresh) this.applied = 0;
    for (const op of journal?.ops.slice(this.applied) ?? []) this.apply(op);
    this.epoch = journal?.epoch;
    this.applied = journal?.ops.length ?? 0;
  }

  private table(name: string, key: string) {
    return (this.tables[name] ??= { key, rows: [] });
  }

  private mark(): string | null {
    return this.epoch === undefined ? null : `${this.epoch}:${this.applied}`;
  }

  private apply(op: JournalOp): void {
    const table = this.table(op.t, op.key);
    const index = 'id' in op ? table.rows.findIndex((row) => same(row, table.key, op.id)) : -1;
    if (op.op === 'insert') table.rows.push({ ...op.row });
    else if (op.op === 'update' && index >= 0) Object.assign(table.rows[index], op.patch);
    else if (op.op === 'remove' && index >= 0) table.rows.splice(index, 1);
    else if (op.op === 'replace') table.rows = op.rows.map((row) => ({ ...row }));
  }

  /** Applies a write here and appends it to the shared journal (after what other tabs wrote), at once or when its call ends. */
  private record(op: JournalOp): void {
    this.sync();
    this.apply(op);
    if (!this.storage) return;
    this.unsaved.push(op);
    if (this.open === 0) this.save();
  }

  private save(): void {
    const ops = this.unsaved;
    this.unsaved = [];
    if (!this.storage || !ops.length) return;
    const stored = this.readJournal();
    // Another tab wrote (or reset) while these were unsaved: they go after its writes, and this
    // tab's tables are rebuilt from the journal in that order.
    const current = stored ? stored.epoch === this.epoch && stored.ops.length === this.applied : this.epoch === undefined;
    const journal = stored ?? { version: this.version, epoch: newEpoch(), ops: [] };
    journal.ops.push(...ops);
    try {
      this.storage.setItem(JOURNAL_KEY, JSON.stringify(journal));
    } catch {
      return; /* quota exceeded: the writes live in this tab until the next reload */
    }
    if (!current) {
      this.tables = this.seed();
      for (const op of journal.ops) this.apply(op);
    }
    this.epoch = journal.epoch;
    this.applied = journal.ops.length;
    this.storage.setItem(JOURNAL_MARK_KEY, this.mark() ?? '');
  }

  private readJournal(): Journal | undefined {
    const text = this.storage?.getItem(JOURNAL_KEY);
    if (!text) return undefined;
    try {
      const journal = JSON.parse(text) as Partial<Journal>;
      if (journal.version === this.version && typeof journal.epoch === 'string' && Array.isArray(journal.ops)) return journal as Journal;
    } catch {
      /* unreadable: discarded below */
    }
    this.storage?.removeItem(JOURNAL_KEY);
    this.storage?.removeItem(JOURNAL_MARK_KEY);
    return undefined;
  }
}
