import { translate } from '@i18n/translate';

/**
 * The 401 rule (spec §4, §8): reset the session; when the body says `expired: true` (a sign-in
 * elsewhere took the session) keep the notice for the login page; reload the page ONCE. A
 * sessionStorage guard stops a server that answers 401 to everything from reloading again; a
 * successful sign-in clears the guard. The sign-in call is exempt (`skipUnauthorized`).
 */
const RELOAD_GUARD_KEY = 'membership.unauthorized.reloaded';
const NOTICE_KEY = 'membership.unauthorized.notice';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * This page is about to be reloaded by the 401 rule: a login page shown in the meantime (react-admin
 * redirects on the same refused call) must leave the notice for the page after the reload.
 */
let reloading = false;

export interface UnauthorizedEnvironment {
  storage: Storage;
  reload: () => void;
}

// The reload waits one task: the session was just cleared, so an open form first drops its
// "unsaved changes" guard (its draft is kept) and the browser does not ask whether to leave.
const browser = (): UnauthorizedEnvironment => ({
  storage: window.sessionStorage,
  reload: () => setTimeout(() => window.location.reload(), 0),
});

export function isExpiredBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && 'expired' in body && body.expired === true;
}

/** Keeps the expiry notice for the login page when the 401 body says `expired: true`. */
export function rememberExpiryNotice(body: unknown, storage: Storage = window.sessionStorage): void {
  if (isExpiredBody(body)) storage.setItem(NOTICE_KEY, translate('session.expired'));
}

/** Registered with `setUnauthorizedHandler` by the authProvider, once it has cleared the session. */
export function handleUnauthorized(body: unknown, env: UnauthorizedEnvironment = browser()): void {
  rememberExpiryNotice(body, env.storage);
  if (env.storage.getItem(RELOAD_GUARD_KEY)) return;
  env.storage.setItem(RELOAD_GUARD_KEY, '1');
  reloading = true;
  env.reload();
}

/**
 * The 401 rule has reloaded a page of this tab and nobody has signed in since: its next 401 will
 * not reload. A read sent before the console exists must not meet that 401 (readAhead.ts).
 */
export function unauthorizedReloadDone(storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  return storage.getItem(RELOAD_GUARD_KEY) !== null;
}

/** After a successful sign-in: the next lost session may reload again, the old notice is moot. */
export function clearUnauthorizedState(storage: Storage = window.sessionStorage): void {
  storage.removeItem(RELOAD_GUARD_KEY);
  storage.removeItem(NOTICE_KEY);
}

/** Keeps a notice for the login page (shown once): the idle sign-out's, for one. */
export function leaveLoginNotice(text: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(NOTICE_KEY, text);
}

/**
 * Reads the stored login-page notice (the expiry or idle one) and removes it: shown once, by a
 * login page that stays. A page the 401 rule is reloading reads it and leaves it for the next.
 */
export function takeExpiryNotice(storage: Storage = window.sessionStorage): string | null {
  const notice = storage.getItem(NOTICE_KEY);
  if (!reloading) storage.removeItem(NOTICE_KEY);
  return notice;
}

/** Tests only: a fresh page (no reload pending). */
export function resetUnauthorizedPage(): void {
  reloading = false;
}
