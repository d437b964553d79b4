import { describe, expect, it } from 'vitest';
import { screens } from '@resources/registry';
import { codeGroups } from '@mocks/db/codeGroups';
import { collectionKeyOf, collectionNameOf, collectionOf, codesOf, db, resetDb } from '@mocks/db';
import { buildSeed } from '@mocks/db/seed';
import { createRandom } from '@mocks/db/random';
import { generators, guessText } from '@mocks/db/generators';
import { qaAdminIds } from '@mocks/accounts';
import { UNIVERSE } from '@mocks/db/universe';

/** The member universe's tables are sized by the members, not 25–60 rows (tests/unit/mocks/universe.test.ts). */
const universeTables = new Set<string>(Object.values(UNIVERSE).map((table) => table.name));

describe('seed', () => {
  it('is deterministic (mocks/db/index.ts builds it again for the first reset)', () => {
    expect(buildSeed()).toEqual(buildSeed());
    const [a, b] = [createRandom(7), createRandom(7)];
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('shares no object between two tables (mocks/db/index.ts copies one table at a time)', () => {
    const owner = new Map<object, string>();
    const crossing: string[] = [];
    const walk = (value: unknown, table: string, path: string) => {
      if (!value || typeof value !== 'object') return;
      const seenIn = owner.get(value);
      if (seenIn !== undefined) {
        if (seenIn !== table) crossing.push(`${table}${path} (also in ${seenIn})`);
        return;
      }
      owner.set(value, table);
      for (const [key, inner] of Object.entries(value)) walk(inner, table, `${path}.${key}`);
    };
    for (const [name, table] of Object.entries(buildSeed())) walk(table, name, '');
    expect(crossing).toEqual([]);
  });

  it('comes back whole after a reset, whatever was changed and read before', () => {
    const members = db.collection('member', 'cusId');
    const before = structuredClone(members.all());
    const first = before[0];
    members.update(first.cusId, { cusNm: '바뀐 이름' });
    members.remove(before[1].cusId);
    resetDb();
    expect(db.collection('member', 'cusId').all()).toEqual(before);
  });

  it.each(screens.map((screen) => [screen.name, screen] as const))('seeds a non-empty collection for %s', (_name, screen) => {
    const rows = screen.api.family === 'code' && screen.categoryCode ? codesOf(screen.categoryCode) : collectionOf(screen).all();
    expect(rows.length).toBeGreaterThan(0);
    const key = collectionKeyOf(screen);
    expect(new Set(rows.map((row) => String(row[key]))).size).toBe(rows.length);
  });

  it('seeds 25 to 60 rows per screen collection, with sortOrder 1..n and dates in 2026', () => {
    // Written lists, not generated rows (seedSettings.ts): the role groups and the app release history.
    const written = new Set(['group', 'appVersion']);
    const generated = screens.filter(
      (entry) => !['code', 'menu', 'admin'].includes(entry.api.family) && !universeTables.has(collectionNameOf(entry)) && !written.has(entry.name),
    );
    for (const screen of generated) {
      const rows = collectionOf(screen).all();
      // one row per value of `uniqueBy` (one service setting per store): as many as there are values
      expect(rows.length, screen.name).toBeGreaterThanOrEqual(screen.uniqueBy ? 10 : 25);
      if (screen.uniqueBy) expect(new Set(rows.map((row) => row[screen.uniqueBy ?? ''])).size, screen.name).toBe(rows.length);
      expect(rows.length, screen.name).toBeLessThanOrEqual(60);
      if (screen.fields.some((field) => field.source === 'sortOrder')) expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, i) => i + 1));
      if (rows[0].regDt) expect(String(rows[0].regDt)).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it('keeps code groups and codes in one collection, linked by upCodeId', () => {
    const code = db.collection('code', 'codeId').all();
    expect(code.filter((row) => row.upCodeId === null).map((row) => row.codeId)).toEqual(codeGroups.map((group) => group.codeId));
    expect(codesOf('900').map((row) => row.codeName)).toEqual(codeGroups.find((group) => group.codeId === '900')?.codes.map((c) => c.codeName));
  });

  it('seeds members keyed by cusId with the join-path codes of spec §3', () => {
    const members = db.collection('member', 'cusId').all();
    expect(members.length).toBeGreaterThanOrEqual(25);
    expect(members.every((row) => ['M', 'K', 'S', 'P', 'B'].includes(String(row.joinPath)))).toBe(true);
    expect(String(members[0].cusHp)).toMatch(/^010-\d{4}-\d{4}$/);
  });

  it('seeds the QA accounts and about 20 more, without passwords in the admin rows', () => {
    const admins = db.collection('admin', 'adminId').all();
    expect(admins.slice(0, qaAdminIds.length).map((row) => row.adminId)).toEqual(qaAdminIds);
    expect(admins.length).toBe(qaAdminIds.length + 20);
    expect(admins.every((row) => !('adminPwd' in row))).toBe(true);
    expect(admins.every((row) => /^[A-Za-z0-9.]{8,30}$/.test(String(row.adminId)))).toBe(true);
  });

  it('reads like a Korean coffee chain', () => {
    const r = createRandom(1);
    expect(generators.personName(r)).toMatch(/^[가-힣]{3}$/);
    expect(generators.storeName(r)).toMatch(/점$/);
    expect(generators.phone(r)).toMatch(/^010-\d{4}-\d{4}$/);
    expect(Number(generators.amount(r)) % 100).toBe(0);
    expect(String(generators.couponCode(r))).toMatch(/^\d{15,16}$/);
    expect(String(generators.bizNo(r))).toMatch(/^\d{10}$/);
    expect(generators.boardHtml(r)).not.toMatch(/<script|on\w+=/i);
    expect([guessText('storeNm'), guessText('itemName'), guessText('title'), guessText('cusName')]).toEqual([
      'storeName',
      'itemName',
      'boardTitle',
      'personName',
    ]);
  });
});
