import type { SavedView, SavedViewShare, SavedViewState } from '@/types/savedViews';
import type { AdminAccount } from './accounts';
import type { MockRecord } from './db/database';
import { adminTable, db } from './db';

/**
 * Saved views of the generic lists on the mock server (issue 36 items 3 and 4, docs/api.md
 * "Saved views"): two tables of the database, so they are journaled like every other write and
 * survive a reload, a sign-out and every tab of the browser (the demo's "server" is the browser's
 * localStorage; a real server keeps them for every browser). No name of a person is stored: the
 * owner's name is read from the accounts when a reply leaves.
 */
export interface StoredView extends MockRecord {
  id: number;
  screen: string;
  name: string;
  shared: SavedViewShare;
  ownerId: string;
  /** The owner's group when saved; the owner's current group decides while the account exists. */
  grpId: number;
  state: SavedViewState;
  regDt: string;
  updDt: string;
}

/** The admin's default view of a screen: key `{adminId}|{screen}`. */
export interface StoredDefault extends MockRecord {
  key: string;
  adminId: string;
  screen: string;
  viewId: number;
}

export const savedViewTable = () => db.collection<StoredView>('savedView', 'id');
export const savedViewDefaultTable = () => db.collection<StoredDefault>('savedViewDefault', 'key');

export const defaultKey = (adminId: string, screen: string) => `${adminId}|${screen}`;

/** The group a view is shared with: its owner's, as the account has it now. */
export function groupOf(view: StoredView): number {
  const owner = adminTable().get(view.ownerId);
  return Number(owner?.grpId ?? view.grpId);
}

/** The admin sees their own views and those shared with their group. */
export const visibleTo = (admin: AdminAccount, view: StoredView): boolean =>
  view.ownerId === admin.adminId || (view.shared === 'GROUP' && groupOf(view) === Number(admin.grpId));

/** A view as the API answers it to `admin`. */
export function viewReply(admin: AdminAccount, view: StoredView): SavedView {
  const chosen = savedViewDefaultTable().get(defaultKey(admin.adminId, view.screen));
  return {
    id: view.id,
    screen: view.screen,
    name: view.name,
    shared: view.shared,
    ownerId: view.ownerId,
    ownerName: String(adminTable().get(view.ownerId)?.adminName ?? ''),
    mine: view.ownerId === admin.adminId,
    default: chosen !== undefined && Number(chosen.viewId) === Number(view.id),
    state: view.state,
    regDt: view.regDt,
    updDt: view.updDt,
  };
}
