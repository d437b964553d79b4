/**
 * Seeded pseudo-random numbers (mulberry32): the same seed gives the same sequence on every
 * machine, so the mock data is deterministic. Derive one stream per table with `seedFrom`
 * so adding a screen never shifts the data of the others.
 */
export const BASE_SEED = 20260101;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A string of `count` decimal digits (may start with 0). */
  digits(count: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)],
    chance: (p) => next() < p,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}

/** FNV-1a hash of the parts: a stable sub-seed, e.g. `seedFrom(BASE_SEED, 'notice')`. */
export function seedFrom(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
