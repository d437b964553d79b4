import type { FieldDeclaration } from '@/declarations/types';
import { ORDER_TYPES, type OrderListName, orderStatusChoices } from '../orders/purchases';
import { choices, f, payMethodChoices } from '../fields';

/**
 * The member detail's 주문 tab (issue 32): the member's rows of the three order lists (/order,
 * /reserveOrder, /subscribeOrder), read through their own list calls with the member number.
 */
export const MEMBER_ORDER_LISTS = Object.keys(ORDER_TYPES) as OrderListName[];

/** Which order list a row came from (the tab adds it): its detail route is that screen's. */
export const ORDER_KIND = 'orderKind';

export const memberOrderColumns: FieldDeclaration[] = [
  f.select(ORDER_KIND, '구분', choices({ order: '주문', reserveOrder: '예약', subscribeOrder: '구독' })),
  f.text('orderNo', '주문번호'),
  f.dateTime('orderDt', '주문일시'),
  f.text('storeName', '매장명'),
  f.text('itemSummary', '주문 상품'),
  f.select('orderStatus', '주문 상태', orderStatusChoices),
  f.select('payMethod', '결제 수단', payMethodChoices),
  f.won('payAmt', '결제금액'),
];
