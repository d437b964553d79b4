/**
 * Unsaved form input kept through a lost session (issue 11 item 7): a 401 reload, a session taken
 * elsewhere, an idle sign-out. One draft per admin and route in this tab's sessionStorage, never
 * a password (no field whose name says pwd/password, at any depth), never a file, and never the
 * personal inputs the form names (issue 34: personal data is not left in browser storage). A form writes
 * its draft while it has unsaved changes and removes it once saved, discarded or left; an
 * explicit logout removes every draft, a sign-in those of other admins.
 */
export interface Draft {
  adminId: string;
  route: string;
  values: Record<string, unknown>;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

const PREFIX = 'membership.draft:';
const SECRET = /pwd|passw|secret/i;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const keyOf = (adminId: string, route: string) => `${PREFIX}${adminId}:${route}`;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of form values without secrets, files or anything that is not plain data. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets).filter((item) => item !== undefined);
  if (isPlain(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET.test(key)) continue;
      const kept = withoutSecrets(item);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  return undefined;
}

function keysOf(store: Store): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function parse(text: string | null): Draft | undefined {
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Draft;
    return draft && typeof draft.adminId === 'string' && isPlain(draft.values) ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function createDraftStore(store: () => Store | undefined = browserStore, now: () => number = Date.now) {
  return {
    read(adminId: string, route: string): Draft | undefined {
      return parse(store()?.getItem(keyOf(adminId, route)) ?? null);
    },
    /** Keeps `values` but the keys `omit` names (the form's personal inputs) and any secret. */
    write(adminId: string, route: string, values: Record<string, unknown>, omit?: ReadonlySet<string>): void {
      const kept = omit ? Object.fromEntries(Object.entries(values).filter(([key]) => !omit.has(key))) : values;
      const draft: Draft = { adminId, route, values: withoutSecrets(kept) as Record<string, unknown>, savedAt: now() };
      try {
        store()?.setItem(keyOf(adminId, route), JSON.stringify(draft));
      } catch {
        /* quota exceeded: the draft is not kept */
      }
    },
    remove(adminId: string, route: string): void {
      store()?.removeItem(keyOf(adminId, route));
    },
    /** The route of the admin's most recent draft (where a sign-in after a lost session returns). */
    latestRoute(adminId: string): string | undefined {
      const target = store();
      if (!target) return undefined;
      const mine = keysOf(target)
        .map((key) => parse(target.getItem(key)))
        .filter((draft): draft is Draft => draft?.adminId === adminId);
      return mine.sort((a, b) => b.savedAt - a.savedAt)[0]?.route;
    },
    /** Every draft but those of `adminId` (all of them without one). */
    clear(exceptAdminId?: string): void {
      const target = store();
      if (!target) return;
      for (const key of keysOf(target)) if (!exceptAdminId || !key.startsWith(keyOf(exceptAdminId, ''))) target.removeItem(key);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

export const drafts: DraftStore = createDraftStore();
