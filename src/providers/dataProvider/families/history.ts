import type { Identifier } from 'react-admin';
import type { ListResponse } from '@/types/api';
import type { AuthLogRow, ChangeHistoryRow } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import { readList } from '../records';

/**
 * The logs of issue 34 (not in spec §7; docs/api.md "Change history"): a record's 변경 이력 and
 * an account's 권한 변경 이력, newest first, paged. Read-only: the server answers 405 to writes.
 */
export const historyRoutes = {
  record: 'GET history',
  grants: 'GET authLog',
} as const satisfies RouteTable;

const api = endpoints(historyRoutes);

export interface Paging {
  page: number;
  size: number;
}

export const historyMethods = {
  /** GET history?resource=&id=&page=&size=: the writes to one record of a screen with `history`. */
  recordHistory: async (resource: string, id: Identifier, { page, size }: Paging): Promise<ListResponse<ChangeHistoryRow>> =>
    readList<ChangeHistoryRow>(await api.json('record', {}, { query: { resource, id: String(id), page, size } })),
  /** GET authLog?targetId=&page=&size=: the changes of one account's rights. */
  grantHistory: async (adminId: string, { page, size }: Paging): Promise<ListResponse<AuthLogRow>> =>
    readList<AuthLogRow>(await api.json('grants', {}, { query: { targetId: adminId, page, size } })),
};
