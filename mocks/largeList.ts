import { readStored, removeStored, writeStored } from './storage';

/**
 * A QA scenario's large list (issue 35): one list answered from a generated universe of `rows`
 * rows (300,000 by default) instead of the seed, to try an export of any size. The setting is
 * the tab's (sessionStorage; over HTTP the cookie's), like the fault rules; the rows are made
 * page by page from their index (mocks/handlers/families/largeOrders.ts), never stored.
 */
export interface LargeList {
  /** The list: 'order' (주문 내역) is the one offered. */
  resource: 'order';
  rows: number;
}

export const LARGE_LIST_ROWS = 300_000;
const KEY = 'mock-large-list';

export const getLargeList = (): LargeList | undefined => readStored<LargeList | undefined>('session', KEY, undefined);

export function setLargeList(list: LargeList | undefined): void {
  if (list) writeStored('session', KEY, list);
  else removeStored('session', KEY);
}

/** The large list a scenario's JSON names, when it is one. */
export function readLargeList(value: unknown): LargeList | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { resource, rows } = value as { resource?: unknown; rows?: unknown };
  if (resource !== 'order') return undefined;
  const count = rows === undefined ? LARGE_LIST_ROWS : Number(rows);
  return Number.isInteger(count) && count >= 0 ? { resource, rows: count } : undefined;
}
