import type { DownloadedFile } from '@/http/httpClient';
import type { ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { readDone, readRows, type Row } from '../records';

/** Attachments (/api/attach) and file downloads (POST /api/{path}, blob; the name from content-disposition). */
export const fileRoutes = {
  attachDeleteTmp: 'DELETE attach/tmp',
  attachList: 'GET attach/{a}/{b}',
  attachListSub: 'GET attach/{a}/{b}/{c}',
  attachDownload: 'POST attach/download/{refTarget}/{refTargetType}',
  download: 'POST {path}',
} as const satisfies RouteTable;

const api = endpoints(fileRoutes);

export const fileMethods = {
  /** DELETE attach/tmp?…: removes a temporary upload. */
  attachDeleteTmp: async (query: Filter): Promise<ResultResponse> => readDone(await api.json('attachDeleteTmp', {}, { query: flattenFilter(query) })),
  /** GET attach/{a}/{b}: the attachment bag of a record. */
  attachList: async (a: string, b: string | number): Promise<Row[]> => readRows(await api.json('attachList', { a, b })),
  /** GET attach/{a}/{b}/{c}: the attachment bag narrowed by a third part. */
  attachListSub: async (a: string, b: string | number, c: string | number): Promise<Row[]> => readRows(await api.json('attachListSub', { a, b, c })),
  /** POST attach/download/{refTarget}/{refTargetType}: the attachments as a zip. */
  attachDownload: (refTarget: string, refTargetType: string | number): Promise<DownloadedFile> => api.blob('attachDownload', { refTarget, refTargetType }),
  /** POST {path}: any file download, e.g. 'dashboard/download' (the dashboard sample format). */
  download: (path: string, body?: Row): Promise<DownloadedFile> => api.blob('download', { path }, body ? { body } : {}),
};
