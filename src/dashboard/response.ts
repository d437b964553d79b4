import { toNumber } from '@/format/number';
import type { DashboardResponse } from '@/types/records';

/**
 * The dashboard response of spec §3, read defensively: the server may leave out any block
 * (the original console crashed when the level lists were missing, spec §8), send numbers as
 * strings, or send `null`. Nothing here throws; a missing block reads as `undefined`.
 */
export type Figures = Readonly<Record<string, unknown>>;

/** The per-period blocks of the response: `${block}1` is the current period, `${block}2` the previous. */
export type PeriodBlock = 'data' | 'stampIssuedData' | 'stampUsedData' | 'paymentData' | 'serviceData';

/** The two periods of one block, current first; each `undefined` when missing. */
export type PeriodPair = readonly [Figures | undefined, Figures | undefined];

function isFigures(value: unknown): value is Figures {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A block of one period, or undefined when it is missing, not an object, or holds none of `keys`. */
export function figuresOf(value: unknown, keys: readonly string[]): Figures | undefined {
  if (!isFigures(value)) return undefined;
  return keys.some((key) => toNumber(value[key]) !== undefined) ? value : undefined;
}

export function periodPair(response: DashboardResponse | undefined, block: PeriodBlock, keys: readonly string[]): PeriodPair {
  return [figuresOf(response?.[`${block}1`], keys), figuresOf(response?.[`${block}2`], keys)];
}

/** One figure as a number; undefined when the block or the key is missing or not numeric. */
export function figure(figures: Figures | undefined, key: string): number | undefined {
  return figures ? toNumber(figures[key]) : undefined;
}

export interface LevelEntry {
  LEVEL_NAME?: unknown;
  CUS_TOTAL?: unknown;
}

/** The level lists of the chart (levelData1..3, oldest month first), each possibly missing. */
export function levelLists(response: DashboardResponse | undefined): readonly unknown[] {
  return [response?.levelData1, response?.levelData2, response?.levelData3];
}
