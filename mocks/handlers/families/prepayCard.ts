import { http, type HttpHandler } from 'msw';
import { LOST_CONFIRM_FIELD, refundFee } from '@resources/orders/prepayRules';
import { rowByKey } from '../../opaqueKeys';
import { db } from '../../db';
import { storesOf } from '../../db/universe/model';
import { balanceOf, combineCards, markLost, type MoneyStores, refundCard, setMainCard, totalsOf, tradesOf } from '../../db/universe/prepayOperations';
import { failure, notFound, ok, queryRows, readBody, RESULT, success } from '../util';
import { listOf } from './records';
import { refundAccountProblem, stateRefusal } from './prepayRules';
import { adminIdNow, badRequest, familyTable, nowText, recordOf, textOf, type Row } from './shared';

/**
 * Prepaid cards (/api/prepayCard, issue 13): cards keyed by cardNo, their ledger (the
 * /cardHistorySearch rows) and the /prepaySales figures, changed together by the writes
 * (mocks/db/universe/prepayOperations.ts). Each call naming a card by `cardNo` also takes its
 * opaque `cardKey` instead (issue 34 item 6a; `toCardKey` for a combine). Every refusal is a Korean `msg` with 400 (input,
 * state), 404 (no such card) or 409 (the card changed since the operator looked).
 */
const money = (): MoneyStores => storesOf((ref) => db.collection(ref.name, ref.key));
const cards = () => familyTable('prepayCard', undefined, 'cardNo');
const cardOf = (cardNo: unknown) => (textOf(cardNo) ? money().prepayCard.get(textOf(cardNo)) : undefined);
/** The card number of an opaque `cardKey` (issue 34 item 6a), '' when no card has it. */
const cardNoOf = (cardKey: unknown) => textOf(rowByKey(money().prepayCard, textOf(cardKey))?.cardNo);
/** A card named by its number or, instead, by its opaque key (`cardNo` wins when both are given). */
const cardNamed = (cardNo: unknown, cardKey: unknown) => textOf(cardNo) || cardNoOf(cardKey);
/**
 * The card a write's body names (`cardNo`/`cardKey`, or `toCardNo`/`toCardKey` for a combine) and
 * the cards a combine moves from (`fromCardNos`/`fromCardKeys`): what the approval gate measures
 * (mocks/approvals.ts, issue 37).
 */
export function cardsOfWrite(body: Row): { card?: Row; sources: Row[] } {
  const cardNo = cardNamed(body.cardNo ?? body.toCardNo, body.cardKey ?? body.toCardKey);
  const byKey = Array.isArray(body.fromCardKeys) ? body.fromCardKeys.map((key) => cardNoOf(key) || textOf(key)) : [];
  const names = (Array.isArray(body.fromCardNos) ? body.fromCardNos.map(textOf) : byKey).filter(Boolean);
  return { card: cardOf(cardNo), sources: names.map(cardOf).filter((row): row is Row => row !== undefined) };
}
const ownCards = (cusId: string) =>
  money()
    .prepayCard.all()
    .filter((row) => textOf(row.cusId) === cusId);

const query = (request: Request, name: string) => textOf(new URL(request.url).searchParams.get(name));
const CARD_REQUIRED = '카드번호를 입력해주세요.';
const MEMBER_REQUIRED = '회원번호를 입력해주세요.';
const NO_CARD = '카드를 찾을 수 없습니다.';

/** GET with `?cardNo=` or `?cardKey=`: the card, or the answer to give. */
function cardOfQuery(request: Request): Row | Response {
  if (!query(request, 'cardNo') && query(request, 'cardKey') && !cardNoOf(query(request, 'cardKey'))) return notFound(NO_CARD);
  const cardNo = cardNamed(query(request, 'cardNo'), query(request, 'cardKey'));
  if (!cardNo) return badRequest(CARD_REQUIRED);
  return cardOf(cardNo) ?? notFound(NO_CARD);
}

