// @ts-check
/**
 * The routes the crawl visits, read from tests/fixtures/spec-routes.txt: the permissioned
 * route lines of spec §2 copied verbatim (`- /item 010101`, `- /itemCategory 010102 (…)`).
 * Read as text so the e2e suite imports nothing from the TypeScript sources.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './harness.mjs';

export const SPEC_ROUTES_FILE = join(REPO_ROOT, 'tests', 'fixtures', 'spec-routes.txt');

/** The limit screens of spec §2: each has a list route and a detail route taking {storeId}. */
export const LIMIT_SCREENS = ['orderLimit', 'optionLimit', 'soldoutProd', 'bestProd'];

/** Signed-in routes without a permission code (spec §2). */
export const UNCODED_ROUTES = ['/dashboard', '/profile', '/pwdChange'];

/**
 * @param {string} [file]
 * @returns {{ path: string, menuCode: string }[]}
 */
export function readSpecRoutes(file = SPEC_ROUTES_FILE) {
  const routes = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*-\s+(\/[A-Za-z0-9]+)\s+(\d{4,6})\b/.exec(line);
    if (match) routes.push({ path: match[1], menuCode: match[2] });
  }
  return routes;
}
