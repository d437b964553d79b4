import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sources } from '../helpers/sources';

/**
 * One meaning per choice list name, one list per meaning (issue 33 item 4): `ynChoices` once
 * meant 사용/미사용 in src/format and 예/아니오 in resources/fields.ts, and '대표'/'일반' was
 * written out in three declarations.
 */

const files = ['src', 'resources', 'mocks', 'i18n'].flatMap((dir) => [...sources(join(ROOT, dir))]);
const texts = files.map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** `name -> files` for every matching capture of `pattern` in the sources. */
function occurrences(pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of texts) {
    for (const match of text.matchAll(pattern)) found.set(match[1], [...(found.get(match[1]) ?? []), file]);
  }
  return found;
}

const repeated = (found: Map<string, string[]>) => [...found].filter(([, where]) => where.length > 1);

describe('choice lists', () => {
  it('gives each list name one definition', () => {
    expect(repeated(occurrences(/\b(?:const|let|var)\s+(\w+Choices)\b/g))).toEqual([]);
  });

  it('writes each fixed list out once in the declarations', () => {
    const lists = occurrences(/(choices\(\{[^}]*\}\))/g);
    expect(repeated(lists).map(([list, where]) => `${list}: ${where.join(', ')}`)).toEqual([]);
  });
});
