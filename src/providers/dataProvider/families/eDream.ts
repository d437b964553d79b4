import type { Identifier } from 'react-admin';
import type { ResultResponse } from '@/types/api';
import type {
  BonusStampSet,
  EDreamCoupon,
  EDreamCustomer,
  EDreamSetting,
  EDreamStamp,
  EventCouponType,
  EventStandardCode,
  EventStandardReward,
} from '@/types/records';
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
const eDreamSearch = async <T extends Row>(key: 'searchCoupon' | 'searchCustomer' | 'stamp', id: Identifier): Promise<SearchRows<T>> =>
  readSearch<T>(await eDreamSet.json(key, { id }));
const standardRows = async <T extends Row>(key: 'rewardTypes' | 'bonusStampSets' | 'couponTypes'): Promise<T[]> =>
  readRows<T>(await eventStandard.json(key, {}));

export const eDreamMethods = {
  /**
   * GET eDreamSet/{sub} of a named sub-resource: 'setting', the program setting (a case, `{sub}` =
   * its id, and the participants, 'search', are read through react-admin's CRUD).
   */
  eDreamSetGet: async (sub: 'setting', query: Filter = {}): Promise<EDreamSetting> =>
    readDetail<EDreamSetting>(await eDreamSet.json('getSub', { sub }, { query: flattenFilter(query) })),
  /** POST eDreamSet/{sub}: saves a named sub-resource. */
  eDreamSetPost: async (sub: string, body: Row): Promise<ResultResponse> => readDone(await eDreamSet.json('postSub', { sub }, { body })),
  eDreamSetTicket: eDreamAction('ticket'),
  eDreamSetStampRefresh: eDreamAction('stampRefresh'),
  eDreamSetTicketChangeStore: eDreamAction('ticketChangeStore'),
  eDreamSetTicketChangeAddress: eDreamAction('ticketChangeAddress'),
  eDreamSetCouponCancel: eDreamAction('couponCancel'),
  eDreamSetStampChange: eDreamAction('stampChange'),
  eDreamSetSearchCoupon: (id: Identifier) => eDreamSearch<EDreamCoupon>('searchCoupon', id),
  eDreamSetSearchCustomer: (id: Identifier) => eDreamSearch<EDreamCustomer>('searchCustomer', id),
  eDreamSetStamp: (id: Identifier) => eDreamSearch<EDreamStamp>('stamp', id),
  eventStandardByType: async (id: Identifier, typeCd: string): Promise<EventStandardReward> =>
    readDetail<EventStandardReward>(await eventStandard.json('byType', { id, typeCd })),
  eventStandardRewardTypes: () => standardRows<EventStandardCode>('rewardTypes'),
  eventStandardJoinTypes: async (joinType: string): Promise<EventStandardCode[]> =>
    readRows<EventStandardCode>(await eventStandard.json('joinTypes', { x: joinType })),
  eventStandardBonusStampSets: () => standardRows<BonusStampSet>('bonusStampSets'),
  eventStandardCouponTypes: () => standardRows<EventCouponType>('couponTypes'),
};
