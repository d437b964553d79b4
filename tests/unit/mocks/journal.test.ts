import { describe, expect, it } from 'vitest';
import { JOURNAL_KEY, JOURNAL_MARK_KEY, type JournalStorage, MockDatabase, type Tables } from '@mocks/db/database';

/**
 * Issue 11 item 10 (last sentence): the browser keeps a journal of writes, never the seeded
 * tables; every tab replays it, so two tabs are one database; a reset and a new seed version
 * start over.
 */
function memoryStorage(): JournalStorage & { dump(): string } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    dump: () => [...items.values()].join('\n'),
  };
}

const seed = (): Tables => ({
  member: {
    key: 'cusId',
    rows: [
      { cusId: '100001', cusName: '김민준', cusHp: '010-2301-1001', memo: '', rev: 1 },
      { cusId: '100002', cusName: '이서연', cusHp: '010-4821-5678', memo: '', rev: 1 },
    ],
  },
});
const tab = (storage: JournalStorage, version = 'v1') => new MockDatabase(seed, version, storage);
const members = (db: MockDatabase) => db.collection('member', 'cusId');

describe('the mock database journal', () => {
  it('keeps only the changed fields of a write, so no seeded personal value reaches the storage', () => {
    const storage = memoryStorage();
    const db = tab(storage);
    expect(storage.dump()).toBe('');
    members(db).update('100001', { cusName: '김민준', cusHp: '010-2301-1001', memo: '통화 완료' });
    expect(members(db).get('100001')).toMatchObject({ memo: '통화 완료', rev: 2 });
    expect(storage.dump()).toContain('통화 완료');
    for (const seeded of ['김민준', '010-2301-1001', '이서연', '010-4821-5678']) expect(storage.dump()).not.toContain(seeded);
  });

  it('replays the journal on load (a reload) and in another tab at its next call', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    members(first).update('100002', { memo: '첫 탭' });
    members(first).insert({ cusId: '100003', cusName: '새회원' });
    expect(members(second).get('100002')?.memo).toBe('');
    second.sync();
    expect(members(second).get('100002')).toMatchObject({ memo: '첫 탭', rev: 2 });
    expect(members(second).get('100003')).toMatchObject({ cusName: '새회원', rev: 1 });

    members(second).remove('100001');
    first.sync();
    expect(
      members(first)
        .all()
        .map((row) => row.cusId),
    ).toEqual(['100002', '100003']);
    expect(
      members(tab(storage))
        .all()
        .map((row) => row.cusId),
    ).toEqual(['100002', '100003']);
  });

  it('a write in one tab after another tab’s write keeps both', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    members(first).update('100001', { memo: '가' });
    members(second).update('100002', { memo: '나' }); // without an explicit sync first
    first.sync();
    for (const db of [first, second, tab(storage)])
      expect(
        members(db)
          .all()
          .map((row) => row.memo),
      ).toEqual(['가', '나']);
  });

  it('a reset in one tab re-seeds every tab; a journal of another seed version is discarded', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    members(first).update('100001', { memo: '지울 것' });
    second.sync();
    first.reset();
    expect(storage.getItem(JOURNAL_KEY)).toBeNull();
    second.sync();
    expect(members(second).get('100001')).toMatchObject({ memo: '', rev: 1 });

    members(second).update('100001', { memo: '옛 버전' });
    const upgraded = tab(storage, 'v2');
    expect(members(upgraded).get('100001')?.memo).toBe('');
    expect([storage.getItem(JOURNAL_KEY), storage.getItem(JOURNAL_MARK_KEY)]).toEqual([null, null]);
  });

  it('journals the writes of a call once, when it has been answered (a bulk call of 1,000 rows: one save)', async () => {
    const storage = memoryStorage();
    let saves = 0;
    const counting: JournalStorage = { ...storage, setItem: (key, value) => void (key === JOURNAL_KEY && (saves += 1), storage.setItem(key, value)) };
    const db = tab(counting);
    await db.batch(async () => {
      for (let i = 1; i <= 1_000; i += 1) members(db).insert({ cusId: String(200_000 + i), cusName: `회원${i}` });
      expect(members(db).get('201000')?.cusName).toBe('회원1000'); // the call reads its own writes
      expect(saves).toBe(0);
    });
    expect(saves).toBe(1);
    expect(members(tab(storage)).all()).toHaveLength(1_002);
  });

  it('a write of another tab while a call is answered is kept, before the call’s own', async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    await first.batch(async () => {
      members(first).update('100001', { memo: '가' });
      members(second).update('100002', { memo: '나' });
      members(first).insert({ cusId: '100003', cusName: '새회원' });
    });
    second.sync();
    for (const db of [first, second, tab(storage)]) {
      expect(
        members(db)
          .all()
          .map((row) => [row.cusId, row.memo ?? '']),
      ).toEqual([
        ['100001', '가'],
        ['100002', '나'],
        ['100003', ''],
      ]);
    }
  });

  it('forgets the tables saved by earlier versions of the mock (the whole seeded database)', () => {
    const storage = memoryStorage();
    storage.setItem('membership-mock-db', JSON.stringify({ version: 'v1', tables: seed() }));
    tab(storage);
    expect(storage.getItem('membership-mock-db')).toBeNull();
  });
});
