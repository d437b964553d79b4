import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildSeed, seedVersion } from '@mocks/db/seed';
import { prebuiltSeed } from '../../../scripts/vite/prebuiltSeed';

const ID = 'virtual:prebuilt-seed';

/** The module the plugin gives for `virtual:prebuilt-seed` under this command and mode. */
async function moduleFor(command: 'build' | 'serve', mode: string): Promise<string> {
  const plugin = prebuiltSeed();
  const call = <A extends unknown[], R>(hook: unknown, ...args: A) => (hook as (...a: A) => R)(...args);
  call(plugin.configResolved, { command, mode } as ResolvedConfig);
  const resolved = call<[string], string>(plugin.resolveId, ID);
  return call<[string], Promise<string>>(plugin.load, resolved);
}

describe('the demo build’s prebuilt seed (scripts/vite/prebuiltSeed.ts)', () => {
  it('is the generated seed: every table survives JSON unchanged', () => {
    const seed = buildSeed();
    expect(JSON.parse(JSON.stringify(seed))).toStrictEqual(seed);
  });

  it('is built into the demo build only, with the seed’s version', async () => {
    expect(await moduleFor('serve', 'development')).toBe('export const prebuiltSeed = null;');
    expect(await moduleFor('build', 'production')).toBe('export const prebuiltSeed = null;');
    const code = await moduleFor('build', 'demo');
    const prebuilt = JSON.parse(code.replace(/^export const prebuiltSeed = /, '').replace(/;$/, '')) as { json: string; version: string };
    expect(prebuilt.version).toBe(seedVersion());
    expect(JSON.parse(prebuilt.json)).toStrictEqual(buildSeed());
  });
});
