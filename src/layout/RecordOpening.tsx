import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import type { ViewKind } from '@/declarations/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { ScreenPrefetch } from './loadChunk';

/** Starts opening a record's view: its script, and a bespoke view's first reads (lazyScreen's `prefetch`). */
export type StartOpening = (resource: string, kind: ViewKind, id: Identifier) => void;

/** What the app root knows how to start for a view (src/app/resourceProps.tsx `preloadRecord`). */
export type PreloadRecord = (resource: string, kind: ViewKind, id: Identifier, data: Parameters<ScreenPrefetch>[1]) => void;

const RecordOpeningContext = createContext<StartOpening>(() => undefined);

/**
 * Lets a click that opens a record (a list row, a record link) start what the view needs at once,
 * instead of once the router has rendered the route (PrefetchOnOpen then finds it under way).
 * One provider in the frame, so a link in every cell reads a context and no more; the frame is
 * given the preloader by the app root, which alone knows the views.
 */
export function RecordOpeningProvider({ preload, children }: { preload?: PreloadRecord; children: ReactNode }) {
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const start = useCallback<StartOpening>(
    (resource, kind, id) => preload?.(resource, kind, id, { queryClient, dataProvider }),
    [preload, queryClient, dataProvider],
  );
  return <RecordOpeningContext.Provider value={start}>{children}</RecordOpeningContext.Provider>;
}

export const useStartOpening = (): StartOpening => useContext(RecordOpeningContext);
