import type { Identifier } from 'react-admin';
import type { ListResponse, ResultResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { readDetail, readDone, readList, readObject, readSaved, type Row } from '../records';

/**
 * "Other resources" of spec §7 that are not an API family of the declarations: every call is a
 * typed method named `{resource}{Op}`. (A screen declared with the rest family and one of these
 * types reaches the same paths through react-admin's CRUD.)
 */
export const otherRoutes = {
  departmentList: 'GET department',
  departmentCreate: 'POST department',
  departmentUpdate: 'PUT department/{id}',
  departmentDelete: 'DELETE department/{id}',
  itemList: 'GET item',
  itemPosItems: 'GET item/posItems',
  subscribeList: 'GET subscribe',
  couponTypeList: 'GET couponType',
  couponTypeGet: 'GET couponType/{id}',
  couponTypeCreate: 'POST couponType',
  couponTypeUpdate: 'PUT couponType/{id}',
  couponTypeDelete: 'DELETE couponType/{id}',
  storeManageList: 'GET storeManage',
  storeManageGeocode: 'POST storeManage/geocode',
  promotionList: 'GET promotion',
  promotionGet: 'GET promotion/{id}',
  promotionCreate: 'POST promotion',
  promotionUpdate: 'PUT promotion/{id}',
  promotionDelete: 'DELETE promotion/{id}',
  paymentRandomNumberList: 'GET paymentRandomNumber',
  paymentRandomNumberGet: 'GET paymentRandomNumber/{id}',
  paymentRandomNumberCreate: 'POST paymentRandomNumber',
  paymentRandomNumberUpdate: 'PUT paymentRandomNumber/{id}',
  paymentRandomNumberDelete: 'DELETE paymentRandomNumber/{id}',
  paymentRandomNumberDuplicatePromotion: 'POST paymentRandomNumber/duplicate/promotion/{id}',
  getDashboard: 'GET dashboard',
} as const satisfies RouteTable;

type RouteKey = keyof typeof otherRoutes;
const api = endpoints(otherRoutes);

/** The shapes of the plain calls, by the suffix of their name. */
const ops = {
  List:
    (key: RouteKey) =>
    async (query: Filter = {}): Promise<ListResponse<Row>> =>
      readList(await api.call(key, {}, { query: flattenFilter(query) })),
  Get:
    (key: RouteKey) =>
    async (id: Identifier): Promise<Row> =>
      readDetail(await api.call(key, { id })),
  Create:
    (key: RouteKey) =>
    async (body: Row): Promise<Row> =>
      readSaved(await api.call(key, {}, { body })),
  Update:
    (key: RouteKey) =>
    async (id: Identifier, body: Row): Promise<Row> =>
      readSaved(await api.call(key, { id }, { body })),
  Delete:
    (key: RouteKey) =>
    async (id: Identifier): Promise<ResultResponse> =>
      readDone(await api.call(key, { id })),
};
type Op = keyof typeof ops;
type Group = 'department' | 'item' | 'subscribe' | 'couponType' | 'storeManage' | 'promotion' | 'paymentRandomNumber';
type GroupMethods<N extends Group, O extends Op> = { [K in O as `${N}${K}`]: ReturnType<(typeof ops)[K]> };

const ALL = ['List', 'Get', 'Create', 'Update', 'Delete'] as const;

function group<N extends Group, O extends Op & `${string}`>(name: N, names: readonly O[]): GroupMethods<N, O> {
  const entries = names.map((op) => {
    const key = `${name}${op}` as const;
    if (!(key in otherRoutes)) throw new Error(`otherRoutes has no ${key}`);
    return [key, ops[op](key as RouteKey)] as const;
  });
  return Object.fromEntries(entries) as GroupMethods<N, O>;
}

export const otherMethods = {
  ...group('department', ['List', 'Create', 'Update', 'Delete']),
  ...group('item', ['List']),
  itemPosItems: ops.List('itemPosItems'),
  ...group('subscribe', ['List']),
  ...group('couponType', ALL),
  ...group('storeManage', ['List']),
  /** POST storeManage/geocode: the coordinates of an address (`{ lat, lng }`). */
  storeManageGeocode: async (address: string): Promise<Row> => readDetail(await api.json('storeManageGeocode', {}, { body: { address } })),
  ...group('promotion', ALL),
  ...group('paymentRandomNumber', ALL),
  /** POST paymentRandomNumber/duplicate/promotion/{id}: 프로모션 복제, the set copied as a new one (the saved copy). */
  paymentRandomNumberDuplicatePromotion: async (id: Identifier): Promise<Row> =>
    readSaved(await api.json('paymentRandomNumberDuplicatePromotion', { id }), 'id'),
  /** GET dashboard: the dashboard response of spec §3 (an object; its blocks are read by src/dashboard/response.ts). */
  getDashboard: async (query: Filter = {}): Promise<Row> => readObject(await api.json('getDashboard', {}, { query: flattenFilter(query) })),
};
