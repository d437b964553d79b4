import type { ApiFamily } from '@/declarations/types';
import { screens } from '@resources/registry';

/**
 * The API families a fault can target (the QA workbench's choice), and the paths of each: a
 * bespoke family answers under `/api/{family}/…` (its name is its first path segment), a
 * generic family (content v1/v2, rest) under the `{type}` of every screen declared with it.
 * `auth` and `dashboard` are not families of the declarations but are worth a fault of their own.
 */
const GENERIC: readonly ApiFamily[] = ['contentV1', 'contentV2', 'rest'];
const EXTRA = ['auth', 'dashboard'] as const;

export type FaultFamily = ApiFamily | (typeof EXTRA)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let segments: Map<string, string[]> | undefined;

function segmentsByFamily(): Map<string, string[]> {
  if (segments) return segments;
  const map = new Map<string, Set<string>>();
  for (const screen of screens) {
    const family = screen.api.family;
    const segment = GENERIC.includes(family) ? (screen.api.type ?? screen.name) : family;
    map.set(family, (map.get(family) ?? new Set()).add(segment));
  }
  for (const extra of EXTRA) map.set(extra, new Set([extra]));
  segments = new Map([...map].map(([family, set]) => [family, [...set].sort()]));
  return segments;
}

/** Every family a fault can name, sorted. */
export function faultFamilies(): FaultFamily[] {
  return [...segmentsByFamily().keys()].sort() as FaultFamily[];
}

/** The first path segments (after /api) a family answers under; [] for an unknown name. */
export function familySegments(family: string): string[] {
  return segmentsByFamily().get(family) ?? [];
}

/** A pattern of the pathnames of `family`: `^/api/(member)(/|$)`. */
export function familyPattern(family: string): RegExp | undefined {
  const list = familySegments(family);
  return list.length ? new RegExp(`^/api/(${list.map(escape).join('|')})(/|$)`) : undefined;
}
