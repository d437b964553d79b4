import { http, type HttpHandler } from 'msw';
import { findScreen } from '@resources/registry';
import {
  EDREAM_ADDRESS_MAX,
  EDREAM_REASON_MAX,
  EDREAM_STAMP_MAX,
  EDREAM_STAMP_MIN,
  EDREAM_ZIP_PATTERN,
  placeBlock,
  ticketBlock,
} from '@resources/marketing/eDreamRules';
import { notFound, ok, readBody, success } from '../util';
import { listOf, staleRevision } from './records';
import { josa } from '@/validation/josa';
import { adminIdNow, badRequest, nowText, param, recordOf, textOf, type Row } from './shared';
import {
  addStamps,
  allCases,
  caseOfCustomer,
  cases,
  coupons,
  couponsOf,
  gifts,
  goalNow,
  members,
  newTicketNo,
  settingNow,
  settings,
  shownCase,
  stampsOf,
  stampSum,
  stores,
} from './eDreamCases';

/**
 * e-Dream (/api/eDreamSet, docs/api.md "eDream and event standard"): the cases of /eDream (list,
 * GET {id}), the participants' search of /eDreamSearch (GET search, the same cases), the program
 * setting (GET/POST setting), the case's searches and the six actions on a case, and the stamp
 * gifts of /eDreamStampGift credited to the customer's case (POST issuedEdreamStamp/{id}).
 */
const NO_CASE = '이드림 접수 내역을 찾을 수 없습니다.';
const isWhole = (value: unknown) => value !== '' && value !== null && Number.isInteger(Number(value));

type Outcome = { patch: Row; msg: string } | string;

/** An action on one case: the body checked against the case, then the case changed and answered. */
const caseAction = (path: string, act: (row: Row, body: Row) => Outcome) =>
  http.post(`/api/eDreamSet/${path}/:id`, async ({ request, params }) => {
    const { table } = cases();
    const row = table.get(param(params, 'id'));
    if (!row) return notFound(NO_CASE);
    const outcome = act(row, recordOf(await readBody(request)));
    if (typeof outcome === 'string') return badRequest(outcome);
    const saved = table.update(row.id, { ...outcome.patch, modId: adminIdNow(), modDt: nowText() });
    return success({ data: saved && shownCase(saved) }, outcome.msg);
  });

const caseSearch = (path: string, reply: (row: Row) => Record<string, unknown>) =>
  http.get(`/api/eDreamSet/${path}/:id`, ({ params }) => {
    const row = cases().table.get(param(params, 'id'));
    return row ? ok(reply(row)) : notFound(NO_CASE);
  });

const listOfRows = (rows: (row: Row) => Row[]) => (row: Row) => {
  const list = rows(row);
  return { list, totalCnt: list.length };
};

/** Spec §3's coupon list: the case's coupons, its tickets issued and how many one case may hold (one at a time). */
const couponListOf = (row: Row) => {
  const couponList = couponsOf(row);
  return { couponList, totalCnt: couponList.length, ticketCnt: couponList.filter((coupon) => coupon.couponStatus !== 'CANCELED').length, limitCnt: 1 };
};

function issueTicket(row: Row): Outcome {
  const goal = goalNow();
  const held = Number(row.stampCnt) || 0;
  const block = ticketBlock(row, goal);
  if (block === 'issued') return '이미 교환권이 발급되었습니다.';
  if (block === 'fewStamps') return `스탬프가 부족합니다. (보유 ${held}개, 필요 ${goal}개)`;
  const ticketNo = newTicketNo();
  couponsOf(row);
  coupons().insert({ couponNo: ticketNo, caseId: String(row.id), couponName: '이드림 교환권', couponStatus: 'ISSUED', issueDt: nowText(), cancelDt: '' });
  addStamps(row, -goal, '교환권 발급');
  return { patch: { ticketStatus: 'ISSUED', ticketNo, stampCnt: held - goal }, msg: '교환권이 발급되었습니다.' };
}

function changeStore(row: Row, body: Row): Outcome {
  const storeId = textOf(body.storeId);
  if (!storeId) return '수령 매장을 선택해주세요.';
  const store = stores().get(storeId);
  if (!store) return '존재하지 않는 매장입니다.';
  if (store.storeStatus === 'CLOSED') return '폐점한 매장은 수령 매장으로 지정할 수 없습니다.';
  if (placeBlock(row)) return '교환이 끝난 교환권은 수령 매장을 변경할 수 없습니다.';
  if (textOf(row.storeId) === storeId) return '지금의 수령 매장과 같은 매장입니다.';
  return { patch: { storeId: store.storeId }, msg: `수령 매장이 ${josa(textOf(store.storeName), '으로/로')} 변경되었습니다.` };
}

function changeAddress(row: Row, body: Row): Outcome {
  const [zipCode, address, addressDetail] = [textOf(body.zipCode), textOf(body.address), textOf(body.addressDetail)];
  if (!zipCode) return '우편번호를 입력해주세요.';
  if (!EDREAM_ZIP_PATTERN.test(zipCode)) return '우편번호는 숫자 5자리로 입력해주세요.';
  if (!address) return '주소를 입력해주세요.';
  if (!addressDetail) return '상세 주소를 입력해주세요.';
  if (address.length + addressDetail.length > EDREAM_ADDRESS_MAX) return `주소는 ${EDREAM_ADDRESS_MAX}자 이내로 입력해주세요.`;
  if (placeBlock(row)) return '교환이 끝난 교환권은 배송지를 변경할 수 없습니다.';
  return { patch: { zipCode, address, addressDetail }, msg: '배송지가 변경되었습니다.' };
}

