import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { signInMessages } from '@i18n/ko/signIn';

/**
 * The sign-in page loads only the first part of the catalogue (i18n/ko/signIn.ts); the console
 * completes it when it loads (loginJsRatio, issue 35). What would show a raw key instead of Korean:
 * a module of the sign-in page asking for a key of another part, or any module taking a message
 * when it loads (before the console completed the catalogue).
 */
const SIGN_IN_PARTS = new Set(Object.keys(signInMessages));
const KEY_CALL = /\b(?:t|translate)\(\s*['`]([A-Za-z]+)[.'`]/g;

/** The modules /login runs: static imports from the sign-in app (a dynamic import loads later). */
async function signInModules(): Promise<string[]> {
  const { output } = await cruise(['src/app/SignInApp.tsx'], {
    includeOnly: '^(src|resources|i18n)/',
    exclude: { dynamic: true },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text');
  return output.modules.map((module) => module.source).filter((source) => /\.(ts|tsx)$/.test(source) && !source.startsWith('i18n/'));
}

const namespacesOf = (code: string): string[] => [...code.matchAll(KEY_CALL)].map((match) => match[1]);
const namespacesIn = (source: string): string[] => namespacesOf(readFileSync(source, 'utf8'));

/** `translate(…)`/`fill(…)` calls outside any function: run when the module loads. */
function callsWhenLoaded(source: string): string[] {
  const file = ts.createSourceFile(source, readFileSync(source, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean) => {
    const nested = inFunction || ts.isFunctionLike(node);
    if (!nested && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['translate', 'fill'].includes(node.expression.text))
      found.push(node.getText());
    ts.forEachChild(node, (child) => visit(child, nested));
  };
  visit(file, false);
  return found;
}

describe('the sign-in part of the catalogue', () => {
  it('holds every message the modules of /login ask for', { timeout: 60_000 }, async () => {
    const modules = await signInModules();
    expect(modules).toContain('src/auth/LoginPage.tsx');
    expect(modules).toContain('src/http/failures.ts');
    const outside = modules.flatMap((source) =>
      namespacesIn(source)
        .filter((part) => !SIGN_IN_PARTS.has(part))
        .map((part) => `${source}: ${part}`),
    );
    expect(outside).toEqual([]);
  });

  it('is never read by a module as it loads, but for its own parts', () => {
    const everywhere = ['src', 'mocks', 'resources'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => join(dir, file)),
    );
    expect(everywhere.length).toBeGreaterThan(500);
    for (const source of everywhere) {
      const early = callsWhenLoaded(source).filter((call) => !namespacesOf(call).every((part) => SIGN_IN_PARTS.has(part)));
      expect(early, source).toEqual([]);
    }
  });
});
