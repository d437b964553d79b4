/**
 * Time limits QA and the e2e suite shorten in the dev server and the demo build (never in a
 * production build): `?requestTimeoutMs=2000&idleMs=8000&idleWarnMs=4000` on any URL, kept in
 * sessionStorage for the tab. Tests call the setters of the modules that use them instead.
 */
export type Tunable = 'requestTimeoutMs' | 'idleMs' | 'idleWarnMs';

const TUNABLES: readonly Tunable[] = ['requestTimeoutMs', 'idleMs', 'idleWarnMs'];
const PREFIX = 'membership.tune.';

/** Demo and dev builds only: a production bundle never reads an override. */
export const tuningAllowed = __USE_MOCKS__ || import.meta.env.DEV;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The override of `name` (a positive whole number of ms), else `fallback`. */
export function tuned(name: Tunable, fallback: number): number {
  if (!tuningAllowed) return fallback;
  const value = Number(storage()?.getItem(PREFIX + name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Keeps the overrides a location search names (`?idleMs=8000`); `0` or `off` removes one. */
export function tuneFromSearch(search: string): void {
  const store = storage();
  if (!tuningAllowed || !store) return;
  const params = new URLSearchParams(search);
  for (const name of TUNABLES) {
    const value = params.get(name);
    if (value === null) continue;
    if (value === '0' || value === 'off') store.removeItem(PREFIX + name);
    else store.setItem(PREFIX + name, value);
  }
}
