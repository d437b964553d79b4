import type { Identifier } from 'react-admin';
import type { ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { badReplyFailure } from '@/http/failures';
import { isRow, readDone, readResult } from '../records';

/**
 * Personal-data calls of the console (issue 11, not in spec §7; docs/api.md "Personal data"):
 * '보기' on a masked value is logged by the server before the full value is shown.
 */
export const privacyRoutes = {
  reveal: 'POST privacy/reveal',
  download: 'POST privacy/download',
} as const satisfies RouteTable;

const api = endpoints(privacyRoutes);

export interface RevealRequest {
  /** The screen (resource) name, e.g. 'giftCard'. */
  resource: string;
  /** The record's key. */
  id: Identifier;
  /** The field's source, e.g. 'buyerHp'. */
  field: string;
}

/** The reveal's answer: 0000 with the full `value` (issue 34: the server masks every other reply of a reader without the modify flag). */
export interface RevealResponse extends ResultResponse {
  /** The full value, as stored; '' when the answer carries none. */
  value: string;
}

export interface DownloadRequest {
  /** The screen (resource) name of the list exported. */
  resource: string;
  /** Why (a screen with personal data requires it); travels only in this body. */
  reason?: string;
  /** The rows the export is about to read (the list's total). */
  rows: number;
}

export const privacyMethods = {
  /** POST privacy/reveal `{ resource, id, field }`: 0000 and the full `value` when the reveal is allowed and logged (403 without the modify flag). */
  revealPersonal: async (request: RevealRequest): Promise<RevealResponse> => {
    const body = await api.json('reveal', {}, { body: request });
    const value = isRow(body) && (typeof body.value === 'string' || typeof body.value === 'number') ? String(body.value) : '';
    return { ...readResult(body), value };
  },
  /**
   * POST privacy/download `{ resource, reason, rows }` (issue 34 item 6b): the server logs the
   * export once (다운로드, with the reason and row count) and answers the `downloadKey` its pages carry.
   */
  startDownload: async (request: DownloadRequest): Promise<string> => {
    const body = await api.json('download', {}, { body: request });
    readDone(body);
    const key = typeof body === 'object' && body !== null && 'downloadKey' in body ? body.downloadKey : undefined;
    if (typeof key !== 'string' || key === '') throw badReplyFailure();
    return key;
  },
};
