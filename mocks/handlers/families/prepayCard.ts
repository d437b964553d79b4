import { http, type HttpHandler } from 'msw';
import { BASE_SEED, createRandom, seedFrom } from '../../db/random';
import { formatDateTime, generators, SEED_TODAY } from '../../db/generators';
import { notFound, ok, queryRows, readBody, success } from '../util';
import { listOf } from './records';
import { adminIdNow, badRequest, familyTable, findRow, nowText, recordOf, textOf, type Row } from './shared';

/** Prepaid cards (/api/prepayCard): cards keyed by cardNo with cusId, mainCardYn, balanceAmt, cardStatus. */
const cards = () => familyTable('prepayCard', undefined, 'cardNo');
const card = (cardNo: unknown) => findRow(cards().table, cardNo, 'cardNo');
const balanceOf = (row: Row) => Number(row.balanceAmt) || 0;
const cardsOf = (cusId: string) => cards().table.all().filter((row) => textOf(row.cusId) === cusId);
const save = (row: Row, patch: Row) => cards().table.update(row[cards().table.key], { ...patch, modId: adminIdNow(), modDt: nowText() });

const query = (request: Request, name: string) => textOf(new URL(request.url).searchParams.get(name));
const CARD_REQUIRED = '카드번호을(를) 입력해주세요.';

/** GET with `?cardNo=`: the card, or the answer to give. */
function cardOfQuery(request: Request): Row | Response {
  const cardNo = query(request, 'cardNo');
  if (!cardNo) return badRequest(CARD_REQUIRED);
  return card(cardNo) ?? notFound('카드를 찾을 수 없습니다.');
}

/** A write on the card named in the body (`cardNo`), which must be in use. */
const onCard = (path: string, apply: (row: Row, body: Row) => Response) =>
  http.post(`/api/prepayCard/${path}`, async ({ request }) => {
    const body = recordOf(await readBody(request));
    if (!textOf(body.cardNo ?? body.toCardNo)) return badRequest(CARD_REQUIRED);
    const row = card(body.cardNo ?? body.toCardNo);
    if (!row) return notFound('카드를 찾을 수 없습니다.');
    if (row.cardStatus === 'REFUNDED' || row.cardStatus === 'COMBINED') return badRequest('해지된 카드입니다.');
    return apply(row, body);
  });

function useList(cardNo: string): Row[] {
  const r = createRandom(seedFrom(BASE_SEED, 'prepayUse', cardNo));
  return Array.from({ length: r.int(0, 30) }, () => ({
    useDt: formatDateTime(SEED_TODAY - r.int(0, 200) * 86_400_000 - r.int(0, 86_399) * 1000),
    useType: r.pick(['CHARGE', 'PAY', 'PAY', 'CANCEL']),
    storeName: generators.storeName(r),
    useAmt: generators.amount(r),
  })).sort((a, b) => b.useDt.localeCompare(a.useDt));
}

export const prepayCardHandlers: HttpHandler[] = [
  http.get('/api/prepayCard/list', ({ request }) => listOf(cards(), request.url)),
  http.get('/api/prepayCard/prepayInfoLostAndRefund', ({ request }) => {
    const row = cardOfQuery(request);
    if (row instanceof Response) return row;
    const { cardNo, cardStatus, lostDt = null, refundDt = null, refundAmt = 0 } = row;
    return ok({ data: { cardNo, cardStatus, lostYn: cardStatus === 'LOST' ? 'Y' : 'N', lostDt, refundYn: cardStatus === 'REFUNDED' ? 'Y' : 'N', refundDt, refundAmt } });
  }),
  http.get('/api/prepayCard/balance', ({ request }) => {
    const row = cardOfQuery(request);
    return row instanceof Response ? row : ok({ result: '0000', payment: { cardNo: row.cardNo, balance: balanceOf(row) } });
  }),
  http.get('/api/prepayCard/prepayCardUseList', ({ request }) => {
    const row = cardOfQuery(request);
    return row instanceof Response ? row : ok(queryRows(useList(textOf(row.cardNo)), request.url));
  }),
  http.get('/api/prepayCard/prepayCardIdList', ({ request }) => {
    const cusId = query(request, 'cusId');
    return cusId ? ok(queryRows(cardsOf(cusId), request.url)) : badRequest('회원번호을(를) 입력해주세요.');
  }),
  http.get('/api/prepayCard/prepayCardCombineList', ({ request }) => {
    const cusId = query(request, 'cusId');
    if (!cusId) return badRequest('회원번호을(를) 입력해주세요.');
    return ok(queryRows(cardsOf(cusId).filter((row) => row.cardStatus === 'NORMAL'), request.url));
  }),
  onCard('prepaySetMainCard', (row) => {
    if (row.cardStatus !== 'NORMAL') return badRequest('정상 카드만 대표 카드로 설정할 수 있습니다.');
    cardsOf(textOf(row.cusId)).forEach((other) => save(other, { mainCardYn: other === row ? 'Y' : 'N' }));
    return success({}, '대표 카드로 설정되었습니다.');
  }),
  onCard('prepayLostUpdate', (row, body) => {
    const lost = textOf(body.lostYn) !== 'N';
    save(row, lost ? { cardStatus: 'LOST', lostDt: nowText() } : { cardStatus: 'NORMAL', lostDt: null });
    return success({}, lost ? '분실 신고되었습니다.' : '분실 신고가 해제되었습니다.');
  }),
  onCard('prepayCardRefund', (row) => {
    const amount = balanceOf(row);
    if (amount <= 0) return badRequest('환불할 잔액이 없습니다.');
    save(row, { cardStatus: 'REFUNDED', refundAmt: amount, refundDt: nowText(), balanceAmt: 0, mainCardYn: 'N' });
    return success({ refundAmt: amount }, '환불 처리되었습니다.');
  }),
  onCard('prepayCardCombineUpdate', (target, body) => {
    const sources = (Array.isArray(body.fromCardNos) ? body.fromCardNos : []).map(card);
    if (sources.length === 0) return badRequest('통합할 카드를 선택해주세요.');
    if (sources.some((row) => !row || row === target || textOf(row.cusId) !== textOf(target.cusId) || row.cardStatus !== 'NORMAL')) {
      return badRequest('같은 회원의 정상 카드만 통합할 수 있습니다.');
    }
    const balance = sources.reduce((sum, row) => sum + (row ? balanceOf(row) : 0), balanceOf(target));
    sources.forEach((row) => row && save(row, { cardStatus: 'COMBINED', balanceAmt: 0, mainCardYn: 'N' }));
    save(target, { balanceAmt: balance });
    return success({ balance }, '카드가 통합되었습니다.');
  }),
];
