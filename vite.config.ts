/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Modes: `development` (npm start: mocks on unless VITE_USE_MOCKS=false),
// `demo` (static build with the MSW backend), `production` (no MSW, same-origin /api).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.API_PROXY_TARGET;
  return {
    plugins: [react()],
    resolve: {
      alias: {
        '@': dir('./src'),
        '@resources': dir('./resources'),
        '@i18n': dir('./i18n'),
        '@mocks': dir('./mocks'),
      },
    },
    define: {
      __USE_MOCKS__: JSON.stringify(mode === 'demo' || (mode === 'development' && env.VITE_USE_MOCKS !== 'false' && !proxyTarget)),
    },
    server: proxyTarget ? { proxy: { '/api': { target: proxyTarget, changeOrigin: true } } } : undefined,
    build: {
      chunkSizeWarningLimit: 1500,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/helpers/setup.ts'],
      globalSetup: ['./tests/helpers/globalSetup.ts'],
      // `npm test` runs the unit and component tests, then (CALL_CHECK=1) the call-coverage check on what they sent
      include: process.env.CALL_CHECK === '1' ? ['tests/coverage/*.check.ts'] : ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
      testTimeout: 20000,
    },
  };
});
