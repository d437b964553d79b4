import { endpoints, type RouteTable } from '../routes';
import type { Admin } from '@/types/records';
import { readSaved } from '../records';
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

/** What 복제 asks: the new account's person and first password; group, menus and flags come from `srcAdminId`. */
export interface AdminDuplicateBody {
  srcAdminId: string;
  adminId: string;
  adminName: string;
  adminHp: string;
  adminEmail: string;
  adminPwd: string;
  /** 1: a temporary password (changed at the first sign-in). */
  pwdTempYn: 0 | 1;
}

export const adminMethods = {
  /** POST admin/duplicate: a new account copying the group, menus and flags of `srcAdminId` (issue 14); the new account. */
  adminDuplicate: async (body: AdminDuplicateBody): Promise<Admin> => readSaved<Admin>(await api.json('duplicate', {}, { body }), 'adminId'),
};
