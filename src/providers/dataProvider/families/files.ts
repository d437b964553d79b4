import { request, type DownloadedFile } from '@/http/httpClient';
import type { ResultResponse } from '@/types/api';
import type { Attachment } from '@/types/records';
import { endpoints, resolveRoute, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { readDone, readRows, readSaved, type Row } from '../records';

/** Attachments (/api/attach) and file downloads (POST /api/{path}, blob; the name from content-disposition). */
export const fileRoutes = {
  attachDeleteTmp: 'DELETE attach/tmp',
  attachList: 'GET attach/{a}/{b}',
  attachListSub: 'GET attach/{a}/{b}/{c}',
  attachDownload: 'POST attach/download/{refTarget}/{refTargetType}',
  download: 'POST {path}',
} as const satisfies RouteTable;

/**
 * The upload, which spec §7 does not show (docs/api.md "Attachments"): the file's bytes as the
 * body, its name in the query; answers the temporary file `{ fileId, fileName, fileSize, fileType }`.
 */
export const uploadRoutes = {
  attachUploadTmp: 'POST attach/tmp',
} as const satisfies RouteTable;

const api = endpoints(fileRoutes);

/** What the zip (or one file) download names: the record, and optionally some of its files. */
export interface AttachDownloadTarget {
  refId: string | number;
  fileIds?: string[];
}

export const fileMethods = {
  /** DELETE attach/tmp?…: removes a temporary upload. */
  attachDeleteTmp: async (query: Filter): Promise<ResultResponse> => readDone(await api.json('attachDeleteTmp', {}, { query: flattenFilter(query) })),
  /** GET attach/{a}/{b}: the attachment bag of a record. */
  attachList: async (a: string, b: string | number): Promise<Attachment[]> => readRows<Attachment>(await api.json('attachList', { a, b })),
  /** GET attach/{a}/{b}/{c}: the attachment bag narrowed by a third part. */
  attachListSub: async (a: string, b: string | number, c: string | number): Promise<Attachment[]> =>
    readRows<Attachment>(await api.json('attachListSub', { a, b, c })),
  /** POST attach/download/{refTarget}/{refTargetType} `{ refId, fileIds? }`: the record's files as a zip (one named file as itself). */
  attachDownload: (refTarget: string, refTargetType: string | number, target: AttachDownloadTarget): Promise<DownloadedFile> =>
    api.blob('attachDownload', { refTarget, refTargetType }, { body: target }),
  /** POST attach/tmp?fileName=…&refTargetType=…: uploads a file to a temporary slot (the body is its bytes). */
  attachUploadTmp: async (file: File, refTargetType?: string): Promise<Attachment> => {
    const { method, path } = resolveRoute(uploadRoutes.attachUploadTmp);
    const bytes = await file.arrayBuffer();
    return readSaved<Attachment>(
      await request<unknown>(path, { method, query: { fileName: file.name, refTargetType }, upload: { bytes, type: file.type } }),
      'fileId',
    );
  },
  /** POST {path}: any file download, e.g. 'dashboard/download' (the dashboard sample format). */
  download: (path: string, body?: Row): Promise<DownloadedFile> => api.blob('download', { path }, body ? { body } : {}),
};
