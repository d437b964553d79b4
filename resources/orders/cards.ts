import type { ScreenDeclaration } from '@/declarations/types';
import { OfflineGiftCardList, OfflineGiftCardShow } from '@/screens/offlineGiftCard';
import { PrepayCardShow } from '@/screens/prepayCard';
import {
  amount,
  cardNo,
  cardStatusChoices,
  choices,
  count,
  couponName,
  couponNo,
  couponStatusChoices,
  customerNo,
  f,
  itemName,
  orderNo,
  payMethodChoices,
  person,
  regId,
  screensOf,
  listPeriod,
  searchDate,
  storeName,
} from '../fields';
import { offlineGiftCardStatusChoices, prepayTradeChoices } from './prepayRules';

/** 주문/조회 (area 03): gift coupons, gift and prepaid cards, payments, read-only searches. */

const { search } = screensOf('orders');

export const cardSearches: ScreenDeclaration[] = [
  search({
    name: 'giftCoupon',
    menuCode: '0308',
    label: '모바일 상품권 조회',
    primaryKey: 'couponCode',
    fields: [
      couponNo('상품권 번호'),
      itemName('giftName', '상품권명'),
      customerNo('구매 회원번호'),
      person('cusName', '구매자'),
      f.phone('recvHp', '받는 분 휴대폰', { filter: true, sample: 'phone' }),
      searchDate('buyDt', '구매일시'),
      amount('faceAmt', '권면 금액'),
      amount('balanceAmt', '잔액'),
      f.select('couponStatus', '상품권 상태', couponStatusChoices, { filter: true }),
    ],
  }),
  search({
    name: 'giftCard',
    menuCode: '0309',
    label: '기프트카드 조회',
    primaryKey: 'cardNo',
    fields: [
      cardNo('카드번호', 'giftCard'),
      customerNo('구매 회원번호'),
      person('buyerName', '구매자'),
      f.phone('buyerHp', '구매자 휴대폰', { filter: true, sample: 'phone' }),
      searchDate('buyDt', '구매일시'),
      amount('chargeAmt', '충전 금액'),
      amount('balanceAmt', '잔액'),
      f.select('cardStatus', '카드 상태', cardStatusChoices, { filter: true }),
    ],
  }),
  search({
    name: 'prepayCard',
    menuCode: '0310',
    label: '선불카드 조회',
    family: 'prepayCard',
    primaryKey: 'cardNo',
    // The detail is the prepaid-card workspace (src/screens/prepayCard): balance, history, lost, refund, main card, combine.
    components: { show: PrepayCardShow },
    fields: [
      cardNo('카드번호', 'prepayCard'),
      customerNo(),
      person('cusName', '회원명'),
      f.yn('mainCardYn', '대표 카드', { filter: true, choices: choices({ Y: '대표', N: '일반' }) }),
      amount('balanceAmt', '잔액'),
      f.select('cardStatus', '카드 상태', cardStatusChoices, { filter: true }),
      searchDate('issueDt', '발급일시'),
      f.dateTime('lastUseDt', '최근 사용일시'),
    ],
  }),
  search({
    name: 'offlineGiftCard',
    menuCode: '0316',
    label: '실물 상품권 조회',
    family: 'offlineGiftCard',
    primaryKey: 'cardNo',
    // The list adds '잔액 조회'; the detail pages the card's approvals (src/screens/offlineGiftCard).
    components: { list: OfflineGiftCardList, show: OfflineGiftCardShow },
    fields: [
      cardNo('상품권 번호', 'offlineGiftCard'),
      amount('faceAmt', '권면 금액'),
      amount('balanceAmt', '잔액'),
      storeName('판매 매장', 'saleStoreName'),
      searchDate('saleDt', '판매일시'),
      f.date('expireDt', '유효기간'),
      f.select('cardStatus', '상품권 상태', offlineGiftCardStatusChoices, { filter: true }),
    ],
  }),
  search({
    name: 'cardHistorySearch',
    menuCode: '0311',
    label: '카드 이용 내역',
    // The prepaid cards' ledger (issue 13): each card's balance is the sum of its rows.
    period: listPeriod('aprvDt', 'today'),
    fields: [
      searchDate('aprvDt', '승인일시'),
      cardNo('카드번호', 'prepayCard'),
      customerNo(),
      f.text('aprvNo', '승인번호', { filter: true }),
      f.select('tradeType', '거래 구분', prepayTradeChoices, { filter: true }),
      amount('tradeAmt', '거래 금액'),
      amount('balanceAmt', '거래 후 잔액'),
      storeName('거래 매장'),
    ],
  }),
  search({
    name: 'pgTrade',
    menuCode: '0312',
    label: '전자결제 거래 내역',
    period: listPeriod('tradeDt', 'today'),
    fields: [
      searchDate('tradeDt', '거래일시'),
      orderNo(),
      f.text('tid', '거래 고유번호', { filter: true }),
      f.select('payMethod', '결제 수단', payMethodChoices, { filter: true }),
      f.text('cardCompany', '카드사'),
      amount('tradeAmt', '거래 금액'),
      f.select('tradeStatus', '거래 상태', choices({ APPROVED: '승인', CANCELED: '승인 취소', PARTIAL: '부분 취소' }), { filter: true }),
    ],
  }),
  search({
    name: 'couponChangePrice',
    menuCode: '0313',
    label: '쿠폰 차액 결제 내역',
    period: listPeriod('orderDt', 'today'),
    fields: [
      searchDate('orderDt', '주문일시'),
      orderNo(),
      couponNo(),
      couponName(),
      itemName('couponItemName', '쿠폰 상품'),
      itemName('changeItemName', '변경 상품'),
      amount('diffAmt', '차액 결제 금액'),
      storeName(),
    ],
  }),
  search({
    name: 'eDreamStampGift',
    menuCode: '0317',
    label: '이드림 스탬프 선물 내역',
    fields: [
      searchDate('giftDt', '선물 일시'),
      customerNo(),
      person('cusName', '회원명'),
      count('stampCnt', '선물 스탬프 수'),
      f.text('giftReason', '선물 사유', { sample: 'message' }),
      regId(),
    ],
  }),
];
