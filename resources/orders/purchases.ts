import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import {
  amount,
  choices,
  count,
  couponName,
  couponNo,
  couponStatusChoices,
  customerNo,
  f,
  itemName,
  listPeriod,
  memberColumns,
  orderNo,
  opaqueKey,
  payMethodChoices,
  person,
  screensOf,
  searchDate,
  storeName,
  storeRef,
} from '../fields';

/** 주문/조회 (area 03): orders, stamps and coupons, read-only searches. */

const { search } = screensOf('orders');

export const orderStatusChoices = choices({
  PAID: '결제 완료',
  ACCEPTED: '주문 접수',
  MAKING: '제조 중',
  READY: '제조 완료',
  DONE: '수령 완료',
  CANCELED: '주문 취소',
});

/** The store of a row (store-owner scoping, docs/permissions.md): a filter, the name is the column. */
const storeScoped = () => storeRef('매장', { column: false, required: false });

/** The order type sent with the period '진행중' (spec §9): which of the three order lists. */
export const ORDER_TYPES = { order: 'ORDER', reserveOrder: 'RESERVE', subscribeOrder: 'SUBSCRIBE' } as const;
export type OrderListName = keyof typeof ORDER_TYPES;

/**
 * An order list: number, time, store, member, status, how and how much was paid. It opens on
 * today's orders and offers '진행중' (orders not yet handed over, subscriptions still running).
 */
const orderScreen = (name: OrderListName, menuCode: string, label: string, extra: FieldDeclaration[]) =>
  search({
    name,
    menuCode,
    label,
    primaryKey: 'orderNo',
    period: listPeriod('orderDt', 'today', { ongoing: { orderType: ORDER_TYPES[name] } }),
    fields: [
      orderNo(),
      searchDate('orderDt', '주문일시'),
      storeName(),
      storeScoped(),
      customerNo(),
      ...extra,
      f.select('orderStatus', '주문 상태', orderStatusChoices, { filter: true }),
      f.select('payMethod', '결제 수단', payMethodChoices, { filter: true }),
      amount('payAmt', '결제금액'),
    ],
  });

export const purchaseSearches: ScreenDeclaration[] = [
  orderScreen('order', '0301', '주문 내역', [
    f.select('receiveType', '수령 방식', choices({ PICKUP: '픽업', DELIVERY: '배달' }), { filter: true }),
    itemName('itemSummary', '주문 상품'),
  ]),
  orderScreen('reserveOrder', '0302', '예약 주문 내역', [f.dateTime('reserveDt', '수령 예정일시'), itemName('itemSummary', '예약 상품')]),
  orderScreen('subscribeOrder', '0303', '구독 주문 내역', [
    f.text('subsName', '구독 상품명', { filter: true, sample: 'itemName' }),
    count('usedCnt', '사용 횟수'),
    f.date('expireDt', '구독 만료일'),
  ]),
  search({
    name: 'stampSearch',
    menuCode: '0304',
    label: '스탬프 조회',
    primaryKey: 'cusId',
    fields: [
      ...memberColumns(),
      count('stampCnt', '보유 스탬프'),
      count('totalSaveCnt', '누적 적립'),
      count('totalUseCnt', '누적 사용'),
      searchDate('lastSaveDt', '최근 적립일시'),
    ],
  }),
  search({
    name: 'stampGift',
    menuCode: '0305',
    label: '스탬프 선물 내역',
    fields: [
      searchDate('giftDt', '선물 일시'),
      customerNo('보낸 회원번호'),
      person('sendName', '보낸 회원명'),
      customerNo('받은 회원번호', 'recvCusId'),
      person('recvName', '받은 회원명'),
      count('stampCnt', '선물 스탬프 수'),
      f.select('giftStatus', '선물 상태', choices({ DONE: '선물 완료', CANCELED: '선물 취소' }), { filter: true }),
    ],
  }),
  search({
    name: 'coupon',
    menuCode: '0306',
    label: '쿠폰 조회',
    primaryKey: 'couponKey',
    fields: [
      couponNo(),
      opaqueKey('couponKey'),
      couponName(),
      customerNo(),
      searchDate('issueDt', '발급일시'),
      f.date('expireDt', '유효기간'),
      f.select('couponStatus', '쿠폰 상태', couponStatusChoices, { filter: true }),
      f.dateTime('useDt', '사용일시'),
      storeName('사용 매장', 'useStoreName'),
    ],
  }),
  search({
    name: 'couponExchange',
    menuCode: '0307',
    label: '쿠폰 교환 내역',
    fields: [
      searchDate('exchangeDt', '교환 일시'),
      couponNo(),
      couponName(),
      customerNo(),
      itemName('exchangeItemName', '교환 상품'),
      storeName('교환 매장'),
      orderNo(),
    ],
  }),
];
