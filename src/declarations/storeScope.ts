import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import type { AuthRecord } from '@/types/api';

/**
 * Store-owner scoping (issue 11, docs/permissions.md): a store-type admin (group 4) sees and
 * changes only the records of their own stores. One pure rule for the console's store filter and
 * the mock server's lists, details and writes.
 */
export const STORE_GROUP = 4;

/** The field that gives a record its store. */
export const STORE_FIELD = 'storeId';

export const isStoreField = (field: FieldDeclaration): boolean => field.source === STORE_FIELD;

/** A screen whose records carry a store (it declares `storeId`). */
export const hasStoreDimension = (screen: ScreenDeclaration): boolean => screen.fields.some(isStoreField);

/** The stores an admin is limited to, or undefined when not limited (not group 4). None at all: []. */
export function storeScopeOf(auth: Pick<AuthRecord, 'grpId' | 'storeIds'> | null | undefined): readonly string[] | undefined {
  if (!auth || Number(auth.grpId) !== STORE_GROUP) return undefined;
  return (auth.storeIds ?? []).map(String);
}

/** Whether a store id is inside the scope (an unlimited scope holds every store). */
export const inStoreScope = (scope: readonly string[] | undefined, storeId: unknown): boolean => scope === undefined || scope.includes(String(storeId ?? ''));

/** Store ids named by a filter value (one, or several for a choice of stores). */
export const storeIdsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null && item !== '').map(String);
