/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootChunks } from './scripts/vite/bootChunks.ts';
import { prebuiltSeed } from './scripts/vite/prebuiltSeed.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'];
const ISOLATED = 'tests/**/*.isolated.test.{ts,tsx}';

// What a build leaves out of react-admin's dependencies (issue 35 item 3: light deep links): code
// the console never runs (react-admin's CSV writer, its English messages, its welcome page) and a
// shim of what every browser has. Builds only: the tests read the English messages.
// './Ready.js' is imported by ra-core's util/index.js alone (checked when this was written).
const BUILD_ALIASES = [
  { find: 'jsonexport/dist/index.js', replacement: dir('./scripts/vite/noCsvExport.ts') },
  { find: 'ra-language-english', replacement: dir('./scripts/vite/noEnglishMessages.ts') },
  { find: 'object.entries', replacement: dir('./scripts/vite/objectEntries.cjs') },
  { find: /^\.\/Ready\.js$/, replacement: dir('./scripts/vite/noWelcomePage.ts') },
];

// Modes: `development` (npm start: mocks on unless VITE_USE_MOCKS=false),
// `demo` (static build with the MSW backend), `production` (no MSW, same-origin /api).
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.API_PROXY_TARGET;
  return {
    plugins: [react(), prebuiltSeed(), bootChunks()],
    resolve: {
      alias: [
        { find: '@', replacement: dir('./src') },
        { find: '@resources', replacement: dir('./resources') },
        { find: '@i18n', replacement: dir('./i18n') },
        { find: '@mocks', replacement: dir('./mocks') },
        ...(command === 'build' ? BUILD_ALIASES : []),
      ],
    },
    define: {
      __USE_MOCKS__: JSON.stringify(mode === 'demo' || (mode === 'development' && env.VITE_USE_MOCKS !== 'false' && !proxyTarget)),
    },
    server: proxyTarget ? { proxy: { '/api': { target: proxyTarget, changeOrigin: true } } } : undefined,
    build: {
      // The demo's mock carries its prebuilt seed (2.6 MB of JSON, scripts/vite/prebuiltSeed.ts).
      chunkSizeWarningLimit: mode === 'demo' ? 3500 : 1500,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/helpers/setup.ts'],
      globalSetup: ['./tests/helpers/globalSetup.ts'],
      // A test's deadline, not a wait (waits are for states): the workspace walks take 10-15 s on
      // CI's two loaded cores, and a 20 s deadline failed one of them now and then.
      testTimeout: 60000,
      // Vitest's default is one worker less than the cores: one worker on CI's two cores, which
      // left a core idle and doubled the run (437 s -> 232 s with two).
      maxWorkers: Math.max(2, availableParallelism()),
      // Test files share their worker's modules (no re-import of the console and the mock per file:
      // half the run). A file that mocks a module (vi.mock) is named *.isolated.test.* and runs alone.
      // `npm test` runs both, then (CALL_CHECK=1) the call-coverage check on what they sent.
      projects:
        process.env.CALL_CHECK === '1'
          ? [{ extends: true, test: { name: 'calls', include: ['tests/coverage/*.check.ts'] } }]
          : [
              { extends: true, test: { name: 'shared', isolate: false, include: TESTS, exclude: [ISOLATED] } },
              { extends: true, test: { name: 'isolated', include: [ISOLATED] } },
            ],
    },
  };
});
