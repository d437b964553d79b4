import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { GetListParams } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

/** Loading a lazy screen's module, apart from ChunkBoundary's message (which needs the catalogue). */

/** A lazy screen's script failed to load, or did not arrive in time (spec §8: 'Loading chunk failed'). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** How browsers and Vite report a dynamic import that failed (Chromium, Firefox, Safari, Vite preload). */
const CHUNK_FAILURE = /Loading chunk|dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));
}

/** The loads not finished yet. */
const underWay = new Set<Promise<unknown>>();

/**
 * The loads not finished yet: the component tests let them finish before a test file's page goes
 * away (a module still loading then fails for every later file of the worker, which shares it).
 */
export const loadsUnderWay = (): Promise<unknown>[] => [...underWay];

/**
 * Loads a lazy screen's module, failing with a ChunkLoadError when the import fails or has not
 * finished after `timeoutMs` (120 000 ms, spec §9). `chunk()` below is how screens use it.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  const loading = startLoad(load, timeoutMs);
  underWay.add(loading);
  const done = () => void underWay.delete(loading);
  loading.then(done, done);
  return loading;
}

function startLoad<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk failed: no answer after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(`Loading chunk failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error }));
      },
    );
  });
}

/** What a chunk's module gives (a component, a module), requested once and kept once it arrived. */
export interface Chunk<T> {
  /** The value: requested on the first call, again after a failure. */
  request(): Promise<T>;
  /** The value once it has arrived. */
  loaded(): T | undefined;
  /** Requests it now; a failure is left to the next request. */
  preload(): void;
}

/** A chunk loaded through loadChunk (its 120 s deadline and ChunkLoadError). */
export function chunk<T>(load: () => Promise<T>): Chunk<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const request = () =>
    (pending ??= loadChunk(load).then(
      (arrived) => (value = arrived),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { request, loaded: () => value, preload: () => void request().catch(() => undefined) };
}

/** Starts a screen's first reads for the record of its route (`/prepayCard/{id}/show`) in react-query's cache. */
export type ScreenPrefetch = (route: { id: string }, data: { queryClient: QueryClient; dataProvider: AppDataProvider }) => void;

/** A bespoke screen: its component in its own chunk, requested early with `preload()`, and optionally its first reads. */
export type LazyScreen = Chunk<ComponentType> & ScreenReads;

export interface ScreenReads {
  /** A record's first reads, started when its route opens. */
  prefetch?: ScreenPrefetch;
  /** A bespoke list's one read of its resource, sent ahead at a page load on it (src/app/readAhead.ts). */
  listRead?: GetListParams;
}

/**
 * A bespoke view (src/screens/bespokeViews.ts), loaded on its first render, or earlier by
 * `preload()` (signedIn.tsx requests the screen of the opened path at page load):
 * `lazyScreen(() => import('./member/MemberShow').then((module) => module.MemberShow))`.
 * resourceProps.tsx renders it as a preloadable view, and runs `prefetch` when its route opens.
 */
export function lazyScreen(load: () => Promise<ComponentType>, reads: ScreenReads = {}): LazyScreen {
  return { ...chunk(load), ...reads };
}
