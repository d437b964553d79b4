import type { GetListParams, Identifier } from 'react-admin';
import { translate } from '@i18n/translate';
import type { ApiFamily, ScreenDeclaration } from '@/declarations/types';
import type { DownloadedFile } from '@/http/httpClient';
import type { ListResponse } from '@/types/api';
import type { Filter } from './listQuery';
import type { Row } from './records';

/** What an adapter knows about the screen it serves. */
export interface FamilyContext {
  resource: string;
  screen: ScreenDeclaration;
  family: ApiFamily;
  /** The `{type}` of the URLs: `screen.api.type ?? screen.name`. */
  type: string;
  primaryKey: string;
}

export type ResolveScreen = (resource: string) => FamilyContext;

/**
 * One adapter per API family. It speaks server rows (`Row`); `crud.ts` maps them to react-admin
 * records (primary key -> `id`) and fills in what an adapter leaves out (getMany, updateMany…).
 * A missing member means the family has no such call: the provider rejects with a clear Error.
 */
export interface FamilyAdapter {
  getList?(ctx: FamilyContext, params: GetListParams): Promise<ListResponse<Row>>;
  getOne?(ctx: FamilyContext, id: Identifier, signal?: AbortSignal): Promise<Row>;
  getMany?(ctx: FamilyContext, ids: Identifier[], signal?: AbortSignal): Promise<Row[]>;
  create?(ctx: FamilyContext, row: Row): Promise<Row>;
  update?(ctx: FamilyContext, id: Identifier, row: Row): Promise<Row>;
  /** `previous`: the record as read, whose `rev` travels with a delete that has a body. */
  delete?(ctx: FamilyContext, id: Identifier, previous?: Row): Promise<Row>;
  deleteMany?(ctx: FamilyContext, ids: Identifier[]): Promise<void>;
  changeStatus?(ctx: FamilyContext, params: { ids: Identifier[]; status: string; url?: string }): Promise<void>;
  changeOrder?(ctx: FamilyContext, ids: Identifier[]): Promise<void>;
  checkEventId?(ctx: FamilyContext, params: { eventId: string; id?: Identifier }): Promise<boolean>;
  exportExcel?(ctx: FamilyContext, filter: Filter): Promise<DownloadedFile>;
}

/** `{ rev }` of a record read from the server (the lost-update check of docs/api.md), or nothing. */
export function revOf(row: Row | undefined): Row {
  const rev = row?.rev;
  return rev === undefined || rev === null || rev === '' ? {} : { rev };
}

/** The body of an order change: the rows in their new order, `sortOrder` from 1. */
export function orderBody(ctx: FamilyContext, ids: Identifier[]): { list: Row[] } {
  return { list: ids.map((id, index) => ({ [ctx.primaryKey]: id, sortOrder: index + 1 })) };
}

export class UnsupportedCallError extends Error {
  constructor(resource: string, family: string, call: string) {
    super(translate('error.unsupportedCall', { resource, family, call }));
    this.name = 'UnsupportedCallError';
  }
}