/** A write on the card the body names (`cardNo`, or `toCardNo` for a combine), of the member it names when it names one. */
const onCard = (path: string, apply: (card: Row, body: Row) => Response) =>
  http.post(`/api/prepayCard/${path}`, async ({ request }) => {
    const body = recordOf(await readBody(request));
    const cardNo = cardNamed(body.cardNo ?? body.toCardNo, body.cardKey ?? body.toCardKey);
    if (!cardNo) return textOf(body.cardKey ?? body.toCardKey) ? notFound(NO_CARD) : badRequest(CARD_REQUIRED);
    const card = cardOf(cardNo);
    if (!card) return notFound(NO_CARD);
    if (textOf(body.cusId) && textOf(body.cusId) !== textOf(card.cusId)) return badRequest('회원의 카드가 아닙니다.');
    return apply(card, body);
  });

/** What the card's detail shows about a loss report, a refund and a combine. */
function lostAndRefund(card: Row): Row {
  const pick = (field: string) => card[field] ?? null;
  return {
    cardNo: card.cardNo,
    cusId: card.cusId,
    cardStatus: card.cardStatus,
    lostYn: card.cardStatus === 'LOST' ? 'Y' : 'N',
    ...Object.fromEntries(
      [
        'lostDt',
        'lostRegId',
        'lostReleaseDt',
        'refundDt',
        'refundFeeAmt',
        'refundPayAmt',
        'refundBankCode',
        'refundAccountNo',
        'refundAccountHolder',
        'refundRegId',
        'combinedTo',
        'combineDt',
      ].map((field) => [field, pick(field)]),
    ),
    refundYn: card.cardStatus === 'REFUNDED' ? 'Y' : 'N',
    refundAmt: Number(card.refundAmt) || 0,
  };
}

