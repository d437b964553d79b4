import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sources } from '../helpers/sources';

/**
 * UI text goes through the typed catalogue (useT/translate, docs/architecture.md): a Korean string
 * or JSX text written into a component or a module of src/ (.tsx and .ts: validators, formatters,
 * the dataProvider) is a second way, and a label the catalogue cannot find.
 */
const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** Files allowed a literal, each with why: grammar or data, not UI text. */
const ALLOWED: Record<string, string> = {
  'src/app/main.tsx': 'a console message for developers when the demo mock fails to start, before any screen exists',
  'src/validation/josa.ts': "the particle pairs ('을/를', '이/가'…) the particle is chosen from: grammar, not text",
  'src/layout/menuFilter.ts': "the table of the 19 initial consonants (ㄱㄲㄴ…) the menu filter's 초성 search maps syllables to: data",
  'src/app/i18nProvider.ts': 'a warning in the developer console naming a key the catalogue lacks (development builds only)',
  'src/layout/theme.ts': "the font family name '맑은 고딕' in the CSS font stack: a name the system knows the font by",
};

/** The particle pair of `josa(word, '을/를')`: grammar, not text. */
const isParticleChoice = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && ts.isIdentifier(node.parent.expression) && node.parent.expression.text === 'josa';

/** `file:line: text` for every Korean string literal, template part or JSX text of a file. */
export function koreanLiterals(path: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isText = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node);
    if (isText && HANGUL.test(node.text) && !isParticleChoice(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(ROOT, path)}:${line}: ${node.text.trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Korean text in src/', () => {
  const all = [...sources(join(ROOT, 'src'))];

  it('scans components and modules, and finds a literal in each kind (the check can fail)', () => {
    const scanned = all.map((path) => relative(ROOT, path));
    expect(scanned).toEqual(expect.arrayContaining(['src/app/main.tsx', 'src/validation/rules.ts', 'src/format/number.ts']));
    expect(koreanLiterals(join(ROOT, 'src', 'app', 'main.tsx')).length).toBeGreaterThan(0);
    expect(koreanLiterals(join(ROOT, 'src', 'layout', 'theme.ts')).length).toBeGreaterThan(0);
  });

  it('every allowed file still holds a literal (the list does not outlive its reason)', () => {
    const stale = Object.keys(ALLOWED).filter((path) => koreanLiterals(join(ROOT, path)).length === 0);
    expect(stale).toEqual([]);
  });

  it('no file of src/ writes Korean text itself: it reads the catalogue', () => {
    const found = all.filter((path) => !(relative(ROOT, path) in ALLOWED)).flatMap(koreanLiterals);
    expect(found).toEqual([]);
  });
});
