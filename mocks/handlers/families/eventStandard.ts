import { http, type HttpHandler } from 'msw';
import { findScreen } from '@resources/registry';
import { EVENT_JOIN_GROUP, EVENT_REWARD_GROUP, EVENT_REWARD_MAX } from '@resources/marketing/eDreamRules';
import { codesOf } from '../../db';
import { notFound, ok, queryRows, readBody } from '../util';
import { createRecord, deleteRecord, detailOf, listOf, updateRecord } from './records';
import { badRequest, familyTable, param, recordOf, tableFor, textOf, type Row } from './shared';

/**
 * Event standard (/api/eventStandard): the standards of /eventStandard and the lists its form
 * picks from, all server data: reward types and payment conditions are the common codes of
 * groups 907 and 908, coupon types and bonus stamp sets their screens' rows. A stamp is not
 * given on a birthday (the condition is offered for coupons only).
 */
const standards = () => familyTable('eventStandard');
const screenTable = (name: string) => tableFor(findScreen(name), name);

const COUPON = `${EVENT_REWARD_GROUP}01`;
const STAMP = `${EVENT_REWARD_GROUP}02`;
const BIRTHDAY = `${EVENT_JOIN_GROUP}03`;

const asChoices = (group: string): Row[] =>
  codesOf(group)
    .filter((row) => row.useYn !== 'N')
    .map(({ codeId, codeName }) => ({ codeId, codeName }));
const rewardTypes = () => asChoices(EVENT_REWARD_GROUP);
/** The payment conditions a reward type can be given on ('empty': every condition). */
const joinTypesFor = (rewardType: string) => asChoices(EVENT_JOIN_GROUP).filter((row) => !(rewardType === STAMP && row.codeId === BIRTHDAY));
const listReply = (list: Row[]) => ok({ list, totalCnt: list.length });

/** The part of a standard its reward type uses; blank when the standard gives the other type. */
function detailFor(row: Row, typeCd: string): Row {
  const own = textOf(row.rewardType) === typeCd;
  const rewardQty = own ? Number(row.rewardQty) || 1 : 1;
  if (typeCd === COUPON) {
    const couponTypeId = own ? textOf(row.couponTypeId) : '';
    return { couponTypeId, couponName: textOf(screenTable('couponType').get(couponTypeId)?.couponName), rewardQty };
  }
  const bonusStampId = own ? textOf(row.bonusStampId) : '';
  return { bonusStampId, bonusStampTitle: textOf(screenTable('bonusStampSet').get(bonusStampId)?.title), rewardQty };
}

/** The server's checks of a standard beyond the required fields; the body made consistent with its type. */
function checked(body: Row): Row | string {
  const rewardType = textOf(body.rewardType);
  const joinType = textOf(body.joinType);
  if (rewardType && !rewardTypes().some((row) => row.codeId === rewardType)) return '지급 혜택을 다시 선택해주세요.';
  if (rewardType && joinType && !joinTypesFor(rewardType).some((row) => row.codeId === joinType)) return '선택한 지급 혜택은 이 지급 조건에 줄 수 없습니다.';
  const rewardQty = Number(body.rewardQty);
  if (body.rewardQty !== undefined && body.rewardQty !== '' && (!Number.isInteger(rewardQty) || rewardQty < 1 || rewardQty > EVENT_REWARD_MAX))
    return `지급 수량은 1~${EVENT_REWARD_MAX} 사이의 정수로 입력해주세요.`;
  const startDt = textOf(body.startDt);
  const endDt = textOf(body.endDt);
  if (startDt && endDt && startDt > endDt) return '적용 종료일은 시작일과 같거나 뒤여야 합니다.';
  if (rewardType === COUPON) {
    const couponTypeId = textOf(body.couponTypeId);
    if (!couponTypeId) return '지급 쿠폰을 선택해주세요.';
    if (!screenTable('couponType').get(couponTypeId)) return '존재하지 않는 쿠폰 유형입니다.';
    return { ...body, bonusStampId: '' };
  }
  const bonusStampId = textOf(body.bonusStampId);
  if (bonusStampId && !screenTable('bonusStampSet').get(bonusStampId)) return '존재하지 않는 보너스 스탬프 설정입니다.';
  return { ...body, couponTypeId: '' };
}

export const eventStandardHandlers: HttpHandler[] = [
  http.get('/api/eventStandard/list', ({ request }) => listOf(standards(), request.url)),
  http.get('/api/eventStandard/rewardType/empty', () => listReply(rewardTypes())),
  /** The payment conditions of a reward type (its code), or all of them for 'empty'. */
  http.get('/api/eventStandard/joinType/:x', ({ params }) => {
    const x = param(params, 'x');
    if (x !== 'empty' && !rewardTypes().some((row) => row.codeId === x)) return badRequest('알 수 없는 지급 혜택입니다.');
    return listReply(joinTypesFor(x));
  }),
  http.get('/api/eventStandard/bonusStampSet/list', ({ request }) => ok(queryRows(screenTable('bonusStampSet').all(), request.url))),
  http.get('/api/eventStandard/couponType/list', ({ request }) => ok(queryRows(screenTable('couponType').all(), request.url))),
  http.post('/api/eventStandard/save', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const target = standards();
    const id = textOf(body[target.table.key]);
    if (id && !target.table.get(id)) return notFound();
    const record = checked(body);
    if (typeof record === 'string') return badRequest(record);
    return id ? updateRecord(target, id, record) : createRecord(target, record);
  }),
  /** The part of standard {id} that reward type {typeCd} uses; id 'empty' gives a new standard's defaults. */
  http.get('/api/eventStandard/:id/:typeCd', ({ params }) => {
    const id = param(params, 'id');
    const row = id === 'empty' ? { id: '' } : standards().table.get(id);
    if (!row) return notFound();
    const typeCd = param(params, 'typeCd');
    if (typeCd !== COUPON && typeCd !== STAMP) return badRequest('알 수 없는 지급 혜택입니다.');
    return ok({ data: { id: row.id, typeCd, ...detailFor(row, typeCd) } });
  }),
  http.get('/api/eventStandard/:id', ({ params }) => detailOf(standards(), param(params, 'id'))),
  http.delete('/api/eventStandard/:id', ({ params }) => deleteRecord(standards(), param(params, 'id'))),
];
