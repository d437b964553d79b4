import { http, type HttpHandler } from 'msw';
import { notFound, readBody, success } from '../util';
import { createRecord, detailOf, listOf, updateRecord } from './records';
import { adminIdNow, badRequest, familyTable, idsOf, nowText, param, recordOf, textOf } from './shared';

/**
 * Bad-issue stamps (/api/badIssueStamp): detections (daily/weekly, processStatus WAIT →
 * CANCELED by the cancel call or EXCEPTED by except) and the detection settings (the empty period).
 */
const detections = () => familyTable('badIssueStamp', 'badIssueStamp');
const settings = () => familyTable('badIssueStamp', 'badIssueStampSetting');
const PERIODS = ['daily', 'weekly'];

/** Moves WAIT detections to `status`; one already handled is refused. */
function process(ids: string[], status: 'CANCELED' | 'EXCEPTED', msg: string): Response {
  const { table } = detections();
  if (ids.length === 0) return badRequest('처리할 항목을 선택해주세요.');
  const rows = ids.map((id) => table.get(id));
  if (rows.some((row) => !row)) return notFound();
  if (rows.some((row) => row && row.processStatus !== undefined && row.processStatus !== 'WAIT')) return badRequest('이미 처리된 건입니다.');
  ids.forEach((id) => table.update(id, { processStatus: status, modId: adminIdNow(), modDt: nowText() }));
  return success({ ids }, msg);
}

export const badIssueStampHandlers: HttpHandler[] = [
  http.get('/api/badIssueStamp', ({ request }) => listOf(settings(), request.url)),
  http.get('/api/badIssueStamp/:periodType', ({ request, params }) => {
    const periodType = param(params, 'periodType');
    if (!PERIODS.includes(periodType)) return notFound();
    const url = new URL(request.url);
    url.searchParams.set('periodType', periodType);
    return listOf(detections(), url);
  }),
  http.post('/api/badIssueStamp/detail', async ({ request }) => {
    const body = recordOf(await readBody(request));
    return detailOf(detections(), body[detections().table.key] ?? body.id, true);
  }),
  /** Saves a setting: a new one, or the one named by its id. */
  http.post('/api/badIssueStamp/create', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const target = settings();
    const id = textOf(body[target.table.key]);
    return id ? updateRecord(target, id, body) : createRecord(target, body);
  }),
  http.delete('/api/badIssueStamp', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const ids = [...query.getAll(detections().table.key), ...query.getAll('ids')].filter(Boolean);
    return process(ids, 'CANCELED', '적립이 취소되었습니다.');
  }),
  http.post('/api/badIssueStamp/except', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const ids = idsOf(body, detections().table.key);
    return process(ids.length ? ids : [textOf(body[detections().table.key] ?? body.id)].filter(Boolean), 'EXCEPTED', '예외 처리되었습니다.');
  }),
];
