/**
 * Web storage for the mock's server-side state. In the browser: sessionStorage is the tab
 * (its "session cookie"), localStorage is the server shared by the tabs of one browser.
 * Outside a DOM (plain node), an in-memory stand-in keeps the same API.
 */
type StorageKind = 'local' | 'session';

const fallback: Record<StorageKind, Map<string, string>> = { local: new Map(), session: new Map() };

/**
 * The mock served over HTTP (mocks/http/) has no tab: its "tab storage" is the one of the
 * request's session cookie, given by this scope while a request is handled.
 */
type StorageMap = Map<string, string>;
let tabScope: (() => StorageMap | undefined) | undefined;

export function setTabScope(scope: (() => StorageMap | undefined) | undefined): void {
  tabScope = scope;
}

function scoped(kind: StorageKind): StorageMap | undefined {
  return kind === 'session' ? tabScope?.() : undefined;
}

function webStorage(kind: StorageKind): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored<T>(kind: StorageKind, key: string, empty: T): T {
  const scope = scoped(kind);
  const storage = scope ? undefined : webStorage(kind);
  const text = scope ? scope.get(key) : storage ? storage.getItem(key) : fallback[kind].get(key);
  if (!text) return empty;
  try {
    return JSON.parse(text) as T;
  } catch {
    return empty;
  }
}

export function writeStored(kind: StorageKind, key: string, value: unknown): void {
  const text = JSON.stringify(value);
  const scope = scoped(kind);
  if (scope) {
    scope.set(key, text);
    return;
  }
  const storage = webStorage(kind);
  if (!storage) {
    fallback[kind].set(key, text);
    return;
  }
  try {
    storage.setItem(key, text);
  } catch {
    /* quota exceeded: the state lives only until the next reload */
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  const scope = scoped(kind);
  const storage = scope ? undefined : webStorage(kind);
  if (scope) scope.delete(key);
  else if (storage) storage.removeItem(key);
  else fallback[kind].delete(key);
}
