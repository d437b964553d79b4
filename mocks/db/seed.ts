import type { MenuNode } from '@/types/api';
import { buildMenuTree } from '@resources/menuTree';
import { screens } from '@resources/registry';
import { type AdminAccount, QA_OWNER_STORES, seedAdmins } from '../accounts';
import { codeGroups } from './codeGroups';
import type { MockRecord, Tables } from './database';
import { SEED_TODAY, formatDateTime, sampleValue } from './generators';
import { BASE_SEED, createRandom, seedFrom } from './random';
import { seedAttachments } from './seedAttachments';
import { ASSEMBLED, collectionNameOf, ScreenSeeder, tableSpecs } from './seedScreens';
import { seedSettings } from './seedSettings';
import { seedSubRows } from './seedSubRows';
import { fitStores, prepareStores, STORE_TABLE } from './seedStores';
import { buildUniverse, UNIVERSE_VERSION } from './universe';
import { UNIVERSE } from './universe/model';

/**
 * Assembles every table of the mock database: the screens' collections, the common codes,
 * the menu (server truth of the sidebar, editable on /menu), the admin accounts and their
 * credentials. Deterministic: `buildSeed()` twice gives equal tables.
 */
export const CREDENTIAL_COLLECTION = 'adminCredential';
export const GENERATED_ADMINS = 20;

/** A menu node as stored: flat, with its parent code, level and order. */
export interface MenuRow extends MockRecord {
  menuId: number;
  menuCd: string;
  menuTitle: string;
  menuUrl: string | null;
  menuIcon: string | null;
  upMenuCd: string | null;
  depth: number;
  sortOrder: number;
  useYn: 'Y' | 'N';
  /** The menu's default flags: what an account whose grant does not list the menu gets (seeded 1). */
  authAddYn?: 0 | 1;
  authModYn?: 0 | 1;
  authDelYn?: 0 | 1;
}

export function menuRows(tree: readonly MenuNode[]): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (nodes: readonly MenuNode[], upMenuCd: string | null, depth: number) =>
    nodes.forEach((node, index) => {
      const { menuId, menuCd, menuTitle, menuUrl = null, menuIcon = null, children = [] } = node;
      rows.push({ menuId, menuCd, menuTitle, menuUrl, menuIcon, upMenuCd, depth, sortOrder: index + 1, useYn: 'Y' });
      walk(children, menuCd, depth + 1);
    });
  walk(tree, null, 1);
  return rows;
}

const codeRegDt = (index: number) => formatDateTime(Date.UTC(2026, 0, 2, 9) + index * 3_600_000);

/**
 * Code groups (upCodeId null) and their codes, with the extra declared fields of the code
 * screens: a category screen's fields on its category's codes, the /code screen's on all rows.
 */
function codeRows(): MockRecord[] {
  const r = createRandom(seedFrom(BASE_SEED, 'code'));
  const codeScreens = screens.filter((screen) => screen.api.family === 'code');
  const rows = codeGroups.flatMap((group, groupIndex) => [
    { codeId: group.codeId, codeName: group.codeName, upCodeId: null, useYn: 'Y', sortOrder: groupIndex + 1, regDt: codeRegDt(groupIndex) } as MockRecord,
    ...group.codes.map((code, index): MockRecord => ({
      codeId: code.codeId,
      codeName: code.codeName,
      upCodeId: group.codeId,
      useYn: 'Y',
      sortOrder: index + 1,
      regDt: codeRegDt(index),
    })),
  ]);
  rows.forEach((row, index) => {
    const fields = codeScreens.filter((screen) => !screen.categoryCode || screen.categoryCode === row.upCodeId).flatMap((screen) => screen.fields);
    for (const field of fields) {
      if (field.source in row) continue;
      const value = sampleValue(field, { r, index, count: rows.length, row, codesOf: () => [], idsOf: () => [] });
      if (value !== undefined) row[field.source] = value;
    }
  });
  return rows;
}

const codesOf = (groupId: string) => codeGroups.find((group) => group.codeId === groupId)?.codes.map((code) => code.codeId) ?? [];

/** The QA store owners and their stores (the store universe gives them rows everywhere). */
const storeOwners = (admins: readonly AdminAccount[]) =>
  admins.filter((admin) => admin.adminId in QA_OWNER_STORES).map((admin) => ({ adminName: admin.adminName, storeIds: QA_OWNER_STORES[admin.adminId] }));

/** Every record starts at revision 1 (docs/api.md, "Versions"); credentials are no API record. */
function firstRevision(tables: Tables): void {
  for (const [name, table] of Object.entries(tables)) if (name !== CREDENTIAL_COLLECTION) for (const row of table.rows) row.rev = 1;
}

export function buildSeed(): Tables {
  const specs = tableSpecs();
  const seeder = new ScreenSeeder(specs, codesOf);
  const tables = seeder.tables();
  prepareStores(tables, Object.values(QA_OWNER_STORES).flat());
  buildUniverse(tables);
  tables.attach = { key: 'fileId', rows: seedAttachments(tables) };
  seedSubRows(tables);

  tables.code = { key: ASSEMBLED.code, rows: codeRows() };

  const menu = menuRows(buildMenuTree());
  tables.menu = { key: ASSEMBLED.menu, rows: menu };

  const adminSpec = specs.find((spec) => spec.name === 'admin');
  const extras = adminSpec ? seeder.rows(adminSpec, GENERATED_ADMINS + 10) : [];
  const r = createRandom(seedFrom(BASE_SEED, 'admin'));
  const allCodes = menu.map((row) => row.menuCd);
  const ownerStores = new Set(Object.values(QA_OWNER_STORES).flat());
  const otherStores = (tables[STORE_TABLE]?.rows ?? []).map((row) => String(row.storeId)).filter((id) => !ownerStores.has(id));
  const { admins, credentials } = seedAdmins(r, allCodes, GENERATED_ADMINS, extras, otherStores);
  tables.admin = { key: ASSEMBLED.admin, rows: admins };
  tables[CREDENTIAL_COLLECTION] = { key: ASSEMBLED.admin, rows: credentials };

  seedSettings(tables, admins, allCodes);
  fitStores(tables, storeOwners(admins), new Set(Object.values(UNIVERSE).map((table) => table.name)));
  oneRecordPerValue(tables);
  firstRevision(tables);
  return tables;
}

/** A screen with `uniqueBy` (one service setting per store) keeps the first row of each value, as its server would. */
function oneRecordPerValue(tables: Tables): void {
  for (const screen of screens) {
    const table = tables[collectionNameOf(screen)];
    const field = screen.uniqueBy;
    if (!table || !field) continue;
    const seen = new Set<string>();
    table.rows = table.rows.filter((row) => !seen.has(String(row[field])) && Boolean(seen.add(String(row[field]))));
  }
}

/** Bumped when the seed's logic (not the declarations) changes what a seeded row holds. */
const SEED_LOGIC = 7;

/** Changes whenever the declarations, codes or menu change: a saved database of another shape is discarded. */
export function seedVersion(): string {
  const shape = tableSpecs().map((spec) => [spec.name, spec.key, spec.fields.map((field) => `${field.source}:${field.kind}`)]);
  return seedFrom(
    BASE_SEED,
    SEED_TODAY,
    SEED_LOGIC,
    UNIVERSE_VERSION,
    JSON.stringify([shape, codeGroups, buildMenuTree(), screens.map(collectionNameOf)]),
  ).toString(36);
}
