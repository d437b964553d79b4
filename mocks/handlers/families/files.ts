import { http, type HttpHandler } from 'msw';
import { db } from '../../db';
import { BASE_SEED, createRandom, seedFrom } from '../../db/random';
import { fileResponse, ok, success } from '../util';
import { badRequest, param, textOf, type Row } from './shared';

/**
 * Attachments (/api/attach): a record's bag is addressed by up to three parts
 * (refTarget / refId / refTargetType); uploads not yet saved live in `attachTmp`.
 */
const stored = () => db.collection('attach', 'fileId');
const temporary = () => db.collection('attachTmp', 'fileId');
const EXTENSIONS = ['pdf', 'jpg', 'png', 'xlsx'] as const;

/** A stable bag per record (0–3 files) plus whatever was stored for it. */
function bag(refTarget: string, refId: string, refTargetType?: string): Row[] {
  const r = createRandom(seedFrom(BASE_SEED, 'attach', refTarget, refId, refTargetType ?? ''));
  const seeded = Array.from({ length: r.int(0, 3) }, (_, index) => {
    const ext = r.pick(EXTENSIONS);
    return {
      fileId: `${refTarget}-${refId}-${index + 1}`,
      refTarget,
      refId,
      refTargetType: refTargetType ?? null,
      fileName: `첨부파일_${index + 1}.${ext}`,
      fileSize: r.int(10, 900) * 1024,
      fileUrl: `/api/mock/image/${r.int(1, 24)}`,
    };
  });
  const own = stored()
    .all()
    .filter((row) => textOf(row.refTarget) === refTarget && textOf(row.refId) === refId && (refTargetType === undefined || textOf(row.refTargetType) === refTargetType));
  return [...seeded, ...own];
}

/** The smallest valid zip (an empty archive): the download itself is what the console tests. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

export const fileHandlers: HttpHandler[] = [
  http.delete('/api/attach/tmp', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const ids = [...query.getAll('fileId'), ...query.getAll('fileIds')].filter(Boolean);
    if (ids.length === 0) return badRequest('삭제할 파일을(를) 입력해주세요.');
    ids.forEach((id) => temporary().remove(id));
    return success({}, '삭제되었습니다.');
  }),
  http.post('/api/attach/download/:refTarget/:refTargetType', ({ params }) => {
    const [refTarget, refTargetType] = [param(params, 'refTarget'), param(params, 'refTargetType')];
    return fileResponse(EMPTY_ZIP, `첨부파일_${refTarget}_${refTargetType}.zip`, `attach_${refTarget}_${refTargetType}.zip`, 'application/zip');
  }),
  http.get('/api/attach/:a/:b/:c', ({ params }) => {
    const list = bag(param(params, 'a'), param(params, 'b'), param(params, 'c'));
    return ok({ list, totalCnt: list.length });
  }),
  http.get('/api/attach/:a/:b', ({ params }) => {
    const list = bag(param(params, 'a'), param(params, 'b'));
    return ok({ list, totalCnt: list.length });
  }),
];
