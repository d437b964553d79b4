import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ListResponse } from '@/types/api';
import type { FamilyMethods } from '@/providers/dataProvider/methods';
import type { Row, SearchRows } from '@/providers/dataProvider/records';
import type { App, Department, EDreamCoupon, EDreamSetting, Member, MemberMemo, MemberStatistic, PosItem, PrepayCard } from '@/types/records';
import { ROOT, sources } from '../helpers/sources';

/**
 * Issue 33, item 3: the typed dataProvider methods answer the record types of src/types/records.ts,
 * made of JSON in one place (the readers of src/providers/dataProvider/records.ts); a screen never
 * casts a reply to a record (`as unknown as`), and records.ts stays the bottom layer.
 */

const parse = (path: string, text = readFileSync(path, 'utf8')) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** `file:line` of every `x as unknown as T` (or `<T><unknown>x`) of a file: a value forced past the type check. */
export function doubleCasts(path: string, text?: string): string[] {
  const source = parse(path, text);
  const found: string[] = [];
  const isUnknown = (node: ts.TypeNode) => node.kind === ts.SyntaxKind.UnknownKeyword;
  const visit = (node: ts.Node) => {
    const inner = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) ? ts.skipPartiallyEmittedExpressions(node.expression) : undefined;
    const viaUnknown = inner && (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) && isUnknown(inner.type);
    const unwrapped = inner && ts.isParenthesizedExpression(inner) ? inner.expression : undefined;
    const viaParenthesised = unwrapped && (ts.isAsExpression(unwrapped) || ts.isTypeAssertionExpression(unwrapped)) && isUnknown(unwrapped.type);
    if (viaUnknown || viaParenthesised) found.push(`${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('record types end to end (issue 33, item 3)', () => {
  it('finds a double cast, so the scan below can fail', () => {
    const probe = ['const a = (await read()) as unknown as Member;', 'const b = (<Member>(<unknown>row));', 'const c = row as Member;'].join('\n');
    expect(doubleCasts(join(ROOT, 'src', 'probe.ts'), probe)).toEqual(['src/probe.ts:1', 'src/probe.ts:2']);
  });

  it('src/ casts no reply to a record: no `as unknown as` anywhere', () => {
    const found = [...sources(join(ROOT, 'src'))].flatMap((path) => doubleCasts(path));
    expect(found).toEqual([]);
  });

  it('src/types/records.ts is the bottom layer: it imports packages and ./api only', () => {
    const source = parse(join(ROOT, 'src', 'types', 'records.ts'));
    const imports = source.statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [],
    );
    const local = imports.filter((from) => from.startsWith('.') || from.startsWith('@/') || from.startsWith('@i18n') || from.startsWith('@resources'));
    expect(local.filter((from) => from !== './api')).toEqual([]);
  });

  it('the typed methods answer the records, not rows (checked by the type check)', () => {
    type Answer<K extends keyof FamilyMethods> = Awaited<ReturnType<FamilyMethods[K]>>;
    expectTypeOf<Answer<'memberStatistic'>>().toEqualTypeOf<MemberStatistic>();
    expectTypeOf<Answer<'itemPosItems'>>().toEqualTypeOf<ListResponse<PosItem>>();
    expectTypeOf<Answer<'departmentList'>>().toEqualTypeOf<ListResponse<Department>>();
    expectTypeOf<Answer<'appVersionApps'>>().toEqualTypeOf<ListResponse<App>>();
    expectTypeOf<Answer<'eDreamSetGet'>>().toEqualTypeOf<EDreamSetting>();
    expectTypeOf<Answer<'eDreamSetSearchCoupon'>>().toEqualTypeOf<SearchRows<EDreamCoupon>>();
    expectTypeOf<Answer<'prepayCardIdList'>>().toEqualTypeOf<ListResponse<PrepayCard>>();
    expectTypeOf<Awaited<ReturnType<FamilyMethods['memberTab']>>>().not.toEqualTypeOf<ListResponse<Row>>();
    expectTypeOf<ReturnType<typeof _memoTab>>().toEqualTypeOf<Promise<ListResponse<MemberMemo>>>();

    // The only typed methods answering bare rows: the declaration-driven ones (DeclaredRecord).
    type Bare<T> = (<G>() => G extends T ? 1 : 2) extends <G>() => G extends Row ? 1 : 2 ? true : false;
    type RowsOf<T> = T extends ListResponse<infer R> ? R : T extends (infer R)[] ? R : T;
    type RowMethods = { [K in keyof FamilyMethods]: Bare<RowsOf<Answer<K>>> extends true ? K : never }[keyof FamilyMethods];
    expectTypeOf<RowMethods>().toEqualTypeOf<'contentCreateSub' | 'contentSubCodes' | 'contentDetail' | 'restGetSub' | 'restStatistic'>();

    // A record is also a row the declared tables read by a field's source: type aliases, not interfaces.
    expectTypeOf<Member>().toExtend<Row>();
    expect(true).toBe(true);
  });
});

/** `memberTab` answers the row of the tab it is asked for. */
const _memoTab = (methods: FamilyMethods) => methods.memberTab('U1', 'memo');
