import { type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { failureKind, isHttpError } from '@/http/failures';

/** The screens whose data stays cached once left: the most recently used ones. */
export const CACHED_SCREENS = 10;

/** The screen an address shows: its first path segment (`/item/12` is the `item` screen). */
export const screenOfPath = (pathname: string): string => pathname.split('/')[1] ?? '';

/** Cached for the whole session whatever the screen: the session's auth answers and the code lists. */
function isSessionQuery(key: QueryKey): boolean {
  const [first, second] = key;
  return first === 'codes' || (first === 'auth' && second !== 'canAccess');
}

/**
 * Keeps the queries of the last `limit` screens used: going back to a recent list shows its rows
 * at once while they are fetched again, and an operator who walks through 120 screens does not
 * keep 120 screens of rows in memory. A query belongs to the screen that last created or used
 * it, not to the resource in its key: a resource that other screens show (the coupon types a
 * coupon list links to) would otherwise stay "recent" for ever, and the access checks of every
 * row linking to it (two per row) with it: 2,400 of them after a walk through every screen.
 */
function keepRecentScreens(client: QueryClient, limit: number, currentScreen: () => string): void {
  const recent: string[] = [];
  const owner = new WeakMap<Query, string>();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'observerAdded') return;
    if (isSessionQuery(event.query.queryKey)) return;
    const screen = currentScreen();
    owner.set(event.query, screen);
    if (recent.at(-1) === screen) return;
    const index = recent.indexOf(screen);
    if (index >= 0) recent.splice(index, 1);
    recent.push(screen);
    for (const left of recent.splice(0, Math.max(0, recent.length - limit))) {
      client.removeQueries({ type: 'inactive', predicate: (query) => owner.get(query) === left });
    }
  });
}

/** react-query's own rule, kept for what is not a call's failure. */
const DEFAULT_RETRIES = 3;

/**
 * A failed call is read again once only when the server may have been away for a moment (no
 * answer, a 5xx); never after a timeout (the operator has waited long enough), a refusal or a
 * reply it could not read: the screen shows the failure and its '다시 시도' at once. Anything
 * else keeps react-query's default: react-admin's auth queries reject with a "signed out" object
 * and, failing at once, made react-admin bounce between /login and the guard (STACK.md #1).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false; // a sign-out ended it
  if (!isHttpError(error)) return failureCount < DEFAULT_RETRIES;
  const kind = failureKind(error);
  return failureCount < 1 && (kind === 'network' || kind === 'server');
}

/**
 * react-admin's query client with three changes. Reads retry by the rule above. The auth queries
 * (checkAuth, getPermissions, canAccess) never go stale: our authProvider answers them from the
 * in-memory session after the start-up refresh, so refetching them whenever a component mounts
 * only re-rendered the whole layout. Sign-out clears the cache (react-admin's useLogout), sign-in refreshes the permissions
 * (useLogin), and a 401 reloads the page. And only the recent screens' data is kept.
 */
export function createQueryClient(currentScreen = () => screenOfPath(window.location.pathname)): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
  client.setQueryDefaults(['auth'], { staleTime: Infinity });
  keepRecentScreens(client, CACHED_SCREENS, currentScreen);
  return client;
}
