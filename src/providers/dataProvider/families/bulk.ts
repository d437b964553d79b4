import type { BulkRowResult, BulkStatus } from '@/declarations/bulkUpload';
import { badReplyFailure } from '@/http/failures';
import { endpoints, type RouteTable } from '../routes';
import { isRow, readDone } from '../records';

/**
 * 엑셀 일괄등록 (issue 37 item 1, not in spec §7; docs/api.md "Bulk upload"): the valid rows of an
 * uploaded file, sent in batches. `dryRun` asks the server what it would do (the preview: unknown
 * records, its own rules) without writing.
 */
export const bulkRoutes = {
  bulk: 'POST {type}/bulk',
} as const satisfies RouteTable;

const api = endpoints(bulkRoutes);

export interface BulkRequest {
  /** Each row: its row number in the file and its values by field. */
  rows: ReadonlyArray<Readonly<Record<string, string | number>>>;
  dryRun?: boolean;
  /** The sound rows of the whole file (every batch carries it): what a check of the whole issue counts (approval, issue 37 item 2). */
  total?: number;
}

const STATUSES: readonly BulkStatus[] = ['created', 'updated', 'unchanged', 'refused'];

function readRowResult(value: unknown): BulkRowResult {
  if (!isRow(value) || typeof value.row !== 'number' || !STATUSES.some((status) => status === value.status)) throw badReplyFailure();
  const status = STATUSES.find((candidate) => candidate === value.status) ?? 'refused';
  return {
    row: value.row,
    key: String(value.key ?? ''),
    status,
    ...(value.refusal === 'unknown' || value.refusal === 'rule' ? { refusal: value.refusal } : {}),
    ...(typeof value.column === 'string' ? { column: value.column } : {}),
    ...(typeof value.message === 'string' ? { message: value.message } : {}),
  };
}

export const bulkMethods = {
  /** POST {type}/bulk `{ rows, dryRun }`: one answer per row (created / updated / unchanged / refused with its reason). */
  bulkUpload: async (type: string, request: BulkRequest, signal?: AbortSignal): Promise<BulkRowResult[]> => {
    const body = await api.json('bulk', { type }, { body: request, signal });
    readDone(body);
    if (!isRow(body) || !Array.isArray(body.list)) throw badReplyFailure();
    return body.list.map(readRowResult);
  },
};
