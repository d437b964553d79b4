import { createServer } from 'vite';

/**
 * Loads the project's TypeScript modules (aliases, import.meta.glob, the `define`s of
 * vite.config.ts) in node through Vite's SSR loader, for the scripts of package.json that
 * run the contract generator, its check and the mock over HTTP.
 */
export async function tsModules() {
  const server = await createServer({
    configFile: 'vite.config.ts',
    mode: 'development',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    /** `load('/scripts/contract/generate.ts')` */
    load: (id) => server.ssrLoadModule(id),
    close: () => server.close(),
  };
}

/** `--port 8787 --base http://x` -> { port: '8787', base: 'http://x' } (flags without a value: 'true'). */
export function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) continue;
    if (match[2] !== undefined) out[match[1]] = match[2];
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out[match[1]] = argv[(i += 1)];
    else out[match[1]] = 'true';
  }
  return out;
}
