import type { ListResponse, ResultResponse } from '@/types/api';
import type { PrepayBalance, PrepayCard, PrepayCardInfo, PrepayCardUse } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { badReplyFailure } from '@/http/failures';
import { amountOf, isRow, readDetail, readDone, readList, type Row } from '../records';
import { bespokeAdapter } from './bespoke';

/** Prepaid card (/api/prepayCard): the 10 calls of spec §7. */
export const prepayCardRoutes = {
  list: 'GET prepayCard/list',
  lostAndRefundInfo: 'GET prepayCard/prepayInfoLostAndRefund',
  balance: 'GET prepayCard/balance',
  useList: 'GET prepayCard/prepayCardUseList',
  idList: 'GET prepayCard/prepayCardIdList',
  setMainCard: 'POST prepayCard/prepaySetMainCard',
  lost: 'POST prepayCard/prepayLostUpdate',
  refund: 'POST prepayCard/prepayCardRefund',
  combineList: 'GET prepayCard/prepayCardCombineList',
  combine: 'POST prepayCard/prepayCardCombineUpdate',
} as const satisfies RouteTable;

const api = endpoints(prepayCardRoutes);

/** No detail call: a card's row is read back from the list. */
export const prepayCardAdapter = bespokeAdapter(prepayCardRoutes, { getList: 'list', getOne: { route: 'list', id: 'list' } });

/**
 * Spec §8: the prepaid-card write calls return the error object to the caller instead of
 * failing. They resolve to an outcome: `{ ok: true, data }` when the server acknowledged the
 * write with '0000', or `{ ok: false, error }`: an HttpError with the server's `msg` (a refusal,
 * whatever its status, including a 200 with another result), a network error or an unreadable reply.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: Error };

async function outcome(answer: () => Promise<unknown>): Promise<Outcome<ResultResponse>> {
  try {
    return { ok: true, data: readDone(await answer()) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export interface PrepayCardRef {
  cusId?: string | number;
  cardNo: string;
}

/** 환불: the whole balance the operator saw (`refundAmt`; a changed balance is refused), to this account. */
export interface PrepayRefund extends PrepayCardRef {
  refundAmt: number;
  bankCode: string;
  /** Digits only. */
  accountNo: string;
  accountHolder: string;
  /** 'Y' when the card is reported lost and the operator confirmed refunding it (prepayRules.LOST_CONFIRM_FIELD). */
  lostConfirmYn?: 'Y';
}

const list = async <T extends Row>(key: 'useList' | 'idList' | 'combineList', query: Filter): Promise<ListResponse<T>> =>
  readList<T>(await api.json(key, {}, { query: flattenFilter(query) }));

export const prepayCardMethods = {
  /** Lost and refund information of a card. */
  prepayCardLostAndRefundInfo: async (query: Filter): Promise<PrepayCardInfo> =>
    readDetail<PrepayCardInfo>(await api.json('lostAndRefundInfo', {}, { query: flattenFilter(query) })),
  /**
   * The balance, read from the answer's `payment` field (spec §3: a number, or an object with
   * `balance` and the totals); without `payment`, a `balance` beside it; anything else is not a balance.
   */
  prepayCardBalance: async (query: Filter): Promise<PrepayBalance> => {
    const answer = readDetail(await api.json('balance', {}, { query: flattenFilter(query) }));
    const payment = answer.payment ?? answer.balance;
    const balance = amountOf(isRow(payment) ? payment.balance : payment);
    if (balance === undefined) throw badReplyFailure();
    if (!isRow(payment)) return { balance };
    const totals = (['chargeAmt', 'useAmt', 'refundAmt'] as const).flatMap((field) => {
      const amount = amountOf(payment[field]);
      return amount === undefined ? [] : [[field, amount] as const];
    });
    return { balance, ...Object.fromEntries(totals) };
  },
  prepayCardUseList: (query: Filter) => list<PrepayCardUse>('useList', query),
  prepayCardIdList: (query: Filter) => list<PrepayCard>('idList', query),
  prepayCardCombineList: (query: Filter) => list<PrepayCard>('combineList', query),
  prepayCardSetMain: (card: PrepayCardRef) => outcome(() => api.json('setMainCard', {}, { body: card })),
  prepayCardLost: (card: PrepayCardRef & { lostYn?: 'Y' | 'N' }) => outcome(() => api.json('lost', {}, { body: card })),
  prepayCardRefund: (refund: PrepayRefund) => outcome(() => api.json('refund', {}, { body: refund })),
  /** Moves the balances of `fromCardNos` onto `toCardNo`. */
  prepayCardCombine: (params: { cusId?: string | number; toCardNo: string; fromCardNos: string[] }) => outcome(() => api.json('combine', {}, { body: params })),
};
