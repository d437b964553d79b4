import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The modules every page load of the console runs before its screen, in two files (issue 35:
 * `listRenderRatio`). Rolldown gives a shared module a file of its own for each set of lazy
 * chunks sharing it, and the console has about 240 chunks: a signed-in page ran 133 files before
 * a list's rows, 88 of them under 5 kB, and each cost the page's main thread a
 * `<link rel=modulepreload>`, a fetch, a compile and a link. With the plan it runs 42, and the
 * rows came 30–40 ms sooner. The sign-in page and the console share most of their libraries, so:
 *
 * - `boot`: what the sign-in page and the console both load (React, MUI's and react-admin's
 *   core, the http client, the catalogue);
 * - `console`: what only a signed-in page loads (the frame, the data provider, the read ahead).
 *
 * Which modules those are depends on what tree-shaking keeps, so the plugin first builds the
 * bundle once without the plan (not written), follows the imports of the files those pages load,
 * and gives their modules to the two groups. A screen's own code stays in its lazy chunks.
 */

/**
 * The modules `src/app/main.tsx` loads on any page. The demo's mock backend is left out: the
 * demo's two files hold what production's hold, and the mock imports from them what it shares.
 */
const EVERY_PAGE = ['src/app/start.ts', 'node_modules/react-dom/client.js'];
/** What /login loads besides. */
const SIGN_IN_PAGE = ['src/app/SignInApp.tsx'];
/** What a signed-in page loads besides, before its screen (main.tsx, `preloadSignedIn`). */
const CONSOLE_PAGE = [
  'src/app/App.tsx',
  'src/app/signedIn.tsx',
  'src/providers/authProvider.ts',
  'src/layout/Layout.tsx',
  'src/providers/dataProvider/index.ts',
  'src/app/readAhead.ts',
];

/** Set while the plugin's own first build runs: that build must not plan again. */
const PLANNING = 'BOOT_CHUNKS_PLANNING';

export function bootChunks(): Plugin {
  let groups: ReturnType<typeof planGroups> = [];
  return {
    name: 'boot-chunks',
    apply: (_config, env) => env.command === 'build' && !process.env[PLANNING],
    async configResolved(config) {
      if (config.build.ssr || config.build.lib) return;
      process.env[PLANNING] = '1';
      try {
        const output = await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, manifest: false },
        });
        groups = planGroups(chunksOf(output));
      } finally {
        delete process.env[PLANNING];
      }
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...splitting, groups: [...groups, ...(splitting.groups ?? [])] } };
    },
  };
}

/** What the plan reads of the first build's chunks. */
export type PlannedChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;
type Chunk = Rolldown.OutputChunk;

function chunksOf(output: Awaited<ReturnType<typeof build>>): Chunk[] {
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((one) => ('output' in one ? one.output : [])).filter((file): file is Chunk => file.type === 'chunk');
}

/** The groups: a module goes where the first build's chunk holding it was loaded. */
export function planGroups(chunks: PlannedChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (path: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${path}`)));
  const files = (paths: string[]) =>
    paths.flatMap((path) => {
      const chunk = holding(path);
      if (chunk) return [chunk.fileName];
      throw new Error(`bootChunks: no chunk holds ${path} (renamed? update scripts/vite/bootChunks.ts)`);
    });
  const loaded = (roots: string[]) => {
    const seen = new Set<string>();
    const todo = [...roots];
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const entryFiles = loaded(entry);
  const signIn = loaded([...entry, ...files([...EVERY_PAGE, ...SIGN_IN_PAGE])]);
  const signedIn = loaded([...entry, ...files([...EVERY_PAGE, ...CONSOLE_PAGE])]);
  const group = new Map<string, string>();
  for (const file of signedIn) {
    if (entryFiles.has(file)) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) group.set(id, signIn.has(file) ? 'boot' : 'console');
  }
  // Each group is closed under its files' imports (a file's imports are loaded with it), so no
  // module needs to pull its dependencies in after it.
  return [{ debugName: 'boot chunks', name: (id: string) => group.get(id) ?? null, includeDependenciesRecursively: false }];
}
