import type { Identifier } from 'react-admin';
import type { CodeItem, ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import type { FamilyAdapter } from '../family';
import { readDone, readResult, readRows, type Row } from '../records';
import { bespokeAdapter } from './bespoke';

/** Common code (/api/code). */
export const codeRoutes = {
  sub: 'GET code/sub/{code}',
  list: 'GET code/list',
  getOne: 'GET code/{id}',
  create: 'POST code/create',
  update: 'PUT code/{id}',
  delete: 'DELETE code/{id}',
  checkContent: 'POST code/{subUrl}/{id}',
  order: 'POST code/order',
  updateSub: 'PUT code/{subUrl}/{id}',
  checkName: 'POST code/{subUrl}',
  greenDeposit: 'POST code/greenDeposit',
} as const satisfies RouteTable;

const api = endpoints(codeRoutes);

const codeCache = new Map<string, Promise<CodeItem[]>>();

/** Forgets the cached code groups (sign-out, and any change made through the code family). */
export function clearCodeCache(): void {
  codeCache.clear();
}

const toCode = (row: Row): CodeItem => ({ codeId: String(row.codeId ?? ''), codeName: String(row.codeName ?? '') });

/** GET code/sub/{group}, once per group per session; a failure is not cached. */
export function getCodes(group: string): Promise<CodeItem[]> {
  const cached = codeCache.get(group);
  if (cached) return cached;
  const loading = api.json('sub', { code: group }).then((body) => readRows(body).map(toCode));
  codeCache.set(group, loading);
  loading.catch(() => codeCache.delete(group));
  return loading;
}

/** A screen with a category code (FAQ 900, items 904) lists and creates the codes under it. */
export const codeAdapter: FamilyAdapter = bespokeAdapter(codeRoutes, {
  getList: 'list',
  getOne: { route: 'getOne', id: 'path' },
  create: 'create',
  update: { route: 'update', id: 'path' },
  delete: { route: 'delete', id: 'path' },
  changeOrder: 'order',
  fixedFilter: ({ screen }) => (screen.categoryCode ? { upCodeId: screen.categoryCode } : {}),
  createDefaults: ({ screen }) => (screen.categoryCode ? { upCodeId: screen.categoryCode } : {}),
  afterWrite: clearCodeCache,
});

export const codeMethods = {
  /** POST code/{subUrl}/{id}: content check (e.g. whether a code is still in use). */
  codeCheckContent: async (subUrl: string, id: Identifier, body: Row = {}): Promise<ResultResponse> =>
    readResult(await api.json('checkContent', { subUrl, id }, { body })),
  /** PUT code/{subUrl}/{id}: a partial update (e.g. `useYn`). */
  codeUpdateSub: async (subUrl: string, id: Identifier, body: Row): Promise<ResultResponse> => {
    clearCodeCache();
    return readDone(await api.json('updateSub', { subUrl, id }, { body }));
  },
  /** POST code/{subUrl}: name duplicate check; result 0000 = the name is free. */
  codeCheckName: async (subUrl: string, body: Row): Promise<ResultResponse> => readResult(await api.json('checkName', { subUrl }, { body })),
  /** POST code/greenDeposit: saves the green (cup) deposit setting. */
  codeGreenDeposit: async (body: Row): Promise<ResultResponse> => readDone(await api.json('greenDeposit', {}, { body })),
};
