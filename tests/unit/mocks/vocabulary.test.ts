import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as vocabulary from '@mocks/db/vocabulary';
import { sources } from '../../helpers/sources';

/** The mock seeder's words are written once, in mocks/db/vocabulary.ts, and imported (issue 33 item 4). */
const MOCKS = join(__dirname, '..', '..', '..', 'mocks');

/** A word list written in place: `pick(['봄', '여름', …])` or `const X = ['1,000원 할인 쿠폰', …]`. */
const wordList = /(?:pick\(|=\s*)\[\s*'[^']*[\uac00-\ud7a3][^']*'\s*,/g;

describe('sample vocabulary', () => {
  it('picks no word list written outside mocks/db/vocabulary.ts', () => {
    const found = [...sources(MOCKS)]
      .filter((path) => !path.endsWith(join('db', 'vocabulary.ts')))
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(wordList)].map((match) => `${relative(MOCKS, path)}: ${match[0]}`));
    expect(found).toEqual([]);
  });

  it('holds each list once', () => {
    const lists = Object.entries(vocabulary).map(([name, list]) => [name, JSON.stringify(list)] as const);
    const repeated = lists.filter(([name, text]) => lists.some(([other, otherText]) => other !== name && otherText === text));
    expect(repeated.map(([name]) => name)).toEqual([]);
  });
});
