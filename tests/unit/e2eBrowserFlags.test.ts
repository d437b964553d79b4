import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Chromium reads only the last `--disable-features` of its command line, so the test browser's own
 * (tests/e2e/lib/browser.mjs) must repeat the list playwright-core passes, or the features
 * Playwright turns off for automation come back on. This reads both lists where they are written.
 */
const ROOT = join(__dirname, '..', '..');

/** The quoted names of the first array literal after `marker` in `source`. */
function namesAfter(source: string, marker: string): string[] {
  const start = source.indexOf(marker);
  expect(start, `${marker} not found`).toBeGreaterThanOrEqual(0);
  const body = source.slice(source.indexOf('[', start) + 1, source.indexOf(']', start));
  return [...body.matchAll(/["']([A-Za-z]+)["']/g)].map((match) => match[1]);
}

describe('the e2e browser flags', () => {
  it('keep every feature playwright-core disables', () => {
    const playwrightDir = dirname(createRequire(join(ROOT, 'package.json')).resolve('playwright-core/package.json'));
    const playwright = namesAfter(readFileSync(join(playwrightDir, 'lib', 'coreBundle.js'), 'utf8'), 'disabledFeatures = [');
    const ours = namesAfter(readFileSync(join(ROOT, 'tests', 'e2e', 'lib', 'browser.mjs'), 'utf8'), 'PLAYWRIGHT_DISABLED_FEATURES = [');
    expect(playwright.length).toBeGreaterThan(5);
    expect(ours).toEqual(playwright);
  });
});