function cancelCoupon(row: Row, body: Row): Outcome {
  const couponNo = textOf(body.couponNo);
  if (!couponNo) return '취소할 쿠폰을 선택해주세요.';
  const coupon = couponsOf(row).find((candidate) => candidate.couponNo === couponNo);
  if (!coupon) return '이 접수 건의 쿠폰이 아닙니다.';
  if (coupon.couponStatus === 'CANCELED') return '이미 취소된 쿠폰입니다.';
  if (coupon.couponStatus === 'USED') return '사용한 쿠폰은 취소할 수 없습니다.';
  coupons().update(couponNo, { couponStatus: 'CANCELED', cancelDt: nowText(), modId: adminIdNow() });
  return { patch: couponNo === row.ticketNo ? { ticketStatus: 'CANCELED' } : {}, msg: '쿠폰이 취소되었습니다.' };
}

function changeStamps(row: Row, body: Row): Outcome {
  const stampCnt = Number(body.stampCnt);
  if (!isWhole(body.stampCnt) || stampCnt < EDREAM_STAMP_MIN || stampCnt > EDREAM_STAMP_MAX)
    return `스탬프 수는 ${EDREAM_STAMP_MIN}~${EDREAM_STAMP_MAX} 사이의 정수로 입력해주세요.`;
  const reason = textOf(body.reason);
  if (!reason) return '변경 사유를 입력해주세요.';
  if (reason.length > EDREAM_REASON_MAX) return `변경 사유는 ${EDREAM_REASON_MAX}자 이내로 입력해주세요.`;
  const held = Number(row.stampCnt) || 0;
  if (stampCnt === held) return '지금의 스탬프 수와 같습니다.';
  addStamps(row, stampCnt - held, `관리자 변경: ${reason}`);
  return { patch: { stampCnt }, msg: `스탬프가 ${stampCnt}개로 변경되었습니다.` };
}

function saveSetting(body: Row) {
  const current = settingNow();
  const conflict = staleRevision({ table: settings() }, current, body);
  if (conflict) return conflict;
  const goalStamp = Number(body.goalStamp);
  if (!isWhole(body.goalStamp) || goalStamp < 1 || goalStamp > EDREAM_STAMP_MAX)
    return badRequest(`교환 기준 스탬프 수는 1~${EDREAM_STAMP_MAX} 사이의 정수로 입력해주세요.`);
  const rewardName = textOf(body.rewardName);
  if (!rewardName) return badRequest('교환 상품명을 입력해주세요.');
  if (rewardName.length > 50) return badRequest('교환 상품명은 50자 이내로 입력해주세요.');
  const saved = settings().update(current.code, { goalStamp, rewardName, modId: adminIdNow(), modDt: nowText() });
  return success({ data: saved }, '이드림 설정이 저장되었습니다.');
}

/** A stamp gift credited to the customer's eDream case, once. */
function issueGift(id: string) {
  const gift = gifts().get(id);
  if (!gift) return notFound();
  if (gift.edreamStampYn === 'Y') return badRequest('이미 지급된 스탬프 선물입니다.');
  const target = caseOfCustomer(gift.cusId);
  if (!target) return badRequest('이드림에 참여하지 않은 회원입니다.');
  const stampCnt = Number(gift.stampCnt) || 0;
  addStamps(target, stampCnt, '스탬프 선물 지급');
  cases().table.update(target.id, { stampCnt: (Number(target.stampCnt) || 0) + stampCnt, modId: adminIdNow(), modDt: nowText() });
  gifts().update(gift.id, { edreamStampYn: 'Y', edreamStampDt: nowText(), modId: adminIdNow() });
  return success({ data: gifts().get(gift.id) }, `이드림 스탬프 ${stampCnt}개가 지급되었습니다.`);
}

export const eDreamHandlers: HttpHandler[] = [
  http.get('/api/eDreamSet/list', ({ request }) => listOf(cases(), request.url, allCases())),
  caseAction('ticket', issueTicket),
  caseAction('stampRefresh', (row) => {
    const stampCnt = stampSum(row);
    return { patch: { stampCnt }, msg: `스탬프가 다시 집계되었습니다. (보유 ${stampCnt}개)` };
  }),
  caseAction('ticketChangeStore', changeStore),
  caseAction('ticketChangeAddress', changeAddress),
  caseAction('couponCancel', cancelCoupon),
  caseAction('stampChange', changeStamps),
  caseSearch('searchCoupon', couponListOf),
  caseSearch(
    'searchCustomer',
    listOfRows((row) => {
      const member = members().get(row.cusId);
      return member ? [member] : [];
    }),
  ),
  caseSearch('stamp', listOfRows(stampsOf)),
  http.get('/api/eDreamSet/:sub', ({ request, params }) => {
    const sub = param(params, 'sub');
    if (sub === 'search') return listOf({ table: cases().table, screen: findScreen('eDreamSearch') }, request.url, allCases());
    if (sub === 'setting') return ok({ data: settingNow() });
    const row = cases().table.get(sub);
    return row ? ok(shownCase(row)) : notFound(NO_CASE);
  }),
  http.post('/api/eDreamSet/setting', async ({ request }) => saveSetting(recordOf(await readBody(request)))),
  http.post('/api/eDreamStampGift/issuedEdreamStamp/:id', ({ params }) => issueGift(param(params, 'id'))),
];
