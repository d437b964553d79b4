import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { codeGroups } from '@mocks/db/codeGroups';
import { findScreen, primaryKeyOf, routePaths, screens } from '@resources/registry';

// A string, not a URL object: the jsdom environment replaces the global URL.
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const fixture = readFileSync(resolve(repoRoot, 'tests/fixtures/spec-routes.txt'), 'utf8');
const specFile = resolve(repoRoot, '../shared/spec/000_a087b2c38349863d.txt');

const routeLine = /^- \/([A-Za-z0-9]+) (\d+)/;

/** The permissioned route lines of spec §2 ('### Routes with a required menu permission code'). */
function permissionedLines(spec: string): string[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => line.startsWith('### Routes with a required menu permission code'));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('### '));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => routeLine.test(line));
}

const specRoutes = fixture
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const match = routeLine.exec(line);
    if (!match) throw new Error(`spec-routes.txt: unreadable line "${line}"`);
    return { name: match[1], menuCode: match[2] };
  });

const limitScreens = ['orderLimit', 'optionLimit', 'soldoutProd', 'bestProd'];
const hangul = /[\uac00-\ud7a3]/;
const allFields = screens.flatMap((screen) => screen.fields.map((field) => ({ screen, field })));
/** The generator names of the mock seeder a `sample` may use. */
const sampleVocabulary = new Set([
  'personName',
  'storeName',
  'itemName',
  'optionName',
  'categoryName',
  'couponName',
  'eventName',
  'promotionName',
  'bannerTitle',
  'boardTitle',
  'boardHtml',
  'faqQuestion',
  'faqCategory',
  'adminId',
  'memberId',
  'cardNo',
  'address',
  'phone',
  'email',
  'keyword',
  'amount',
  'count',
  'percent',
  'bizNo',
  'couponCode',
  'url',
  'imageUrl',
  'appVersion',
  'message',
  'orderNo',
  'nickname',
]);
const contentFamilies = new Set(['contentV1', 'contentV2']);
const has = (screen: ScreenDeclaration, source: string) => screen.fields.some((field) => field.source === source);
const where = ({ screen, field }: { screen: ScreenDeclaration; field: FieldDeclaration }) => `${screen.name}.${field.source}`;

describe('spec route fixture', () => {
  it('holds the 122 permissioned routes of spec §2', () => {
    expect(specRoutes).toHaveLength(122);
    expect(new Set(specRoutes.map((route) => route.name)).size).toBe(122);
  });

  it.runIf(existsSync(specFile))('is a verbatim copy of the spec lines', () => {
    const lines = permissionedLines(readFileSync(specFile, 'utf8'));
    expect(fixture.trimEnd().split('\n')).toEqual(lines);
  });
});

