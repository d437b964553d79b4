import type { ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { readResult } from '../records';
import { bespokeAdapter } from './bespoke';

/** Admin accounts (/api/admin). */
export const adminRoutes = {
  list: 'GET admin/list',
  detail: 'POST admin/detail',
  create: 'POST admin/create',
  update: 'PUT admin/update',
  delete: 'POST admin/delete',
  duplicate: 'POST admin/duplicate',
} as const satisfies RouteTable;

const api = endpoints(adminRoutes);

/** The id travels in the body (`{ adminId }`) for detail, update and delete. */
export const adminAdapter = bespokeAdapter(adminRoutes, {
  getList: 'list',
  getOne: { route: 'detail', id: 'body' },
  create: 'create',
  update: { route: 'update', id: 'body' },
  delete: { route: 'delete', id: 'body' },
});

export const adminMethods = {
  /** POST admin/duplicate: admin-id duplicate check; result 0000 = the id is free. */
  adminDuplicate: async (adminId: string): Promise<ResultResponse> => readResult(await api.json('duplicate', {}, { body: { adminId } })),
};
