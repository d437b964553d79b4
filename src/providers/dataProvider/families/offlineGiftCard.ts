import type { Identifier } from 'react-admin';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { badReplyFailure } from '@/http/failures';
import { amountOf, isRow, readDetail, readList, type Row } from '../records';
import type { GiftCardApproval, GiftCardHistoryPage, OfflineGiftCard } from '@/types/records';
import { bespokeAdapter } from './bespoke';

/** Offline gift card (/api/offlineGiftCard). */
export const offlineGiftCardRoutes = {
  list: 'GET offlineGiftCard',
  getOne: 'GET offlineGiftCard/{id}',
  balance: 'GET offlineGiftCard/balance',
  history: 'GET offlineGiftCard/history/{id}',
} as const satisfies RouteTable;

const api = endpoints(offlineGiftCardRoutes);

export const offlineGiftCardAdapter = bespokeAdapter(offlineGiftCardRoutes, { getList: 'list', getOne: { route: 'getOne', id: 'path' } });

/** The balance of a card: `balanceAmt` (what the list rows carry), else `balance`, else a `payment` as the prepaid card's. */
function balanceOf(answer: Row): number | undefined {
  const payment = isRow(answer.payment) ? answer.payment.balance : answer.payment;
  return amountOf(answer.balanceAmt) ?? amountOf(answer.balance) ?? amountOf(payment);
}

export const offlineGiftCardMethods = {
  /** GET balance: the card (`{ data }` or itself) with its balance as `balanceAmt`; an answer without a balance is not one. */
  offlineGiftCardBalance: async (query: Filter): Promise<OfflineGiftCard> => {
    const answer = readDetail<Partial<OfflineGiftCard>>(await api.json('balance', {}, { query: flattenFilter(query) }));
    const balanceAmt = balanceOf(answer);
    if (balanceAmt === undefined) throw badReplyFailure();
    return { ...answer, balanceAmt };
  },
  /** nextAprvSn 0 asks for the first page (the screen replaces its list), otherwise the page after it (appended). */
  offlineGiftCardHistory: async (cardId: Identifier, nextAprvSn: number | string = 0): Promise<GiftCardHistoryPage> => {
    const answer = await api.json('history', { id: cardId }, { query: { nextAprvSn } });
    const last = isRow(answer) ? answer.last : undefined;
    const { list, totalCnt } = readList<GiftCardApproval>(answer);
    return { list, last: last === true || last === 'Y' || last === 1 || last === '1', totalCnt };
  },
};
