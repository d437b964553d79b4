import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { codeGroups } from '@mocks/db/codeGroups';
import { isSampleName } from '@mocks/db/generators';
import { findScreen, primaryKeyOf, routePaths, screens } from '@resources/registry';
import { parseSpecRoutes, readIssueRoutes, SPEC_ROUTES_FILE } from '../fixtures/specRoutes.mjs';

const fixture = readFileSync(SPEC_ROUTES_FILE, 'utf8');
const specFile = resolve(SPEC_ROUTES_FILE, '../../../../shared/spec/000_a087b2c38349863d.txt');

/** The permissioned routes of spec §2 ('### Routes with a required menu permission code'): its group headings and route lines. */
function permissionedSection(spec: string): string[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => line.startsWith('### Routes with a required menu permission code'));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('#'));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  const first = section.findIndex((line) => line.endsWith(':'));
  const last = section.findLastIndex((line) => line.startsWith('- /'));
  return section.slice(first, last + 1);
}

/** The spec's routes, in spec order: the fixture is their one list. */
const specRoutes = parseSpecRoutes(fixture);
const detailRoutes = specRoutes.filter((route) => route.detailParam);
/** Routes issues added beyond the spec (tests/fixtures/issue-routes.txt). */
const issueRoutes = readIssueRoutes();
const isIssueRoute = (name: string) => issueRoutes.some((route) => route.name === name);
const hangul = /[\uac00-\ud7a3]/;
const allFields = screens.flatMap((screen) => screen.fields.map((field) => ({ screen, field })));
const contentFamilies = new Set(['contentV1', 'contentV2']);
const has = (screen: ScreenDeclaration, source: string) => screen.fields.some((field) => field.source === source);
const where = ({ screen, field }: { screen: ScreenDeclaration; field: FieldDeclaration }) => `${screen.name}.${field.source}`;

describe('spec route fixture', () => {
  it('names each route once; the Limits group gives its screens a detail route by store', () => {
    expect(specRoutes.length).toBeGreaterThan(0);
    expect(new Set(specRoutes.map((route) => route.name)).size).toBe(specRoutes.length);
    const limits = specRoutes.filter((route) => route.group.startsWith('Limits'));
    expect(limits.length).toBeGreaterThan(0);
    expect(detailRoutes).toEqual(limits.map((route) => ({ ...route, detailParam: 'storeId' })));
  });

  it('fails on a line that is neither a heading nor a route', () => {
    expect(() => parseSpecRoutes('Items:\n- /item 010101\n-/option 010103\n')).toThrow('unreadable line "-/option 010103"');
  });

  it.runIf(existsSync(specFile))('is a verbatim copy of the spec lines (the routes issues added are in issue-routes.txt)', () => {
    expect(fixture.trimEnd().split('\n')).toEqual(permissionedSection(readFileSync(specFile, 'utf8')));
  });
});

describe('registry routes', () => {
  it('declares exactly the spec routes with their first code, in spec order, and the routes issues added', () => {
    const [added, spec] = [screens.filter((screen) => isIssueRoute(screen.name)), screens.filter((screen) => !isIssueRoute(screen.name))];
    expect(spec.map((screen) => [screen.name, screen.menuCode])).toEqual(specRoutes.map((route) => [route.name, route.menuCode]));
    expect(added.map((screen) => [screen.name, screen.menuCode])).toEqual(issueRoutes.map((route) => [route.name, route.menuCode]));
  });

  it('generates a list route per spec route, plus the detail routes of its limit screens', () => {
    const expected = [
      ...[...specRoutes, ...issueRoutes].map((route) => `${route.path} ${route.menuCode}`),
      ...detailRoutes.map((route) => `${route.path}/{${route.detailParam}} ${route.menuCode}`),
    ];
    const actual = routePaths().map((route) => `${route.path} ${route.menuCode}`);
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it('opens the limit screens per store', () => {
    for (const route of detailRoutes) {
      expect(findScreen(route.name)).toMatchObject({ detailParam: route.detailParam, primaryKey: route.detailParam });
    }
    expect(screens.filter((screen) => screen.detailParam).map((screen) => screen.name)).toEqual(detailRoutes.map((route) => route.name));
  });

  it('gives the category screens their category codes', () => {
    const categories = specRoutes.filter((route) => route.categoryCode);
    expect(categories.length).toBeGreaterThan(0);
    for (const route of categories) expect(findScreen(route.name), route.name).toMatchObject({ categoryCode: route.categoryCode, api: { family: 'code' } });
    expect(screens.filter((screen) => screen.categoryCode).map((screen) => screen.name)).toEqual(categories.map((route) => route.name));
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
      expect(isSampleName(entry.field.sample), where(entry)).toBe(true);
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
