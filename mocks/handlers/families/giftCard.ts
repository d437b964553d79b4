import { http, type HttpHandler } from 'msw';
import { db } from '../../db';
import { UNIVERSE } from '../../db/universe/model';
import { notFound, ok, RESULT } from '../util';
import { rowByKey } from '../../opaqueKeys';
import { detailOf, listOf } from './records';
import { badRequest, familyTable, param, textOf, type Row } from './shared';

/**
 * Offline gift cards (/api/offlineGiftCard, issue 13). A card's history is its seeded approvals
 * (mocks/db/universe/giftLedger.ts), newest first, paged by approval serial: `nextAprvSn` 0 asks
 * for the newest page, otherwise the rows older than that serial; `last` marks the end.
 */
const cards = () => familyTable('offlineGiftCard', undefined, 'cardNo');
const approvals = () => db.collection(UNIVERSE.giftCardHistory.name, UNIVERSE.giftCardHistory.key);
export const HISTORY_PAGE = 20;
const CARD_DIGITS = 16;

const historyOf = (cardNo: string): Row[] =>
  approvals()
    .all()
    .filter((row) => textOf(row.cardNo) === cardNo)
    .sort((a, b) => Number(b.aprvSn) - Number(a.aprvSn));

export const offlineGiftCardHandlers: HttpHandler[] = [
  http.get('/api/offlineGiftCard', ({ request }) => listOf(cards(), request.url)),
  /** By the number printed on the card, as typed (4-4-4-4 or digits). */
  http.get('/api/offlineGiftCard/balance', ({ request }) => {
    const typed = textOf(new URL(request.url).searchParams.get('cardNo'));
    if (!typed) return badRequest('상품권 번호를 입력해주세요.');
    const cardNo = typed.replace(/[\s-]/g, '');
    if (!new RegExp(`^\\d{${CARD_DIGITS}}$`).test(cardNo)) return badRequest(`상품권 번호 ${CARD_DIGITS}자리를 입력해주세요.`);
    const card = cards().table.get(cardNo);
    if (!card) return notFound('상품권을 찾을 수 없습니다.');
    const { faceAmt, balanceAmt, cardStatus, expireDt } = card;
    return ok({ result: RESULT.OK, data: { cardNo, faceAmt, balanceAmt: Number(balanceAmt) || 0, cardStatus, expireDt } });
  }),
  http.get('/api/offlineGiftCard/history/:id', ({ request, params }) => {
    const card = rowByKey(cards().table, param(params, 'id'));
    if (!card) return notFound('상품권을 찾을 수 없습니다.');
    const next = Number(new URL(request.url).searchParams.get('nextAprvSn') ?? 0);
    if (!Number.isInteger(next) || next < 0) return badRequest('조회 위치가 올바르지 않습니다.');
    const all = historyOf(textOf(card.cardNo));
    const rows = all.filter((row) => next === 0 || Number(row.aprvSn) < next);
    return ok({ list: rows.slice(0, HISTORY_PAGE), totalCnt: all.length, last: rows.length <= HISTORY_PAGE });
  }),
  http.get('/api/offlineGiftCard/:id', ({ params }) => detailOf(cards(), param(params, 'id'))),
];
