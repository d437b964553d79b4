import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useListContext } from 'react-admin';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { SavedView } from '@/types/savedViews';
import { columnFields } from '../../declaration';
import { useScreen } from '../../ScreenContext';
import { useColumnChoice } from './columns';
import { filterOfState, knownColumns, stateOf } from './viewState';

export const savedViewsKey = (screen: string) => ['savedView', screen] as const;

/** The saved views of the current screen (`GET savedView?screen=`), and what refreshes them after a write. */
export function useSavedViews() {
  const screen = useScreen();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: savedViewsKey(screen.name), queryFn: () => dataProvider.savedViews(screen.name) });
  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: savedViewsKey(screen.name) }), [queryClient, screen.name]);
  return { query, invalidate };
}

/** What the list shows now, as a view's state (the period as its preset when it is one). */
export function useCurrentState() {
  const screen = useScreen();
  const { filterValues, sort, perPage } = useListContext();
  const [columns] = useColumnChoice(screen);
  return () => stateOf(screen, { filter: filterValues as Record<string, unknown>, sort, perPage, columns });
}

/**
 * Applies a view to the list: its columns, sort, rows per page and filter (its period preset's
 * dates as of today), one change of the address (react-admin gathers the calls of one tick).
 */
export function useApplyView(): (view: SavedView) => void {
  const screen = useScreen();
  const { setFilters, setSort, setPerPage } = useListContext();
  const [, setColumns] = useColumnChoice(screen);
  const declared = useMemo(() => columnFields(screen).map((field) => field.source), [screen]);
  return (view) => {
    const { state } = view;
    setColumns(knownColumns(declared, state.columns));
    if (state.sort) setSort({ field: state.sort, order: state.order === 'DESC' ? 'DESC' : 'ASC' });
    if (state.perPage) setPerPage(state.perPage);
    setFilters(filterOfState(screen, state));
  };
}

const hasFilterIn = (search: string) => new URLSearchParams(search).has('filter');

/** The admin's default view applies once, when the list opened without a filter in its address. */
export function useDefaultView(views: readonly SavedView[] | undefined, apply: (view: SavedView) => void): void {
  const { search } = useLocation();
  const opened = useRef(search);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !views) return;
    done.current = true;
    if (hasFilterIn(opened.current)) return;
    const chosen = views.find((view) => view.default);
    if (chosen) apply(chosen);
  }, [views, apply]);
}
