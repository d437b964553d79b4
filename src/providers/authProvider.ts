import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { drafts } from '@/providers/drafts';
import { recentItems } from '@/providers/recentItems';
import { badReplyFailure, failureMessage } from '@/http/failures';
import { abortCallsInFlight, request, setUnauthorizedHandler } from '@/http/httpClient';
import { clearUnauthorizedState, handleUnauthorized, rememberExpiryNotice } from '@/http/unauthorized';
import { LoginError, loginErrorOf } from '@/providers/loginResult';
import type { AuthRecord, LoginResponse, MenuNode, ResultResponse } from '@/types/api';
import type { Row } from './dataProvider/records';
import type { Permissions } from '@resources/permissions';
import { needsPasswordChange, permissionsOf, session, type SessionState } from './session';

/**
 * The console's authProvider (DESIGN §3, spec §4): sign-in with the SMS step, the start-up
 * refresh (once per page load, then the in-memory session), logout, the 401 rule, identity,
 * permissions and `canAccess` (one pure rule in permissions.ts).
 */
/** The 401 rule as registered: the session is gone, then the http layer's notice and reload. */
export function sessionLost(body: unknown, env?: Parameters<typeof handleUnauthorized>[1]): void {
  session.clear();
  handleUnauthorized(body, env);
}

setUnauthorizedHandler((body) => sessionLost(body));

export interface LoginParams {
  adminId: string;
  adminPwd: string;
  /** Only while the verification step is active (spec §5): absent, the form carries no authNum. */
  authNum?: string;
}

/** How react-admin is told "not signed in": no notification, go to the login page. */
interface SignedOut {
  message: false;
  redirectTo: string;
}
const signedOut = (): SignedOut => ({ message: false, redirectTo: '/login' });
const isSignedOut = (error: unknown): error is SignedOut => !!error && typeof error === 'object' && 'message' in error && error.message === false;

function unwrap(reply: unknown): unknown {
  return reply && typeof reply === 'object' && 'data' in reply && !('adminId' in reply) ? reply.data : reply;
}

function isAuthRecord(value: unknown): value is AuthRecord {
  return !!value && typeof value === 'object' && 'adminId' in value && typeof value.adminId === 'string' && value.adminId !== '';
}

/**
 * GET auth/refresh: the record, or undefined when signed out (an empty body or a 401). Anything
 * else rejects: the server down, a 500, a timeout, a reply that is not an auth record. Exempt from
 * the reload of the 401 rule (it runs at start-up, a reload would change nothing), but a 401
 * `expired` still leaves the notice for the login page.
 */
async function fetchAuthRecord(): Promise<AuthRecord | undefined> {
  let reply: unknown;
  try {
    reply = await request<unknown>('auth/refresh', { skipUnauthorized: true });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
    rememberExpiryNotice(error.body);
    return undefined;
  }
  if (reply === undefined) return undefined;
  const record = unwrap(reply);
  if (!isAuthRecord(record)) throw badReplyFailure();
  return record;
}

interface MenuRead {
  menu: MenuNode[];
  menuError?: string;
}

const isMenuNode = (row: Row): row is Row & MenuNode => typeof row.menuCd === 'string';

/** GET menu/auth: `{ list }` or a bare array of nodes; a failure is kept to be shown with a retry. */
async function fetchMenu(): Promise<MenuRead> {
  try {
    const reply = await request<unknown>('menu/auth', { skipUnauthorized: true });
    // the reply readers come with the console's data layer, not with the sign-in page (loginJsRatio, issue 35)
    const { readRows } = await import('./dataProvider/records');
    return { menu: readRows(reply).filter(isMenuNode) };
  } catch (error) {
    return { menu: [], menuError: failureMessage(error) };
  }
}

/** The menu read started by the start-up check (resolved when there is none under way). */
let menuRead: Promise<void> = Promise.resolve();

/**
 * Reads the record and the menu from the server into the session; resolves the new state once
 * the record is in (at start-up the menu follows: `menuLoading`). A failed check keeps a
 * signed-in session as it is; otherwise it says why it could not tell.
 */
export async function reloadSession(): Promise<SessionState> {
  let record: AuthRecord | undefined;
  try {
    record = await fetchAuthRecord();
  } catch (error) {
    if (session.get().status !== 'signedIn') session.fail(failureMessage(error));
    return session.get();
  }
  if (!record) session.clear();
  else if (session.get().status === 'signedIn') {
    // read again (a profile saved): the menu on screen stays until the new one is in
    const { menu, menuError } = await fetchMenu();
    session.signIn(record, menu, menuError);
  } else {
    // Spec §4: the refresh first. At start-up the menu then follows beside the first screen: a
    // list or a detail opens on accessMenu (the record), its write buttons with the flags, rather
    // than the console waiting for one more round trip (listRenderRatio, issue 35).
    session.signInReadingMenu(record);
    menuRead = reloadMenu();
  }
  return session.get();
}

/** The sidebar's '다시 시도' after a failed menu/auth, and a menu saved in /menu (issue 14). */
export async function reloadMenu(): Promise<void> {
  if (session.get().status !== 'signedIn') return;
  const { menu, menuError } = await fetchMenu();
  session.setMenu(menu, menuError);
}

