import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The newcomer's guides name files; each name must still be a file or folder of the repository
 * (issue 33 item 5). A path from the repository's root (`resources/board.ts`,
 * `src/screens/shared/`) must exist as written; a name relative to the folder the sentence is in
 * (`kinds/index.ts`, `families/*.ts`, `text.tsx`) must end some path of the repository. Code
 * blocks (sketches of a new screen's files) and placeholders (`src/screens/<workspace>/`) are
 * not checked.
 */
const ROOT = join(__dirname, '..', '..');
const DOCS = ['docs/adding-a-screen.md', 'docs/architecture.md'];
const FILE = /\.(ts|tsx|mjs|js|md|yaml|json|txt|html)$/;

/** Folders that are not the project's own files (installed, built or written by runs). */
const NOT_SOURCE = /^(node_modules|dist.*|test-results|\..*)$/;

function* filesUnder(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!prefix && NOT_SOURCE.test(entry.name)) continue;
    const path = prefix + entry.name;
    if (entry.isDirectory()) yield* filesUnder(join(dir, entry.name), `${path}/`);
    else yield path;
  }
}

/** Every file of the repository, from its root. */
const files = [...filesUnder(ROOT)];
const topLevel = new Set(files.map((path) => path.split('/')[0]));

/** The inline code of a markdown text that names a path, fenced code blocks left out. */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/[.,:;]$/, ''))
    .filter((name) => !/[<>{}…()'"=@]/.test(name) && !/^(\/|\.)/.test(name))
    .filter((name) => FILE.test(name) || (name.includes('/') && /^[\w.*-]+(\/[\w.*-]+)*\/?$/.test(name)));
}

/** `name` as a pattern matching a path or a folder holding it (`*` one name of a folder). */
const pattern = (name: string) =>
  new RegExp(
    `^${name
      .replace(/\/$/, '')
      .replace(/[.+?^$|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}(/|$)`,
  );

/** Whether `name` is a file or folder of the repository: from its root, or else ending some path. */
function exists(name: string): boolean {
  const wanted = pattern(name);
  if (topLevel.has(name.split('/')[0])) return files.some((path) => wanted.test(path));
  return files.some((path) => path.split('/').some((_, index, parts) => wanted.test(parts.slice(index).join('/'))));
}

describe('the guides name files that exist', () => {
  it.each(DOCS)('%s', (doc) => {
    const named = namedPaths(readFileSync(join(ROOT, doc), 'utf8'));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !exists(name))).toEqual([]);
  });

  it('finds a missing name', () => {
    expect(namedPaths('See `resources/board.ts`, `resources/nothing.ts` and `kinds/index.ts`.').filter((name) => !exists(name))).toEqual([
      'resources/nothing.ts',
    ]);
  });
});
