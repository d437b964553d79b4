import type { SavedView, SavedViewInput } from '@/types/savedViews';
import { endpoints, type RouteTable } from '../routes';
import { readDetail, readDone, readList } from '../records';

/**
 * Saved views of the generic lists (issue 36 items 3 and 4; not in spec §7, docs/api.md "Saved
 * views"): kept on the server, per admin, shareable with the admin's group, one of them the
 * admin's default for a screen.
 */
export const savedViewRoutes = {
  list: 'GET savedView',
  create: 'POST savedView',
  update: 'PUT savedView/{id}',
  delete: 'DELETE savedView/{id}',
  setDefault: 'PUT savedView/{id}/default',
} as const satisfies RouteTable;

const api = endpoints(savedViewRoutes);

export const savedViewMethods = {
  /** GET savedView?screen=: the admin's own views of the screen and those its group shares. */
  savedViews: async (screen: string): Promise<SavedView[]> => readList<SavedView>(await api.json('list', {}, { query: { screen } })).list,
  /** POST savedView: a new view of the admin's. */
  createSavedView: async (input: SavedViewInput): Promise<SavedView> => readDetail<SavedView>(await api.json('create', {}, { body: input })),
  /** PUT savedView/{id}: rename, share or new state (the owner only). */
  updateSavedView: async (id: number, input: SavedViewInput): Promise<SavedView> => readDetail<SavedView>(await api.json('update', { id }, { body: input })),
  /** DELETE savedView/{id} (the owner only). */
  deleteSavedView: async (id: number): Promise<void> => {
    readDone(await api.json('delete', { id }));
  },
  /** PUT savedView/{id}/default: `Y` makes it the admin's default for its screen (the previous one stops being), `N` leaves none. */
  setDefaultSavedView: async (id: number, on: boolean): Promise<void> => {
    readDone(await api.json('setDefault', { id }, { body: { default: on ? 'Y' : 'N' } }));
  },
};