export const prepayCardHandlers: HttpHandler[] = [
  http.get('/api/prepayCard/list', ({ request }) => {
    const cardKey = query(request, 'cardKey');
    if (!cardKey) return listOf(cards(), request.url);
    // the workspace reads its card back by the opaque key: the one card (none for an unknown key)
    const url = new URL(request.url);
    url.searchParams.delete('cardKey');
    const cardNo = cardNoOf(cardKey);
    const target = cards();
    return listOf(target, url, cardNo ? target.table.all().filter((row) => textOf(row.cardNo) === cardNo) : []);
  }),
  http.get('/api/prepayCard/prepayInfoLostAndRefund', ({ request }) => {
    const card = cardOfQuery(request);
    return card instanceof Response ? card : ok({ result: RESULT.OK, data: lostAndRefund(card) });
  }),
  http.get('/api/prepayCard/balance', ({ request }) => {
    const card = cardOfQuery(request);
    if (card instanceof Response) return card;
    return ok({ result: RESULT.OK, payment: { cardNo: card.cardNo, balance: balanceOf(card), ...totalsOf(money(), String(card.cardNo)) } });
  }),
  http.get('/api/prepayCard/prepayCardUseList', ({ request }) => {
    const card = cardOfQuery(request);
    if (card instanceof Response) return card;
    const rows = tradesOf(money(), String(card.cardNo)).map(({ id, aprvDt, aprvNo, tradeType, storeName, tradeAmt, balanceAmt }) => ({
      id,
      aprvDt,
      aprvNo,
      tradeType,
      storeName,
      tradeAmt,
      balanceAmt,
    }));
    return ok(queryRows(rows, request.url));
  }),
  http.get('/api/prepayCard/prepayCardIdList', ({ request }) => {
    const cusId = query(request, 'cusId');
    if (!cusId) return badRequest(MEMBER_REQUIRED);
    const own = ownCards(cusId).sort((a, b) => textOf(b.mainCardYn).localeCompare(textOf(a.mainCardYn)) || textOf(b.issueDt).localeCompare(textOf(a.issueDt)));
    return ok(queryRows(own, request.url, { ignore: ['cusId'] }));
  }),
  http.get('/api/prepayCard/prepayCardCombineList', ({ request }) => {
    const cusId = query(request, 'cusId');
    if (!cusId) return badRequest(MEMBER_REQUIRED);
    const target = cardNamed(query(request, 'cardNo'), query(request, 'cardKey'));
    const combinable = ownCards(cusId).filter((row) => row.cardStatus === 'NORMAL' && textOf(row.cardNo) !== target);
    return ok(queryRows(combinable, request.url, { ignore: ['cusId', 'cardNo', 'cardKey'] }));
  }),
  onCard('prepaySetMainCard', (card) => {
    const refusal = stateRefusal(card, 'main');
    if (refusal) return badRequest(refusal);
    if (card.mainCardYn === 'Y') return badRequest('이미 대표카드로 설정된 카드입니다.');
    setMainCard(money(), card, nowText(), adminIdNow());
    return success({}, '대표카드로 설정되었습니다.');
  }),
  onCard('prepayLostUpdate', (card, body) => {
    const lost = textOf(body.lostYn) !== 'N';
    const refusal = stateRefusal(card, lost ? 'lost' : 'release');
    if (refusal) return badRequest(refusal);
    markLost(money(), card, lost, nowText(), adminIdNow());
    return success({}, lost ? '분실 신고되었습니다.' : '분실 신고가 해제되었습니다.');
  }),
  onCard('prepayCardRefund', (card, body) => {
    const problem = refundAccountProblem(body);
    if (problem) return badRequest(problem);
    const refusal = stateRefusal(card, 'refund');
    if (refusal) return badRequest(refusal);
    if (card.cardStatus === 'LOST' && textOf(body[LOST_CONFIRM_FIELD]) !== 'Y')
      return badRequest('분실 신고된 카드입니다. 분실 카드 환불 확인 후 다시 시도해주세요.');
    const balance = balanceOf(card);
    if (balance <= 0) return badRequest('환불할 잔액이 없습니다.');
    if (body.refundAmt !== undefined && Number(body.refundAmt) !== balance)
      return failure('카드 잔액이 변경되었습니다. 잔액을 다시 확인한 뒤 환불해주세요.', RESULT.FAIL, 409);
    const fee = refundFee(balance);
    refundCard(
      money(),
      card,
      { bankCode: textOf(body.bankCode), accountNo: textOf(body.accountNo), accountHolder: textOf(body.accountHolder) },
      fee,
      nowText(),
      adminIdNow(),
    );
    return success({ refundAmt: balance, refundFeeAmt: fee, refundPayAmt: balance - fee }, '환불 처리되었습니다.');
  }),
  onCard('prepayCardCombineUpdate', (target, body) => {
    const refusal = stateRefusal(target, 'combineInto');
    if (refusal) return badRequest(refusal);
    const byKey = Array.isArray(body.fromCardKeys) ? body.fromCardKeys.map((key) => cardNoOf(key) || textOf(key)) : [];
    const names = (Array.isArray(body.fromCardNos) ? body.fromCardNos.map(textOf) : byKey).filter(Boolean);
    if (names.length === 0) return badRequest('통합할 카드를 선택해주세요.');
    const sources = names.map(cardOf);
    if (sources.some((source) => !source)) return notFound(NO_CARD);
    for (const source of sources as Row[]) {
      if (source.cardNo === target.cardNo) return badRequest('같은 카드끼리는 통합할 수 없습니다.');
      if (textOf(source.cusId) !== textOf(target.cusId)) return badRequest('같은 회원의 카드만 통합할 수 있습니다.');
      const closed = stateRefusal(source, 'combineFrom');
      if (closed) return badRequest(closed);
    }
    const balance = combineCards(money(), target, sources as Row[], nowText(), adminIdNow());
    return success({ balance }, '카드가 통합되었습니다.');
  }),
];
