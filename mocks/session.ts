import { HttpResponse } from 'msw';
import type { AdminAccount } from './accounts';
import { MAX_LOGIN_FAILURES } from './accounts';
import { adminTable } from './db';
import { readStored, removeStored, writeStored } from './storage';

/**
 * Sessions and sign-in state of the mock server. The tab's "session cookie" is a token in
 * sessionStorage; the server's side (adminId -> current token), the failed sign-in counters
 * and the SMS state are in localStorage, shared by the tabs of one browser. One session per
 * admin: a new sign-in replaces the token and the old tab's next call answers 401 expired.
 */
export const EXPIRED_MSG = '새로운 곳에서 로그인이 시도되었습니다.';
export const SIGNED_OUT_MSG = '로그인이 필요합니다.';

const TAB_KEY = 'mock-session';
const SERVER_KEY = 'mock-sessions';
const LOGIN_KEY = 'mock-login-state';

interface TabSession {
  adminId: string;
  token: string;
}

interface LoginState {
  /** Failed sign-ins per id (known or not). */
  failures: Record<string, number>;
  /** When the verification number was last sent (ms), per id. */
  smsSentAt: Record<string, number>;
}

export type SessionState = { status: 'none' } | { status: 'expired'; adminId: string } | { status: 'active'; admin: AdminAccount };

const servers = () => readStored<Record<string, string>>('local', SERVER_KEY, {});
const tab = () => readStored<TabSession | null>('session', TAB_KEY, null);

let counter = 0;
const newToken = () => `${Date.now().toString(36)}.${(counter += 1).toString(36)}.${Math.random().toString(36).slice(2, 10)}`;

export function sessionState(): SessionState {
  const mine = tab();
  if (!mine) return { status: 'none' };
  const current = servers()[mine.adminId];
  if (!current) return { status: 'none' };
  if (current !== mine.token) return { status: 'expired', adminId: mine.adminId };
  const admin = adminTable().get(mine.adminId);
  return admin ? { status: 'active', admin } : { status: 'none' };
}

/** Signs `adminId` in on this tab, replacing any session of that admin elsewhere. */
export function startSession(adminId: string): void {
  const token = newToken();
  writeStored('local', SERVER_KEY, { ...servers(), [adminId]: token });
  writeStored('session', TAB_KEY, { adminId, token } satisfies TabSession);
}

/** Signs this tab out; another tab's newer session of the same admin stays. */
export function endSession(): void {
  const mine = tab();
  removeStored('session', TAB_KEY);
  if (!mine) return;
  const all = servers();
  if (all[mine.adminId] === mine.token) {
    delete all[mine.adminId];
    writeStored('local', SERVER_KEY, all);
  }
}

/** This tab's session token (the access log derives the browser's address from it). */
export const sessionToken = (): string | undefined => tab()?.token;

export function currentAdmin(): AdminAccount | undefined {
  const state = sessionState();
  return state.status === 'active' ? state.admin : undefined;
}

export function unauthorized(expired: boolean): Response {
  return HttpResponse.json({ expired, msg: expired ? EXPIRED_MSG : SIGNED_OUT_MSG }, { status: 401 });
}

/**
 * The signed-in admin, or the response to answer: 401 (`expired: true` when a newer sign-in
 * took the session). What the admin may call is the gate's business (mocks/permissions.ts).
 */
export function requireSession(): AdminAccount | Response {
  const state = sessionState();
  return state.status === 'active' ? state.admin : unauthorized(state.status === 'expired');
}

const loginState = () => readStored<LoginState>('local', LOGIN_KEY, { failures: {}, smsSentAt: {} });
const saveLogin = (update: (state: LoginState) => void) => {
  const state = loginState();
  update(state);
  writeStored('local', LOGIN_KEY, state);
};

export function remainingAttempts(adminId: string): number {
  return Math.max(0, MAX_LOGIN_FAILURES - (loginState().failures[adminId] ?? 0));
}

/** Counts a failed sign-in; answers the attempts left (0 = locked). */
export function recordFailure(adminId: string): number {
  saveLogin((state) => {
    state.failures[adminId] = (state.failures[adminId] ?? 0) + 1;
  });
  return remainingAttempts(adminId);
}

export function clearFailures(adminId: string): void {
  saveLogin((state) => {
    delete state.failures[adminId];
  });
}

export function smsSentAt(adminId: string): number | undefined {
  return loginState().smsSentAt[adminId];
}

export function markSmsSent(adminId: string, at = Date.now()): void {
  saveLogin((state) => {
    state.smsSentAt[adminId] = at;
  });
}

export function clearSms(adminId: string): void {
  saveLogin((state) => {
    delete state.smsSentAt[adminId];
  });
}

/** Forgets every session (this tab's token too), lockout counter and SMS state. */
export function resetSessions(): void {
  removeStored('local', SERVER_KEY);
  removeStored('local', LOGIN_KEY);
  removeStored('session', TAB_KEY);
}