/** The login page's '다시 시도' after a failed start-up check. */
export function retrySessionCheck(): Promise<SessionState> {
  session.reset();
  return ensureSession();
}

let loading: Promise<SessionState> | null = null;

/** The start-up refresh, once per page load; afterwards the session answers. */
export function ensureSession(): Promise<SessionState> {
  if (session.get().status !== 'unknown') return Promise.resolve(session.get());
  loading ??= reloadSession().finally(() => {
    loading = null;
  });
  return loading;
}

/** The session's permissions; `withFlags` waits for the menu, whose nodes carry the write flags. */
async function currentPermissions(withFlags: boolean): Promise<Permissions | null> {
  await ensureSession();
  if (withFlags) await menuRead;
  return permissionsOf(session.get());
}

/**
 * Home after sign-in: the password-change screen when the server demands it, else /dashboard
 * (spec §4), or the form the admin was filling in when the session was lost (its draft is there).
 */
export function homeOf(auth: AuthRecord | null): string {
  if (needsPasswordChange(auth)) return '/pwdChange';
  return (auth && drafts.latestRoute(auth.adminId)) ?? '/dashboard';
}

export async function login({ adminId, adminPwd, authNum }: LoginParams): Promise<{ redirectTo: string }> {
  let reply: LoginResponse | undefined;
  try {
    reply = await request<LoginResponse | undefined>('auth/signin', {
      method: 'POST',
      form: { adminId: adminId.trim(), adminPwd: adminPwd.trim(), ...(authNum === undefined ? {} : { authNum: authNum.trim() }) },
      skipUnauthorized: true,
    });
  } catch {
    throw loginErrorOf(undefined);
  }
  if (reply?.result !== '0000') throw loginErrorOf(reply);
  let record: AuthRecord | undefined;
  try {
    record = await fetchAuthRecord();
  } catch (error) {
    throw new LoginError(failureMessage(error));
  }
  if (!record) throw loginErrorOf(undefined);
  const { menu, menuError } = await fetchMenu();
  session.signIn(record, menu, menuError);
  clearUnauthorizedState();
  // Another admin's kept input is not theirs to find in this tab.
  drafts.clear(record.adminId);
  return { redirectTo: homeOf(record) };
}

/** POST auth/sendSms; throws when the request fails, resolves undefined on an empty reply. */
export async function sendSms(adminId: string): Promise<ResultResponse | undefined> {
  return request<ResultResponse | undefined>('auth/sendSms', { method: 'POST', body: { adminId: adminId.trim() }, skipUnauthorized: true });
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** `logout({ discardDrafts: true })`: the admin chose to leave, so nothing they typed stays behind. */
export interface LogoutParams {
  discardDrafts?: boolean;
}

const discardsDrafts = (params: unknown): boolean => !!params && typeof params === 'object' && 'discardDrafts' in params && params.discardDrafts === true;

export const authProvider: AuthProvider = {
  login,
  /**
   * Spec §4: signout, the auth object cleared, then the root, which for a signed-out visitor is
   * /login. Drafts are kept (a lost session, an idle sign-out) unless the admin logged out.
   */
  async logout(params?: LogoutParams) {
    const wasSignedIn = session.get().status === 'signedIn';
    // Signed out already (react-admin logs out after a failed check): keep why the check failed.
    if (session.get().status !== 'signedOut') session.clear();
    abortCallsInFlight();
    const { clearCodeCache } = await import('./dataProvider/families/code');
    clearCodeCache();
    if (discardsDrafts(params)) drafts.clear();
    // 최근 본 항목 (issue 36 item 2): a shared computer keeps nothing of this tab's list
    recentItems.clearAtSignOut();
    if (wasSignedIn) await request('auth/signout', { skipUnauthorized: true }).catch(() => undefined);
    return '/login';
  },
  async checkAuth() {
    const { auth } = await ensureSession();
    if (!auth) throw signedOut();
  },
  async checkError(error: unknown) {
    // 401: the unauthorized handler already reset the session (and reloads once).
    if (statusOf(error) === 401) throw { redirectTo: '/login' };
    if (isSignedOut(error)) throw error;
    // 403 and the rest: stay signed in; the caller's error notification tells the user.
  },
  async getIdentity(): Promise<UserIdentity> {
    const { auth } = await ensureSession();
    if (!auth) throw signedOut();
    return { id: auth.adminId, fullName: auth.adminName };
  },
  /** Rejects when signed out: resolving there makes react-admin loop on /login (STACK.md #1). */
  async getPermissions(): Promise<Permissions> {
    const permissions = await currentPermissions(true);
    if (!permissions) throw signedOut();
    return permissions;
  },
  async canAccess({ action, resource }: { action: string; resource: string }) {
    // the rule reads the registry, which the sign-in page does without (loginJsRatio, issue 35)
    const { canAccess, menuActionOf } = await import('@resources/permissions');
    const permissions = await currentPermissions(menuActionOf(action) !== 'read');
    if (!permissions) return false;
    return canAccess(permissions, { action, resource });
  },
};

export { LoginError };