describe('registry routes', () => {
  it('declares exactly the spec routes with their first code, in spec order', () => {
    expect(screens.map((screen) => [screen.name, screen.menuCode])).toEqual(specRoutes.map((route) => [route.name, route.menuCode]));
  });

  it('generates the 122 list routes plus the 4 limit detail routes', () => {
    const expected = [
      ...specRoutes.map((route) => `/${route.name} ${route.menuCode}`),
      ...specRoutes.filter((route) => limitScreens.includes(route.name)).map((route) => `/${route.name}/{storeId} ${route.menuCode}`),
    ];
    const actual = routePaths().map((route) => `${route.path} ${route.menuCode}`);
    expect(actual).toHaveLength(126);
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it('opens the limit screens per store', () => {
    for (const name of limitScreens) {
      expect(findScreen(name)).toMatchObject({ detailParam: 'storeId', primaryKey: 'storeId' });
    }
    expect(
      screens
        .filter((screen) => screen.detailParam)
        .map((screen) => screen.name)
        .sort(),
    ).toEqual([...limitScreens].sort());
  });

  it('gives the category screens their category codes', () => {
    expect(findScreen('itemCategory')).toMatchObject({ categoryCode: '904', api: { family: 'code' } });
    expect(findScreen('faqCategory')).toMatchObject({ categoryCode: '900', api: { family: 'code' } });
  });

  it('keeps the menu codes under their area code', () => {
    const areaCodes: Record<string, string> = {
      items: '01',
      display: '02',
      orders: '03',
      marketing: '04',
      stores: '05',
      settlement: '06',
      members: '07',
      settings: '08',
      push: '09',
      statistics: '10',
      board: '11',
    };
    for (const screen of screens) expect(screen.menuCode.startsWith(areaCodes[screen.area]), screen.name).toBe(true);
  });
});

describe('screen declarations', () => {
  it.each(screens.map((screen) => [screen.name, screen] as const))('%s is labelled in Korean, with columns', (_name, screen) => {
    expect(screen.label).toMatch(hangul);
    expect(screen.fields.some((field) => field.column)).toBe(true);
    expect(screen.fields.length).toBeGreaterThanOrEqual(5);
    expect(screen.fields.length).toBeLessThanOrEqual(12);
    expect(new Set(screen.fields.map((field) => field.source)).size).toBe(screen.fields.length);
  });

  it('has unique names', () => {
    expect(new Set(screens.map((screen) => screen.name)).size).toBe(screens.length);
  });

  it('labels every field and choice in Korean', () => {
    for (const entry of allFields) {
      expect(entry.field.label, where(entry)).toMatch(hangul);
      for (const choice of entry.field.choices ?? []) expect(choice.name, where(entry)).toMatch(hangul);
    }
    for (const screen of screens) for (const choice of screen.statusChoices ?? []) expect(choice.name, screen.name).toMatch(hangul);
  });

  it('feeds every code field from a defined code group', () => {
    const known = new Set(codeGroups.map((group) => group.codeId));
    const codeFields = allFields.filter(({ field }) => field.kind === 'code');
    expect(codeFields.length).toBeGreaterThan(0);
    for (const entry of codeFields) expect(known.has(entry.field.codeGroup ?? ''), where(entry)).toBe(true);
    for (const screen of screens.filter((entry) => entry.categoryCode)) {
      expect(known.has(screen.categoryCode ?? ''), screen.name).toBe(true);
    }
  });

  it('points every reference at a registered screen and one of its fields', () => {
    for (const entry of allFields.filter(({ field }) => field.kind === 'reference')) {
      const target = findScreen(entry.field.reference ?? '');
      expect(target, where(entry)).toBeDefined();
      if (target && entry.field.referenceLabel) expect(has(target, entry.field.referenceLabel), where(entry)).toBe(true);
    }
  });

  it('gives every select its choices', () => {
    for (const entry of allFields.filter(({ field }) => field.kind === 'select')) {
      expect(entry.field.choices?.length ?? 0, where(entry)).toBeGreaterThan(1);
    }
  });

  it('ends every date range on a declared field', () => {
    for (const entry of allFields.filter(({ field }) => field.rangeEnd)) {
      expect(entry.field.filter, where(entry)).toBe('range');
      expect(has(entry.screen, entry.field.rangeEnd ?? ''), where(entry)).toBe(true);
    }
  });

  it('names only generators of the mock seeder as samples', () => {
    for (const entry of allFields.filter(({ field }) => field.sample)) {
      expect(sampleVocabulary.has(entry.field.sample ?? ''), where(entry)).toBe(true);
    }
  });

  it('keeps actions, keys and sorts consistent with the fields', () => {
    for (const screen of screens) {
      if (screen.primaryKey) expect(has(screen, screen.primaryKey), screen.name).toBe(true);
      if (screen.sort) expect(has(screen, screen.sort.field) || screen.sort.field === primaryKeyOf(screen), screen.name).toBe(true);
      expect(Boolean(screen.statusChoices?.length), `${screen.name} status`).toBe(screen.actions.includes('status'));
      if (screen.actions.includes('status')) expect(has(screen, 'status'), screen.name).toBe(true);
      if (screen.actions.includes('order')) expect(has(screen, 'sortOrder') || screen.api.family === 'code', screen.name).toBe(true);
      if (screen.actions.includes('eventIdCheck')) {
        expect(has(screen, 'eventId'), screen.name).toBe(true);
        expect(contentFamilies.has(screen.api.family), screen.name).toBe(true);
      }
      expect(new Set(screen.actions).size, screen.name).toBe(screen.actions.length);
    }
  });

  it('uses the bespoke families of spec §7', () => {
    const families: Record<string, string> = {
      member: 'member',
      prepayCard: 'prepayCard',
      user: 'admin',
      group: 'group',
      appVersion: 'appVersion',
      badIssueStamp: 'badIssueStamp',
      badIssueStampSetting: 'badIssueStamp',
      code: 'code',
      menu: 'menu',
      offlineGiftCard: 'offlineGiftCard',
      eDream: 'eDreamSet',
      eDreamSearch: 'eDreamSet',
      eventStandard: 'eventStandard',
      couponType: 'rest',
      promotion: 'rest',
      paymentRandomNumber: 'rest',
      storeManage: 'rest',
      item: 'rest',
      subscribe: 'rest',
    };
    for (const [name, family] of Object.entries(families)) expect(findScreen(name)?.api.family, name).toBe(family);
    expect(findScreen('member')?.primaryKey).toBe('cusId');
    expect(findScreen('user')).toMatchObject({ primaryKey: 'adminId', api: { family: 'admin', type: 'admin' } });
    const user = findScreen('user');
    expect(user?.fields.find((field) => field.source === 'adminId')?.validate).toEqual(['adminId']);
    expect(user?.fields.find((field) => field.source === 'adminHp')?.validate).toEqual(['mobile']);
    expect(user?.fields.find((field) => field.source === 'adminEmail')?.validate).toEqual(['email']);
  });
});
