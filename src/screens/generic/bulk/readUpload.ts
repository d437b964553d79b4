import { type AllowedValues, checkSheet, type ReadResult, type ResolvedBulkColumn } from '@/declarations/bulkUpload';
import { readFirstSheet } from './sheetReader';

/** What the page sends the bulk upload's worker: the file's bytes and what its cells may hold. */
export interface ReadRequest {
  bytes: ArrayBuffer;
  columns: ResolvedBulkColumn[];
  keys: string[];
  allowed: AllowedValues;
}

export type ReadReply = { type: 'done'; result: ReadResult } | { type: 'failed'; reason: 'notXlsx' | 'empty' };

/** Reads the first sheet and checks every row (in the worker; in the page where there is no Worker). */
export function readUpload({ bytes, columns, keys, allowed }: ReadRequest): ReadReply {
  let sheet;
  try {
    sheet = readFirstSheet(new Uint8Array(bytes));
  } catch {
    return { type: 'failed', reason: 'notXlsx' };
  }
  if (sheet.length === 0) return { type: 'failed', reason: 'empty' };
  return { type: 'done', result: checkSheet(columns, keys, sheet, allowed) };
}
