import { numberFieldOf } from '@/declarations/personal';
import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { findScreen, primaryKeyOf, screens } from '@resources/registry';
import type { MockRecord, Tables } from './database';
import { type FieldContext, generators, guessText, memberIdAt, type SampleName, sampleValue } from './generators';
import { BASE_SEED, createRandom, type Random, seedFrom } from './random';

/**
 * Seeds the collection of every registry screen from its declared fields: 25–60 rows,
 * `sortOrder` 1..n, `regDt` newest first. Screens sharing a collection share one table.
 * The code, menu and admin collections are assembled in seed.ts (codes, menu tree, accounts).
 */
export const ASSEMBLED = { code: 'codeId', menu: 'menuId', admin: 'adminId' } as const;

/** The collection of a screen (docs/api.md), with the fixed names of the assembled families. */
export function collectionNameOf(screen: ScreenDeclaration): string {
  const family = screen.api.family;
  return family in ASSEMBLED ? family : (screen.api.type ?? screen.name);
}

export function collectionKeyOf(screen: ScreenDeclaration): string {
  const family = screen.api.family;
  if (family === 'code' || family === 'menu' || family === 'admin') return ASSEMBLED[family];
  const name = collectionNameOf(screen);
  if (name === 'member') return 'cusId';
  // the server keeps cards and coupons by number; the console's key is the opaque key the replies carry (issue 34 item 6)
  const key = primaryKeyOf(screen);
  return numberFieldOf(key) ?? key;
}

export interface TableSpec {
  name: string;
  key: string;
  /** The union of the fields of the screens on this collection (first declaration wins). */
  fields: FieldDeclaration[];
}

export function tableSpecs(list: readonly ScreenDeclaration[] = screens): TableSpec[] {
  const specs = new Map<string, TableSpec>();
  for (const screen of list) {
    const name = collectionNameOf(screen);
    const spec = specs.get(name) ?? { name, key: collectionKeyOf(screen), fields: [] };
    for (const field of screen.fields) if (!spec.fields.some((known) => known.source === field.source)) spec.fields.push(field);
    specs.set(name, spec);
  }
  return [...specs.values()];
}

/** Member rows always carry the member basics (spec §3: join path M/K/S/P/B); declared fields win. */
function memberBasics(r: Random): MockRecord {
  return {
    cusName: generators.personName(r),
    nickname: generators.nickname(r),
    cusHp: generators.phone(r),
    joinPath: r.pick(['M', 'M', 'M', 'K', 'S', 'P', 'B']),
    gender: r.pick(['M', 'F']),
  };
}

const GENERATED_KEYS = new Set<SampleName>(['orderNo', 'cardNo', 'couponCode']);

/** The unique key of row `index`: 1..n, member ids, a generated number, or a coded id (IT0001). */
function keyValue(spec: TableSpec, index: number, r: Random, taken: Set<string>): string | number {
  if (spec.name === 'member' || /^(cus|member)Id$/i.test(spec.key)) return memberIdAt(index);
  const kind = spec.fields.find((field) => field.source === spec.key)?.kind;
  if (kind === undefined || kind === 'number') return index + 1;
  const sample = guessText(spec.key);
  if (GENERATED_KEYS.has(sample)) {
    let value = String(generators[sample](r));
    while (taken.has(value)) value = String(generators[sample](r));
    taken.add(value);
    return value;
  }
  const prefix =
    spec.key
      .replace(/(Id|Cd|Code|No|Seq)$/i, '')
      .slice(0, 2)
      .toUpperCase() || 'ID';
  return `${prefix}${String(index + 1).padStart(4, '0')}`;
}

export class ScreenSeeder {
  private readonly done = new Map<string, MockRecord[]>();
  private readonly busy = new Set<string>();

  constructor(
    private readonly specs: TableSpec[],
    private readonly codesOf: (group: string) => string[],
  ) {}

  /** Rows of `spec`, generated once. `count` overrides the seeded 25–60. */
  rows(spec: TableSpec, count?: number): MockRecord[] {
    const cached = this.done.get(spec.name);
    if (cached) return cached;
    this.busy.add(spec.name);
    const r = createRandom(seedFrom(BASE_SEED, spec.name));
    const total = count ?? r.int(25, 60);
    const rangeStarts = new Map(spec.fields.filter((field) => field.rangeEnd).map((field) => [field.rangeEnd ?? '', field.source]));
    const taken = new Set<string>();
    const rows = Array.from({ length: total }, (_, index) => {
      const row: MockRecord = { [spec.key]: keyValue(spec, index, r, taken) };
      const ctx: FieldContext = { r, index, count: total, row, codesOf: this.codesOf, idsOf: (resource) => this.idsOf(resource) };
      for (const field of spec.fields) {
        if (field.source === spec.key) continue;
        const value = sampleValue(field, { ...ctx, rangeStart: rangeStarts.get(field.source) });
        if (value !== undefined) row[field.source] = value;
      }
      return spec.name === 'member' ? { ...memberBasics(r), ...row } : row;
    });
    this.busy.delete(spec.name);
    this.done.set(spec.name, rows);
    return rows;
  }

  /** Ids of a referenced screen's rows (empty while that table is itself being generated). */
  private idsOf(resource: string): unknown[] {
    const screen = findScreen(resource);
    const spec = screen && this.specs.find((candidate) => candidate.name === collectionNameOf(screen));
    if (!spec || this.busy.has(spec.name) || spec.name in ASSEMBLED) return [];
    return this.rows(spec).map((row) => row[spec.key]);
  }

  /** Every generated table (the assembled families left out). */
  tables(): Tables {
    const tables: Tables = {};
    for (const spec of this.specs) if (!(spec.name in ASSEMBLED)) tables[spec.name] = { key: spec.key, rows: this.rows(spec) };
    return tables;
  }
}
