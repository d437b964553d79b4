import { useSyncExternalStore } from 'react';
import { isOn, type AuthRecord, type MenuNode } from '@/types/api';
import type { Permissions } from '@resources/permissions';

/**
 * The signed-in admin and the menu tree the server allows them: the one client-side copy of
 * the session, read by the authProvider, the permission rule, the layout and the auth screens.
 * In memory only: a page load starts `unknown` and the authProvider refreshes it from the server.
 */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  auth: AuthRecord | null;
  menu: MenuNode[];
  /** Why the menu could not be read (the sidebar says so and offers to try again). */
  menuError?: string;
  /** Signed in, the menu still on its way: at start-up it is read beside the first screen. */
  menuLoading?: boolean;
  /** Why the start-up check could not tell whether the admin is signed in (the login page says so). */
  checkError?: string;
}

type Listener = () => void;

const initial: SessionState = { status: 'unknown', auth: null, menu: [] };
let state: SessionState = initial;
const listeners = new Set<Listener>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(auth: AuthRecord, menu: MenuNode[], menuError?: string): void {
    set({ status: 'signedIn', auth, menu, ...(menuError ? { menuError } : {}) });
  },
  /** Signed in, the menu to follow (`setMenu`): screens that read open; the write flags wait. */
  signInReadingMenu(auth: AuthRecord): void {
    set({ status: 'signedIn', auth, menu: [], menuLoading: true });
  },
  /** The menu read, or read again (after a failure). */
  setMenu(menu: MenuNode[], menuError?: string): void {
    if (state.auth) set({ status: state.status, auth: state.auth, menu, ...(menuError ? { menuError } : {}) });
  },
  /** The start-up check failed (server down, 500, timeout, unreadable reply): not signed in, and why. */
  fail(checkError: string): void {
    set({ status: 'signedOut', auth: null, menu: [], checkError });
  },
  /** Replaces fields of the signed-in record (profile saved, password changed). */
  update(patch: Partial<AuthRecord>): void {
    if (state.auth) set({ ...state, auth: { ...state.auth, ...patch } });
  },
  /** Signed out (logout, 401, empty refresh). */
  clear(): void {
    set({ status: 'signedOut', auth: null, menu: [] });
  },
  /** Back to "not loaded yet": the next auth check refreshes from the server (tests, re-sync). */
  reset(): void {
    set(initial);
  },
};

/** The inputs of the permission rule, or null when signed out. */
export function permissionsOf(current: SessionState): Permissions | null {
  if (!current.auth) return null;
  return { accessMenu: current.auth.accessMenu ?? [], menu: current.menu };
}

/** pwdChangeYn or pwdTempYn: every route but /pwdChange leads to /pwdChange (spec §4). */
export function needsPasswordChange(auth: AuthRecord | null): boolean {
  return !!auth && (isOn(auth.pwdChangeYn) || isOn(auth.pwdTempYn));
}

/** Group 4 is a store-type admin: no dashboard, only the menu (spec §1, §6). */
export function isStoreAdmin(auth: AuthRecord | null): boolean {
  return !!auth && String(auth.grpId) === '4';
}

/** React view of the session. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
