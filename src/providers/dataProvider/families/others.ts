import type { Identifier } from 'react-admin';
import type { ListResponse, ResultResponse } from '@/types/api';
import type {
  Coordinates,
  CouponType,
  DashboardResponse,
  Department,
  Item,
  PaymentRandomNumber,
  PosItem,
  Promotion,
  Store,
  Subscription,
} from '@/types/records';
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

/** The shapes of the plain calls: each method below is one of them bound to its route and the record it answers. */
const ops = {
  List:
    <T extends Row>(key: RouteKey) =>
    async (query: Filter = {}): Promise<ListResponse<T>> =>
      readList<T>(await api.call(key, {}, { query: flattenFilter(query) })),
  Get:
    <T extends Row>(key: RouteKey) =>
    async (id: Identifier): Promise<T> =>
      readDetail<T>(await api.call(key, { id })),
  Create:
    <T extends Row>(key: RouteKey) =>
    async (body: Row): Promise<T> =>
      readSaved<T>(await api.call(key, {}, { body })),
  Update:
    <T extends Row>(key: RouteKey) =>
    async (id: Identifier, body: Row): Promise<T> =>
      readSaved<T>(await api.call(key, { id }, { body })),
  Delete:
    (key: RouteKey) =>
    async (id: Identifier): Promise<ResultResponse> =>
      readDone(await api.call(key, { id })),
};
export const otherMethods = {
  departmentList: ops.List<Department>('departmentList'),
  departmentCreate: ops.Create<Department>('departmentCreate'),
  departmentUpdate: ops.Update<Department>('departmentUpdate'),
  departmentDelete: ops.Delete('departmentDelete'),
  itemList: ops.List<Item>('itemList'),
  itemPosItems: ops.List<PosItem>('itemPosItems'),
  subscribeList: ops.List<Subscription>('subscribeList'),
  couponTypeList: ops.List<CouponType>('couponTypeList'),
  couponTypeGet: ops.Get<CouponType>('couponTypeGet'),
  couponTypeCreate: ops.Create<CouponType>('couponTypeCreate'),
  couponTypeUpdate: ops.Update<CouponType>('couponTypeUpdate'),
  couponTypeDelete: ops.Delete('couponTypeDelete'),
  storeManageList: ops.List<Store>('storeManageList'),
  /** POST storeManage/geocode: the coordinates of an address (`{ lat, lng }`). */
  storeManageGeocode: async (address: string): Promise<Coordinates> => readDetail<Coordinates>(await api.json('storeManageGeocode', {}, { body: { address } })),
  promotionList: ops.List<Promotion>('promotionList'),
  promotionGet: ops.Get<Promotion>('promotionGet'),
  promotionCreate: ops.Create<Promotion>('promotionCreate'),
  promotionUpdate: ops.Update<Promotion>('promotionUpdate'),
  promotionDelete: ops.Delete('promotionDelete'),
  paymentRandomNumberList: ops.List<PaymentRandomNumber>('paymentRandomNumberList'),
  paymentRandomNumberGet: ops.Get<PaymentRandomNumber>('paymentRandomNumberGet'),
  paymentRandomNumberCreate: ops.Create<PaymentRandomNumber>('paymentRandomNumberCreate'),
  paymentRandomNumberUpdate: ops.Update<PaymentRandomNumber>('paymentRandomNumberUpdate'),
  paymentRandomNumberDelete: ops.Delete('paymentRandomNumberDelete'),
  /** POST paymentRandomNumber/duplicate/promotion/{id}: 프로모션 복제, the set copied as a new one (the saved copy). */
  paymentRandomNumberDuplicatePromotion: async (id: Identifier): Promise<PaymentRandomNumber> =>
    readSaved<PaymentRandomNumber>(await api.json('paymentRandomNumberDuplicatePromotion', { id }), 'id'),
  /** GET dashboard: the dashboard response of spec §3 (an object; its blocks are read by src/dashboard/response.ts). */
  getDashboard: async (query: Filter = {}): Promise<DashboardResponse> =>
    readObject<DashboardResponse>(await api.json('getDashboard', {}, { query: flattenFilter(query) })),
};
