import type { Identifier } from 'react-admin';
import type { CodeItem, ResultResponse } from '@/types/api';
import type { Code, GreenDepositSetting } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import type { FamilyAdapter } from '../family';
import { GREEN_DEPOSIT_ID } from '@resources/settingsRules';
import { readDetail, readDone, readResult, readRows, type Row } from '../records';
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

/**
 * The generation of the common codes: it moves on after every code write (and at sign-out), so
 * the code choices of every screen read their group again (`useCodes` keys its query on it). No
 * codes are kept here: react-query holds them, for a bounded time.
 */
let generation = 0;
const listeners = new Set<() => void>();

export const codeChanges = {
  generation: (): number => generation,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The codes changed (a write of the code family) or the session ended: every code choice reads again. */
export function clearCodeCache(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

const toCode = (row: Code): CodeItem => ({ codeId: String(row.codeId ?? ''), codeName: String(row.codeName ?? '') });

/** GET code/sub/{group}: the codes in use, in their order. */
export async function getCodes(group: string): Promise<CodeItem[]> {
  return readRows<Code>(await api.json('sub', { code: group })).map(toCode);
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

/** A write of the code family: whatever its outcome, the code choices read their groups again. */
const changing = <T>(write: Promise<T>): Promise<T> => write.finally(clearCodeCache);

export const codeMethods = {
  /** POST code/{subUrl}/{id}: content check (e.g. whether a code is still in use). */
  codeCheckContent: async (subUrl: string, id: Identifier, body: Row = {}): Promise<ResultResponse> =>
    readResult(await api.json('checkContent', { subUrl, id }, { body })),
  /** PUT code/{subUrl}/{id}: a partial update (e.g. `useYn`). */
  codeUpdateSub: (subUrl: string, id: Identifier, body: Row): Promise<ResultResponse> =>
    changing(api.json('updateSub', { subUrl, id }, { body }).then(readDone)),
  /** POST code/{subUrl}: name duplicate check; result 0000 = the name is free. */
  codeCheckName: async (subUrl: string, body: Row): Promise<ResultResponse> => readResult(await api.json('checkName', { subUrl }, { body })),
  /** POST code/greenDeposit: saves the green (cup) deposit setting. */
  codeGreenDeposit: async (body: Row): Promise<ResultResponse> => readDone(await api.json('greenDeposit', {}, { body })),
  /** GET code/{id} of the green-cup deposit setting (`greenDeposit`): `{ depositAmt, modId, modDt }`. */
  codeGreenDepositSetting: async (): Promise<GreenDepositSetting> => readDetail<GreenDepositSetting>(await api.json('getOne', { id: GREEN_DEPOSIT_ID })),
};
