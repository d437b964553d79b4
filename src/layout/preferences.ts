import { useSyncExternalStore } from 'react';

/**
 * What the frame remembers per browser (dark mode, minified sidebar, sidebar scroll position) in
 * localStorage under `console.frame.*`. Not react-admin's store: logout resets that one, and
 * these are the operator's preferences for this browser, not for the session.
 */
const PREFIX = 'console.frame.';

type Listener = () => void;

export interface Preference<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: Listener): () => void;
}

function readStored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined; // storage disabled, or a value written by hand
  }
}

function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the preference lasts until the page is left
  }
}

const forgetters: (() => void)[] = [];

/** Back to the stored values, as at a page load (tests that clear the storage between cases). */
export function forgetPreferences(): void {
  for (const forget of forgetters) forget();
}

/**
 * One preference: `persist` keeps it in localStorage, otherwise it lives in memory (the narrow
 * screen's drawer). The stored value is read lazily and checked with `isValid`.
 */
export function preference<T>(key: string, fallback: T, isValid: (value: unknown) => value is T, persist = true): Preference<T> {
  let loaded = !persist;
  let current = fallback;
  const listeners = new Set<Listener>();
  forgetters.push(() => {
    loaded = !persist;
    current = fallback;
  });
  return {
    get() {
      if (!loaded) {
        loaded = true;
        const stored = readStored(key);
        if (isValid(stored)) current = stored;
      }
      return current;
    },
    set(value) {
      loaded = true;
      current = value;
      if (persist) writeStored(key, value);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A preference as React state: `[value, setValue]`. */
export function usePreference<T>(pref: Preference<T>): [T, (value: T) => void] {
  return [useSyncExternalStore(pref.subscribe, pref.get, pref.get), pref.set];
}

export type ColorMode = 'light' | 'dark';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
const isToggles = (value: unknown): value is Readonly<Record<string, boolean>> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBoolean);

/** Dark mode is off by default (spec §1). */
export const colorModePreference = preference<ColorMode>('colorMode', 'light', isColorMode);
/** The sidebar shows icons only. */
export const minifiedPreference = preference<boolean>('sidebarMinified', false, isBoolean);
/** Groups the operator opened or closed by hand (menuCd → open), so a reload finds the same menu and scroll. */
export const sidebarGroupsPreference = preference<Readonly<Record<string, boolean>>>('sidebarGroups', {}, isToggles);
/** The sidebar menu's scroll position, in px (read and written by the sidebar, not rendered). */
export const sidebarScrollPreference = preference<number>('sidebarScrollTop', 0, isNumber);
/** The narrow screen's drawer is open: in memory, closed at every page load. */
export const drawerPreference = preference<boolean>('drawerOpen', false, isBoolean, false);
/** The search blocks folded by the operator (screen name → folded), so a list opens as it was left (issue 32 item 5). */
export const searchFoldedPreference = preference<Readonly<Record<string, boolean>>>('searchFolded', {}, isToggles);
