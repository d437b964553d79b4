import type { DataProvider, Identifier } from 'react-admin';
import type { CodeItem } from '@/types/api';
import type { DownloadedFile } from '@/http/httpClient';

/**
 * The generic, declaration-driven actions every family offers where the server has them
 * (resource = the screen name of the registry). Bespoke families add their own typed methods.
 */
export interface GenericActions {
  /** Common codes of a group, GET /api/code/sub/{group}; cached per session. */
  getCodes(group: string): Promise<CodeItem[]>;
  /** Status change of the given rows. */
  changeStatus(resource: string, params: { ids: Identifier[]; status: string }): Promise<void>;
  /** Saves a new order: ids in their new order (first = 1). */
  changeOrder(resource: string, params: { ids: Identifier[] }): Promise<void>;
  /** Event-id duplicate check; resolves true when the id is free. */
  checkEventId(resource: string, params: { eventId: string; id?: Identifier }): Promise<boolean>;
  /** Excel detail download of the list with the current filter. */
  exportExcel(resource: string, params: { filter: Record<string, unknown> }): Promise<DownloadedFile>;
}

export type AppDataProvider = DataProvider & GenericActions;
