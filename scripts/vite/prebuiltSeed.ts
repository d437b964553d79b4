import type { Plugin } from 'vite';
import { tsModules } from '../lib/tsModules.mjs';

const ID = 'virtual:prebuilt-seed';
const RESOLVED = `\0${ID}`;

/**
 * The demo build's mock database, seeded once at build time: each page load of the demo parses
 * it (about 25 ms) instead of generating it (about 0.6 s of the page's main thread, on every
 * load and every e2e test). The seed is deterministic (mocks/db/seed.ts), so it is the same
 * wherever it is built. Everywhere else (dev server, tests, the mock over HTTP) the module says
 * `prebuiltSeed = null` and mocks/db generates the seed at run time.
 */
export function prebuiltSeed(): Plugin {
  let prebuild = false;
  return {
    name: 'prebuilt-seed',
    configResolved(config) {
      prebuild = config.command === 'build' && config.mode === 'demo';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!prebuild) return 'export const prebuiltSeed = null;';
      // The project's TypeScript, aliases and defines, run in node as the mock over HTTP runs them.
      const modules = await tsModules();
      try {
        const seed = (await modules.load('/mocks/db/seed.ts')) as typeof import('../../mocks/db/seed');
        const prebuilt = { json: JSON.stringify(seed.buildSeed()), version: seed.seedVersion() };
        return `export const prebuiltSeed = ${JSON.stringify(prebuilt)};`;
      } finally {
        await modules.close();
      }
    },
  };
}
