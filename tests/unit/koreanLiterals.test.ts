import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * UI text goes through the typed catalogue (useT/translate, docs/architecture.md): a Korean string
 * or JSX text written into a component is a second way, and a label the catalogue cannot find.
 */
const ROOT = join(__dirname, '..', '..');
const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** Files allowed a literal, each with why. */
const ALLOWED: Record<string, string> = {
  'src/main.tsx': 'a console message for developers when the demo mock fails to start, before any screen exists',
};

function* components(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* components(path);
    else if (entry.name.endsWith('.tsx')) yield path;
  }
}

/** The particle pair of `josa(word, '을/를')`: grammar, not text. */
const isParticleChoice = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && ts.isIdentifier(node.parent.expression) && node.parent.expression.text === 'josa';

/** `file:line: text` for every Korean string literal, template part or JSX text of a file. */
export function koreanLiterals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
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

describe('Korean text in components', () => {
  it('finds a literal (the check can fail)', () => {
    const sample = join(ROOT, 'src', 'main.tsx');
    expect(koreanLiterals(sample).length).toBeGreaterThan(0);
  });

  it('no component writes Korean text itself: it reads the catalogue', () => {
    const found = [...components(join(ROOT, 'src'))].filter((path) => !(relative(ROOT, path) in ALLOWED)).flatMap(koreanLiterals);
    expect(found).toEqual([]);
  });
});
