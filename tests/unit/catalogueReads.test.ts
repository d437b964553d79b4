import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sources } from '../helpers/sources';

/**
 * One i18n path (docs/architecture.md): src/ reaches the catalogue through useT()/translate() and
 * typed keys, never by reading the `appMessages` object of i18n/ko/app.ts. Type imports
 * (`AppMessages`) are fine: they carry no text.
 */
const CATALOGUE = join(ROOT, 'i18n', 'ko', 'app');

const isCatalogue = (path: string, specifier: string) =>
  specifier === '@i18n/ko/app' || (specifier.startsWith('.') && resolve(dirname(path), specifier) === CATALOGUE);

/** True when the module imports (or re-exports) the `appMessages` value from the catalogue, by name or as a namespace. */
export function readsCatalogue(path: string, text = readFileSync(path, 'utf8')): boolean {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return source.statements.some((statement) => {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly || !isCatalogue(path, statement.moduleSpecifier.text)) return false;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) return true;
      return !!bindings?.elements.some((element) => !element.isTypeOnly && (element.propertyName ?? element.name).text === 'appMessages');
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const exported = statement.exportClause;
      if (statement.isTypeOnly || !isCatalogue(path, statement.moduleSpecifier.text)) return false;
      return (
        !exported ||
        ts.isNamespaceExport(exported) ||
        exported.elements.some((element) => !element.isTypeOnly && (element.propertyName ?? element.name).text === 'appMessages')
      );
    }
    return false;
  });
}

const readers = () => [...sources(join(ROOT, 'src'))].filter((path) => readsCatalogue(path)).map((path) => relative(ROOT, path));

describe('the catalogue object in src/', () => {
  it('finds a read (the check can fail)', () => {
    const sample = join(ROOT, 'src', 'sample.tsx');
    expect(readsCatalogue(sample, "import { appMessages } from '@i18n/ko/app';")).toBe(true);
    expect(readsCatalogue(sample, "import { appMessages as text } from '../i18n/ko/app';")).toBe(true);
    expect(readsCatalogue(sample, "import * as app from '@i18n/ko/app';")).toBe(true);
    expect(readsCatalogue(sample, "export { appMessages } from '@i18n/ko/app';")).toBe(true);
    expect(readsCatalogue(sample, "import type { AppMessages } from '@i18n/ko/app';")).toBe(false);
    expect(readsCatalogue(sample, "import { useT } from '@i18n/translate';")).toBe(false);
  });

  it('no file reads it but the app root, which assembles the i18nProvider from it', () => {
    expect(readers()).toEqual(['src/app/i18nProvider.ts']);
  });
});
