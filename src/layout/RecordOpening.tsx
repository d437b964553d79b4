import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { ViewKind } from '@/screens/generic/declaration';
import { preloadView } from '@/screens/resourceProps';
import { findScreen } from '@resources/registry';

/** Starts opening a record's view: its script, and a bespoke view's first reads (lazyScreen's `prefetch`). */
export type StartOpening = (resource: string, kind: ViewKind, id: Identifier) => void;

const RecordOpeningContext = createContext<StartOpening>(() => undefined);

/**
 * Lets a click that opens a record (a list row, a record link) start what the view needs at once,
 * instead of once the router has rendered the route (PrefetchOnOpen then finds it under way).
 * One provider in the frame, so a link in every cell reads a context and no more.
 */
export function RecordOpeningProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const start = useCallback<StartOpening>(
    (resource, kind, id) => {
      const screen = findScreen(resource);
      preloadView(screen, kind);
      screen?.components?.[kind]?.prefetch?.({ id: String(id) }, { queryClient, dataProvider });
    },
    [queryClient, dataProvider],
  );
  return <RecordOpeningContext.Provider value={start}>{children}</RecordOpeningContext.Provider>;
}

export const useStartOpening = (): StartOpening => useContext(RecordOpeningContext);
