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

/** The shapes of the plain calls: each method below is one of them bound to its route. */
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
export const otherMethods = {
  departmentList: ops.List('departmentList'),
  departmentCreate: ops.Create('departmentCreate'),
  departmentUpdate: ops.Update('departmentUpdate'),
  departmentDelete: ops.Delete('departmentDelete'),
  itemList: ops.List('itemList'),
  itemPosItems: ops.List('itemPosItems'),
  subscribeList: ops.List('subscribeList'),
  couponTypeList: ops.List('couponTypeList'),
  couponTypeGet: ops.Get('couponTypeGet'),
  couponTypeCreate: ops.Create('couponTypeCreate'),
  couponTypeUpdate: ops.Update('couponTypeUpdate'),
  couponTypeDelete: ops.Delete('couponTypeDelete'),
  storeManageList: ops.List('storeManageList'),
  /** POST storeManage/geocode: the coordinates of an address (`{ lat, lng }`). */
  storeManageGeocode: async (address: string): Promise<Row> => readDetail(await api.json('storeManageGeocode', {}, { body: { address } })),
  promotionList: ops.List('promotionList'),
  promotionGet: ops.Get('promotionGet'),
  promotionCreate: ops.Create('promotionCreate'),
  promotionUpdate: ops.Update('promotionUpdate'),
  promotionDelete: ops.Delete('promotionDelete'),
  paymentRandomNumberList: ops.List('paymentRandomNumberList'),
  paymentRandomNumberGet: ops.Get('paymentRandomNumberGet'),
  paymentRandomNumberCreate: ops.Create('paymentRandomNumberCreate'),
  paymentRandomNumberUpdate: ops.Update('paymentRandomNumberUpdate'),
  paymentRandomNumberDelete: ops.Delete('paymentRandomNumberDelete'),
  /** POST paymentRandomNumber/duplicate/promotion/{id}: 프로모션 복제, the set copied as a new one (the saved copy). */
  paymentRandomNumberDuplicatePromotion: async (id: Identifier): Promise<Row> =>
    readSaved(await api.json('paymentRandomNumberDuplicatePromotion', { id }), 'id'),
  /** GET dashboard: the dashboard response of spec §3 (an object; its blocks are read by src/dashboard/response.ts). */
  getDashboard: async (query: Filter = {}): Promise<Row> => readObject(await api.json('getDashboard', {}, { query: flattenFilter(query) })),
};
