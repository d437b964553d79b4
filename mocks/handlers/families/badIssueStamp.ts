import { http, type HttpHandler } from 'msw';
import { notFound, readBody, success } from '../util';
import { createRecord, detailOf, listOf, updateRecord } from './records';
import { adminIdNow, badRequest, familyTable, idsOf, nowText, param, recordOf, textOf, type Row } from './shared';

/**
 * Bad-issue stamps (/api/badIssueStamp): detections (daily/weekly, processStatus WAIT →
 * CANCELED by the cancel call or EXCEPTED by except) and the detection settings (the empty period).
 * Both writes need a reason; except takes the detected members out of detection: every waiting
 * detection of theirs is excepted with the same reason, so they no longer show as 미처리.
 */
const detections = () => familyTable('badIssueStamp', 'badIssueStamp');
const settings = () => familyTable('badIssueStamp', 'badIssueStampSetting');
const PERIODS = ['daily', 'weekly'];
const REASON_MAX = 200;

const statusOf = (row: Row) => row.processStatus ?? 'WAIT';

/** The detections named, or the refusal: nothing chosen, an unknown id, no reason. */
function chosen(ids: string[], reason: string, [action, reasonLabel]: [string, string]): Row[] | Response {
  if (ids.length === 0) return badRequest(`${action}할 항목을 선택해주세요.`);
  if (!reason) return badRequest(`${reasonLabel}를 입력해주세요.`);
  if (reason.length > REASON_MAX) return badRequest(`${reasonLabel}는 ${REASON_MAX}자 이하로 입력해주세요.`);
  const { table } = detections();
  const rows = ids.map((id) => table.get(id));
  if (rows.some((row) => !row)) return notFound();
  return rows as Row[];
}

function cancel(ids: string[], reason: string): Response {
  const rows = chosen(ids, reason, ['취소', '취소 사유']);
  if (rows instanceof Response) return rows;
  if (rows.some((row) => statusOf(row) === 'CANCELED')) return badRequest('이미 적립 취소된 건이 있습니다.');
  if (rows.some((row) => statusOf(row) === 'EXCEPTED')) return badRequest('예외 처리된 건은 적립 취소할 수 없습니다.');
  const { table } = detections();
  const stamp = { processStatus: 'CANCELED', processReason: reason, modId: adminIdNow(), modDt: nowText() };
  ids.forEach((id) => table.update(id, stamp));
  return success({ ids }, `${ids.length}건의 적립이 취소되었습니다.`);
}

function except(ids: string[], reason: string): Response {
  const rows = chosen(ids, reason, ['예외 처리', '예외 사유']);
  if (rows instanceof Response) return rows;
  if (rows.some((row) => statusOf(row) !== 'WAIT')) return badRequest('이미 처리된 건은 예외 처리할 수 없습니다.');
  const { table } = detections();
  const members = new Set(rows.map((row) => textOf(row.cusId)));
  const stamp = { processStatus: 'EXCEPTED', processReason: reason, modId: adminIdNow(), modDt: nowText() };
  const touched = table
    .all()
    .filter((row) => members.has(textOf(row.cusId)) && statusOf(row) === 'WAIT')
    .map((row) => row[table.key]);
  touched.forEach((id) => table.update(id, stamp));
  return success({ ids: touched.map(String), cusIds: [...members] }, `회원 ${members.size}명을 부정 적립 탐지에서 제외하였습니다.`);
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
  /** Cancel: `?ids=1&ids=2&reason=…` (or `?id=`). */
  http.delete('/api/badIssueStamp', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const ids = [...query.getAll(detections().table.key), ...query.getAll('ids')].filter(Boolean);
    return cancel(ids, textOf(query.get('reason')));
  }),
  /** Except: `{ ids, reason }` (or `{ id, reason }`). */
  http.post('/api/badIssueStamp/except', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const ids = idsOf(body, detections().table.key);
    return except(ids.length ? ids : [textOf(body[detections().table.key] ?? body.id)].filter(Boolean), textOf(body.reason));
  }),
];
