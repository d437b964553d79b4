import { http, HttpResponse, type HttpHandler } from 'msw';
import { attachmentProblem, DEFAULT_REF_TARGET_TYPE, extensionOf } from '@resources/attachmentRules';
import { findScreen, screens } from '@resources/registry';
import { bagOf, fileInfo, PROBLEM_MESSAGES, savedFiles, tmpFiles } from '../../files/attachStore';
import { fromBase64, toBase64 } from '../../files/bytes';
import { buildZip } from '../../files/zip';
import { fileResponse, notFound, ok, readBody, success } from '../util';
import { adminIdNow, badRequest, nowText, param, recordOf, textOf, type Row } from './shared';

/**
 * Attachments (/api/attach, docs/api.md "Attachments"). Spec §7 names the temporary delete, the
 * bag reads and the zip download; the upload itself is ours: `POST attach/tmp?fileName=…` with the
 * file's bytes as the body. The bytes are stored, so a downloaded file is the uploaded one.
 */
const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};
const typeOf = (fileName: string, sent: string | null) =>
  MIME[extensionOf(fileName)] ?? (sent && !sent.startsWith('multipart') ? sent : 'application/octet-stream');

let uploads = 0;
const newFileId = () => `F${Date.now().toString(36)}${(uploads++).toString(36)}`.toUpperCase();

/** The file's bytes (a tmp upload of the caller, or a saved file), or undefined. */
const bytesOf = (row: Row | undefined) => (row && typeof row.data === 'string' ? fromBase64(row.data) : undefined);

/** The label of a refTarget for the zip's name ('공지사항'), else the refTarget itself. */
const labelOf = (refTarget: string) =>
  screens.find((screen) => (screen.api.type ?? screen.name) === refTarget)?.label ?? findScreen(refTarget)?.label ?? refTarget;

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_');

export const fileHandlers: HttpHandler[] = [
  http.post('/api/attach/tmp', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const fileName = textOf(query.get('fileName')).split(/[\\/]/).pop() ?? '';
    const bytes = new Uint8Array(await request.arrayBuffer());
    const problem = attachmentProblem({ name: fileName, size: bytes.length }, 0, query.get('refTargetType') ?? DEFAULT_REF_TARGET_TYPE);
    if (problem) return badRequest(PROBLEM_MESSAGES[problem]);
    const row = tmpFiles().insert({
      fileId: newFileId(),
      fileName,
      fileSize: bytes.length,
      fileType: typeOf(fileName, request.headers.get('content-type')),
      data: toBase64(bytes),
      adminId: adminIdNow(),
      regDt: nowText(),
    });
    return success({ data: { ...fileInfo(row), tmpYn: 'Y' } }, '업로드되었습니다.');
  }),
  http.delete('/api/attach/tmp', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const ids = [...query.getAll('fileId'), ...query.getAll('fileIds')].filter(Boolean);
    if (ids.length === 0) return badRequest('삭제할 파일을 선택해주세요.');
    const own = ids.filter((id) => tmpFiles().get(id)?.adminId === adminIdNow());
    if (own.length === 0) return notFound('삭제할 임시 파일을 찾을 수 없습니다.');
    own.forEach((id) => tmpFiles().remove(id));
    return success({ ids: own }, '삭제되었습니다.');
  }),
  /** An uploaded or saved image, for the `<img>` of rich text (same origin, the session's cookie). */
  http.get('/api/attach/image/:fileId', ({ params }) => {
    const row = tmpFiles().get(param(params, 'fileId')) ?? savedFiles().get(param(params, 'fileId'));
    const bytes = bytesOf(row);
    if (!row || !bytes) return notFound('파일을 찾을 수 없습니다.');
    return new HttpResponse(bytes, { headers: { 'content-type': String(row.fileType), 'cache-control': 'private, max-age=3600' } });
  }),
  /**
   * `{ refId, fileIds? }`: the bag of the record as a zip named '{screen}_{refId}_첨부파일.zip';
   * one named file comes as itself.
   */
  http.post('/api/attach/download/:refTarget/:refTargetType', async ({ request, params }) => {
    const [refTarget, refTargetType] = [param(params, 'refTarget'), param(params, 'refTargetType')];
    const body = recordOf(await readBody(request));
    const refId = textOf(body.refId);
    if (!refId) return badRequest('다운로드할 항목을 지정해주세요.');
    const wanted = Array.isArray(body.fileIds) ? body.fileIds.map(String) : undefined;
    const files = bagOf(refTarget, refId, refTargetType).filter((row) => !wanted || wanted.includes(String(row.fileId)));
    if (files.length === 0) return notFound('다운로드할 첨부파일이 없습니다.');
    if (wanted?.length === 1) {
      const [file] = files;
      return fileResponse(bytesOf(file) ?? new Uint8Array(), String(file.fileName), asciiName(String(file.fileName)), String(file.fileType));
    }
    const zip = buildZip(files.map((file) => ({ name: String(file.fileName), data: bytesOf(file) ?? new Uint8Array() })));
    const name = `${labelOf(refTarget)}_${refId}_첨부파일.zip`;
    return fileResponse(zip, name, `attach_${asciiName(refTarget)}_${asciiName(refId)}.zip`, 'application/zip');
  }),
  http.get('/api/attach/:a/:b/:c', ({ params }) => {
    const list = bagOf(param(params, 'a'), param(params, 'b'), param(params, 'c')).map(fileInfo);
    return ok({ list, totalCnt: list.length });
  }),
  http.get('/api/attach/:a/:b', ({ params }) => {
    const list = bagOf(param(params, 'a'), param(params, 'b')).map(fileInfo);
    return ok({ list, totalCnt: list.length });
  }),
];
