import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { server } from '@mocks/node';
import { CALLS_DIR } from './paths';

/**
 * Records the API calls that component tests make (screens rendered on the real providers, so
 * a call there is a call a screen sends), one file per test file in test-results/calls/.
 * tests/coverage/calls.check.ts reads them after the run.
 */
const componentTest = () => (expect.getState().testPath ?? '').includes('/tests/component/');

export function recordComponentCalls(): { save(): void } {
  const seen = new Set<string>();
  const listener = ({ request }: { request: Request }) => {
    if (componentTest()) seen.add(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    save() {
      server.events.removeListener('request:start', listener); // the next file (same worker) records its own
      if (seen.size === 0) return;
      mkdirSync(CALLS_DIR, { recursive: true });
      const name = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.json`;
      writeFileSync(join(CALLS_DIR, name), JSON.stringify([...seen]));
    },
  };
}
