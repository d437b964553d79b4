import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsOf, catalogue } from './calls';
import { CALLS_DIR } from './paths';
import { pending } from './pending';

/**
 * Every call of spec §7 is sent by a screen: after the unit and component run (`npm test`), the
 * calls the component tests made are matched against the catalogue. A call no screen sends fails
 * here unless `pending.ts` names the open issue that will reach it; a pending call that a screen
 * now sends fails too, so the list only shrinks.
 */
function recordedCalls(): Map<string, number> {
  const hits = new Map<string, number>();
  if (!existsSync(CALLS_DIR)) return hits;
  for (const file of readdirSync(CALLS_DIR)) {
    const requests = JSON.parse(readFileSync(join(CALLS_DIR, file), 'utf8')) as string[];
    for (const request of requests) {
      const [method, path] = request.split(' ');
      for (const key of callsOf(method, path)) hits.set(key, (hits.get(key) ?? 0) + 1);
    }
  }
  return hits;
}

describe('call coverage (spec §7)', () => {
  const hits = recordedCalls();

  it('found the component tests’ record of calls', () => {
    expect(hits.size, `no calls recorded in ${CALLS_DIR}: run the component tests first (npm test)`).toBeGreaterThan(0);
  });

  it('every call is sent by a screen in a component test, or pending with its issue', () => {
    const unreached = catalogue.filter((call) => !hits.has(call.key) && !(call.key in pending)).map((call) => `${call.key} (${call.method} ${call.template})`);
    expect(unreached, 'calls no screen sends').toEqual([]);
  });

  it('no pending call is already reached (take it out of pending.ts)', () => {
    expect(Object.keys(pending).filter((key) => hits.has(key))).toEqual([]);
  });

  it('pending.ts names only calls of the catalogue', () => {
    const known = new Set(catalogue.map((call) => call.key));
    expect(Object.keys(pending).filter((key) => !known.has(key))).toEqual([]);
  });
});
