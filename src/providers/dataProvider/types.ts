import type { DataProvider, Identifier } from 'react-admin';
import type { CodeItem } from '@/types/api';
import type { DownloadedFile } from '@/http/httpClient';
import type { FamilyMethods } from './methods';

/**
 * The generic, declaration-driven actions every family offers where the server has them
 * (resource = the screen name of the registry). Bespoke families add their own typed methods.
 */
export interface GenericActions {
  /** Common codes of a group, GET /api/code/sub/{group}; cached per session. */
  getCodes(group: string): Promise<CodeItem[]>;
  /** Status change of the given rows. */
  /** `url`: the rest family's status sub-path, POST {type}/{url} (default 'status'). */
  changeStatus(resource: string, params: { ids: Identifier[]; status: string; url?: string }): Promise<void>;
  /** Saves a new order: ids in their new order (first = 1). */
  changeOrder(resource: string, params: { ids: Identifier[] }): Promise<void>;
  /** Event-id duplicate check; resolves true when the id is free. */
  checkEventId(resource: string, params: { eventId: string; id?: Identifier }): Promise<boolean>;
  /** Excel detail download of the list with the current filter. */
  exportExcel(resource: string, params: { filter: Record<string, unknown> }): Promise<DownloadedFile>;
}

/** CRUD, the generic actions, and the typed calls of every family (see `methods.ts`). */
export type AppDataProvider = DataProvider & GenericActions & FamilyMethods;
