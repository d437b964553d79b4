import type { Identifier } from 'react-admin';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { isRow, readDetail, readList, type Row } from '../records';
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

/** One page of a card's history. `last` marks the end; the next page starts after the last row's `aprvSn`; `totalCnt` counts all pages. */
export interface GiftCardHistoryPage {
  list: Row[];
  last: boolean;
  totalCnt: number;
}

export const offlineGiftCardMethods = {
  offlineGiftCardBalance: async (query: Filter): Promise<Row> => readDetail(await api.json('balance', {}, { query: flattenFilter(query) })),
  /** nextAprvSn 0 asks for the first page (the screen replaces its list), otherwise the page after it (appended). */
  offlineGiftCardHistory: async (cardId: Identifier, nextAprvSn: number | string = 0): Promise<GiftCardHistoryPage> => {
    const answer = await api.json('history', { id: cardId }, { query: { nextAprvSn } });
    const last = isRow(answer) ? answer.last : undefined;
    const { list, totalCnt } = readList(answer);
    return { list, last: last === true || last === 'Y' || last === 1 || last === '1', totalCnt };
  },
};
