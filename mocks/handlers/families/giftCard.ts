import { http, type HttpHandler } from 'msw';
import { BASE_SEED, createRandom, seedFrom } from '../../db/random';
import { formatDateTime, generators, SEED_TODAY } from '../../db/generators';
import { notFound, ok } from '../util';
import { detailOf, listOf } from './records';
import { badRequest, familyTable, findRow, param, textOf, type Row } from './shared';

/**
 * Offline gift cards (/api/offlineGiftCard). The history of a card is paged by approval serial:
 * `nextAprvSn` 0 = the newest page, otherwise the rows older than that serial; `last` marks the end.
 */
const cards = () => familyTable('offlineGiftCard', undefined, 'cardNo');
export const HISTORY_PAGE = 20;

/** A card's approvals, newest first, with decreasing serials; stable per card. */
function history(card: Row): Row[] {
  const cardNo = textOf(card.cardNo ?? card[cards().table.key]);
  const r = createRandom(seedFrom(BASE_SEED, 'giftCardHistory', cardNo));
  const count = r.int(0, 55);
  let at = SEED_TODAY;
  return Array.from({ length: count }, (_, index) => {
    at -= r.int(1, 96) * 3_600_000;
    return {
      aprvSn: 100_000 + (count - index) * 7,
      cardNo,
      aprvDt: formatDateTime(at),
      aprvType: r.pick(['USE', 'USE', 'USE', 'CANCEL', 'CHARGE']),
      storeName: generators.storeName(r),
      aprvAmt: generators.amount(r),
    };
  });
}

export const offlineGiftCardHandlers: HttpHandler[] = [
  http.get('/api/offlineGiftCard', ({ request }) => listOf(cards(), request.url)),
  http.get('/api/offlineGiftCard/balance', ({ request }) => {
    const cardNo = textOf(new URL(request.url).searchParams.get('cardNo'));
    if (!cardNo) return badRequest('상품권 번호을(를) 입력해주세요.');
    const row = findRow(cards().table, cardNo, 'cardNo');
    return row ? ok({ data: { cardNo, balanceAmt: Number(row.balanceAmt) || 0, faceAmt: row.faceAmt, cardStatus: row.cardStatus } }) : notFound('상품권을 찾을 수 없습니다.');
  }),
  http.get('/api/offlineGiftCard/history/:id', ({ request, params }) => {
    const card = findRow(cards().table, param(params, 'id'), 'cardNo');
    if (!card) return notFound('상품권을 찾을 수 없습니다.');
    const next = Number(new URL(request.url).searchParams.get('nextAprvSn') ?? 0);
    if (!Number.isFinite(next) || next < 0) return badRequest('조회 위치가 올바르지 않습니다.');
    const rows = history(card).filter((row) => next === 0 || Number(row.aprvSn) < next);
    const list = rows.slice(0, HISTORY_PAGE);
    return ok({ list, totalCnt: history(card).length, last: rows.length <= HISTORY_PAGE });
  }),
  http.get('/api/offlineGiftCard/:id', ({ params }) => detailOf(cards(), param(params, 'id'))),
];
