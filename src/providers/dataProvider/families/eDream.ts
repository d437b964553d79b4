import type { Identifier } from 'react-admin';
import type { ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { readDetail, readDone, readRows, readSearch, type Row, type SearchRows } from '../records';
import { bespokeAdapter } from './bespoke';

/** e-Dream set (/api/eDreamSet) and event standard (/api/eventStandard). */
export const eDreamSetRoutes = {
  list: 'GET eDreamSet/list',
  getSub: 'GET eDreamSet/{sub}',
  postSub: 'POST eDreamSet/{sub}',
  ticket: 'POST eDreamSet/ticket/{id}',
  stampRefresh: 'POST eDreamSet/stampRefresh/{id}',
  ticketChangeStore: 'POST eDreamSet/ticketChangeStore/{id}',
  ticketChangeAddress: 'POST eDreamSet/ticketChangeAddress/{id}',
  couponCancel: 'POST eDreamSet/couponCancel/{id}',
  stampChange: 'POST eDreamSet/stampChange/{id}',
  searchCoupon: 'GET eDreamSet/searchCoupon/{id}',
  searchCustomer: 'GET eDreamSet/searchCustomer/{id}',
  stamp: 'GET eDreamSet/stamp/{id}',
} as const satisfies RouteTable;

export const eventStandardRoutes = {
  list: 'GET eventStandard/list',
  getOne: 'GET eventStandard/{id}',
  byType: 'GET eventStandard/{id}/{typeCd}',
  rewardTypes: 'GET eventStandard/rewardType/empty',
  joinTypes: 'GET eventStandard/joinType/{x}',
  save: 'POST eventStandard/save',
  bonusStampSets: 'GET eventStandard/bonusStampSet/list',
  couponTypes: 'GET eventStandard/couponType/list',
  delete: 'DELETE eventStandard/{id}',
} as const satisfies RouteTable;

const eDreamSet = endpoints(eDreamSetRoutes);
const eventStandard = endpoints(eventStandardRoutes);

/**
 * Campaigns (type eDreamSet): GET list, GET/POST {sub} with sub = the id (POST with no sub
 * creates). Participants (type eDreamSearch): GET {sub} with sub = 'search', read back from it.
 */
export const eDreamSetAdapter = bespokeAdapter(eDreamSetRoutes, {
  getList: 'list',
  getOne: { route: 'getSub', id: 'path' },
  create: 'postSub',
  update: { route: 'postSub', id: 'path' },
  byType: {
    eDreamSearch: { getList: 'getSub', listVars: { sub: 'search' }, getOne: { route: 'getSub', id: 'list' } },
  },
});

/** Create and update are the same `save` (the id, when any, in the body). */
export const eventStandardAdapter = bespokeAdapter(eventStandardRoutes, {
  getList: 'list',
  getOne: { route: 'getOne', id: 'path' },
  create: 'save',
  update: { route: 'save', id: 'body' },
  delete: { route: 'delete', id: 'path' },
});

type EDreamAction = 'ticket' | 'stampRefresh' | 'ticketChangeStore' | 'ticketChangeAddress' | 'couponCancel' | 'stampChange';
const eDreamAction =
  (key: EDreamAction) =>
  async (id: Identifier, body: Row = {}): Promise<ResultResponse> =>
    readDone(await eDreamSet.json(key, { id }, { body }));
const eDreamSearch =
  (key: 'searchCoupon' | 'searchCustomer' | 'stamp') =>
  async (id: Identifier): Promise<SearchRows> =>
    readSearch(await eDreamSet.json(key, { id }));
const standardRows = (key: 'rewardTypes' | 'bonusStampSets' | 'couponTypes') => async (): Promise<Row[]> => readRows(await eventStandard.json(key, {}));

export const eDreamMethods = {
  /** GET eDreamSet/{sub}: a named sub-resource (the answer is passed through as a row). */
  eDreamSetGet: async (sub: string, query: Filter = {}): Promise<Row> => readDetail(await eDreamSet.json('getSub', { sub }, { query: flattenFilter(query) })),
  /** POST eDreamSet/{sub}: saves a named sub-resource. */
  eDreamSetPost: async (sub: string, body: Row): Promise<ResultResponse> => readDone(await eDreamSet.json('postSub', { sub }, { body })),
  eDreamSetTicket: eDreamAction('ticket'),
  eDreamSetStampRefresh: eDreamAction('stampRefresh'),
  eDreamSetTicketChangeStore: eDreamAction('ticketChangeStore'),
  eDreamSetTicketChangeAddress: eDreamAction('ticketChangeAddress'),
  eDreamSetCouponCancel: eDreamAction('couponCancel'),
  eDreamSetStampChange: eDreamAction('stampChange'),
  eDreamSetSearchCoupon: eDreamSearch('searchCoupon'),
  eDreamSetSearchCustomer: eDreamSearch('searchCustomer'),
  eDreamSetStamp: eDreamSearch('stamp'),
  eventStandardByType: async (id: Identifier, typeCd: string): Promise<Row> => readDetail(await eventStandard.json('byType', { id, typeCd })),
  eventStandardRewardTypes: standardRows('rewardTypes'),
  eventStandardJoinTypes: async (joinType: string): Promise<Row[]> => readRows(await eventStandard.json('joinTypes', { x: joinType })),
  eventStandardBonusStampSets: standardRows('bonusStampSets'),
  eventStandardCouponTypes: standardRows('couponTypes'),
};
