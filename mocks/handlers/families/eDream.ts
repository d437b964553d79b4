import { http, type HttpHandler } from 'msw';
import { findScreen } from '@resources/registry';
import { notFound, ok, queryRows, readBody, success } from '../util';
import { createRecord, deleteRecord, detailOf, listOf, updateRecord } from './records';
import { adminIdNow, badRequest, familyTable, nowText, param, recordOf, tableFor, textOf, type Row } from './shared';

/**
 * e-Dream (/api/eDreamSet): campaigns (type eDreamSet) and participants (type eDreamSearch,
 * GET {sub} with sub 'search'), with the ticket/stamp/coupon actions on a participant.
 * Event standard (/api/eventStandard): the standards plus the lists its form picks from.
 */
const campaigns = () => familyTable('eDreamSet', 'eDreamSet');
const participants = () => familyTable('eDreamSet', 'eDreamSearch');
const standards = () => familyTable('eventStandard');
const screenTable = (name: string) => tableFor(findScreen(name), name);

/** The choices of a field of the event-standard screen as code rows. */
function choicesOf(source: string): Row[] {
  const field = standards().screen?.fields.find((candidate) => candidate.source === source);
  return (field?.choices ?? []).map((choice) => ({ codeId: choice.id, codeName: choice.name }));
}

/** An action on one participant: `patch` from the body, or an Response to answer. */
const participantAction = (path: string, msg: string, patch: (row: Row, body: Row) => Row | string) =>
  http.post(`/api/eDreamSet/${path}/:id`, async ({ request, params }) => {
    const { table } = participants();
    const row = table.get(param(params, 'id'));
    if (!row) return notFound();
    const change = patch(row, recordOf(await readBody(request)));
    if (typeof change === 'string') return badRequest(change);
    return success({ data: table.update(row[table.key], { ...change, modId: adminIdNow(), modDt: nowText() }) }, msg);
  });

const participantSearch = (path: string, field: string) =>
  http.get(`/api/eDreamSet/${path}/:id`, ({ request, params }) => {
    const value = param(params, 'id');
    return ok(queryRows(participants().table.all().filter((row) => textOf(row[field]) === value || textOf(row[participants().table.key]) === value), request.url));
  });

export const eDreamHandlers: HttpHandler[] = [
  http.get('/api/eDreamSet/list', ({ request }) => listOf(campaigns(), request.url)),
  participantAction('ticket', '교환권이 발급되었습니다.', (row) => (row.ticketStatus === 'ISSUED' ? '이미 교환권이 발급되었습니다.' : { ticketStatus: 'ISSUED', ticketNo: `ED${Date.now().toString().slice(-10)}` })),
  participantAction('stampRefresh', '스탬프가 다시 집계되었습니다.', (row) => ({ stampCnt: Number(row.stampCnt) || 0 })),
  participantAction('ticketChangeStore', '수령 매장이 변경되었습니다.', (_row, body) => (textOf(body.storeName) ? { storeName: textOf(body.storeName) } : '수령 매장을(를) 입력해주세요.')),
  participantAction('ticketChangeAddress', '배송지가 변경되었습니다.', (_row, body) => (textOf(body.address) ? { address: textOf(body.address) } : '배송지을(를) 입력해주세요.')),
  participantAction('couponCancel', '교환권이 취소되었습니다.', (row) => (row.ticketStatus === 'ISSUED' ? { ticketStatus: 'CANCELED' } : '취소할 교환권이 없습니다.')),
  participantAction('stampChange', '스탬프가 변경되었습니다.', (_row, body) => {
    const stampCnt = Number(body.stampCnt);
    return Number.isInteger(stampCnt) && stampCnt >= 0 ? { stampCnt } : '스탬프 수을(를) 입력해주세요.';
  }),
  participantSearch('searchCoupon', 'ticketNo'),
  participantSearch('searchCustomer', 'cusId'),
  participantSearch('stamp', 'cusId'),
  http.get('/api/eDreamSet/:sub', ({ request, params }) => {
    const sub = param(params, 'sub');
    return sub === 'search' ? listOf(participants(), request.url) : detailOf(campaigns(), sub);
  }),
  http.post('/api/eDreamSet', async ({ request }) => createRecord(campaigns(), await readBody(request))),
  http.post('/api/eDreamSet/:sub', async ({ request, params }) => updateRecord(campaigns(), param(params, 'sub'), await readBody(request))),

  http.get('/api/eventStandard/list', ({ request }) => listOf(standards(), request.url)),
  http.get('/api/eventStandard/rewardType/empty', () => {
    const list = choicesOf('rewardType');
    return ok({ list, totalCnt: list.length });
  }),
  /** The payment conditions (joinType choices); `{x}` narrows to one when it names one. */
  http.get('/api/eventStandard/joinType/:x', ({ params }) => {
    const all = choicesOf('joinType');
    const list = all.filter((row) => row.codeId === param(params, 'x'));
    return ok({ list: list.length ? list : all, totalCnt: (list.length ? list : all).length });
  }),
  http.get('/api/eventStandard/bonusStampSet/list', ({ request }) => ok(queryRows(screenTable('bonusStampSet').all(), request.url))),
  http.get('/api/eventStandard/couponType/list', ({ request }) => ok(queryRows(screenTable('couponType').all(), request.url))),
  http.post('/api/eventStandard/save', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const target = standards();
    const id = textOf(body[target.table.key]);
    return id ? updateRecord(target, id, body) : createRecord(target, body);
  }),
  http.get('/api/eventStandard/:id/:typeCd', ({ params }) => {
    const row = standards().table.get(param(params, 'id'));
    return row ? ok({ data: { ...row, typeCd: param(params, 'typeCd') } }) : notFound();
  }),
  http.get('/api/eventStandard/:id', ({ params }) => detailOf(standards(), param(params, 'id'))),
  http.delete('/api/eventStandard/:id', ({ params }) => deleteRecord(standards(), param(params, 'id'))),
];
