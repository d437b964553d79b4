import { useSyncExternalStore } from 'react';

/**
 * 최근 본 항목 (issue 36 item 2): the last records the admin opened (a member, a card, an order,
 * any detail or edit), newest first, at most `MAX_RECENT`. One list per admin id, in this tab's
 * sessionStorage by default (gone when the tab closes, and cleared at sign-out); with '이 브라우저에서
 * 기억' on (a per-admin flag in localStorage, off by default) in localStorage, kept across sign-outs.
 * What is stored is never personal data in plain text: the route's resource and id (a prepaid card's
 * opaque `cardKey`; a screen whose key is personal is not recorded, see `recordable`) and a label
 * the caller has already masked (`maskPersonal`).
 */
export interface RecentItem {
  resource: string;
  id: string;
  /** The route it was opened on: `/x/{id}/show` or `/x/{id}`. */
  kind: 'show' | 'edit';
  /** What tells it apart, already masked ('김*준 · 100023'); '' when unknown. */
  label: string;
  /** When it was opened (ms since the epoch). */
  at: number;
}

export const MAX_RECENT = 10;
const PREFIX = 'membership.recent:';
const REMEMBER_PREFIX = 'membership.recent.remember:';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function storeOf(kind: 'session' | 'local'): Store | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

const isItem = (value: unknown): value is RecentItem =>
  typeof value === 'object' &&
  value !== null &&
  'resource' in value &&
  typeof value.resource === 'string' &&
  'id' in value &&
  typeof value.id === 'string' &&
  'kind' in value &&
  (value.kind === 'show' || value.kind === 'edit') &&
  'label' in value &&
  typeof value.label === 'string' &&
  'at' in value &&
  typeof value.at === 'number';

function read(store: Store | undefined, adminId: string): RecentItem[] {
  const text = store?.getItem(`${PREFIX}${adminId}`);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function write(store: Store | undefined, adminId: string, items: readonly RecentItem[]): void {
  try {
    if (items.length === 0) store?.removeItem(`${PREFIX}${adminId}`);
    else store?.setItem(`${PREFIX}${adminId}`, JSON.stringify(items));
  } catch {
    /* storage full or refused: the list is a convenience */
  }
}

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

export const remembers = (adminId: string): boolean => storeOf('local')?.getItem(`${REMEMBER_PREFIX}${adminId}`) === '1';

const activeStore = (adminId: string) => storeOf(remembers(adminId) ? 'local' : 'session');

export const recentItems = {
  list: (adminId: string): RecentItem[] => read(activeStore(adminId), adminId),
  /** The record just opened goes first (once: an earlier entry of the same record is replaced). */
  add(adminId: string, item: Omit<RecentItem, 'at'>, at = Date.now()): void {
    if (!adminId) return;
    const store = activeStore(adminId);
    const before = read(store, adminId);
    const same = (other: RecentItem) => other.resource === item.resource && other.id === item.id;
    const label = item.label || before.find(same)?.label || '';
    write(store, adminId, [{ ...item, label, at }, ...before.filter((other) => !same(other))].slice(0, MAX_RECENT));
    changed();
  },
  /** '이 브라우저에서 기억': moves the list to localStorage (on) or back to this tab (off). */
  setRemember(adminId: string, on: boolean): void {
    const items = recentItems.list(adminId);
    const local = storeOf('local');
    try {
      if (on) local?.setItem(`${REMEMBER_PREFIX}${adminId}`, '1');
      else local?.removeItem(`${REMEMBER_PREFIX}${adminId}`);
    } catch {
      /* refused: stays as it was */
    }
    write(storeOf(on ? 'session' : 'local'), adminId, []);
    write(activeStore(adminId), adminId, items);
    changed();
  },
  /** Sign-out: every list kept in this tab goes; the lists of admins who chose to be remembered stay. */
  clearAtSignOut(): void {
    const store = storeOf('session');
    if (!store) return;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The admin's recent items, re-read when one is added or the switch moves them. */
export function useRecentItems(adminId: string | undefined): { items: RecentItem[]; remember: boolean } {
  useSyncExternalStore(recentItems.subscribe, () => version);
  return adminId ? { items: recentItems.list(adminId), remember: remembers(adminId) } : { items: [], remember: false };
}
