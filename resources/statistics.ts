import type { ChartDeclaration, FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { amount, channelChoices, choices, count, couponName, f, itemName, listPeriod, payMethodChoices, screensOf, statDate, storeName } from './fields';

/** 통계 (area 10): read-only daily figures, filtered by a date range, downloadable. */

const { search } = screensOf('statistics');

/** A statistics list with its chart (issue 15): lines of the measures by day, or one measure stacked by a choice; a 합계 row (issue 32). */
const statScreen = (name: string, menuCode: string, label: string, columns: FieldDeclaration[], chart: Omit<ChartDeclaration, 'x' | 'period'>) =>
  search({
    name,
    menuCode,
    label,
    period: listPeriod('statDt', 'thisMonth'),
    totals: true,
    fields: [statDate(), ...columns],
    chart: { x: 'statDt', period: 'day', ...chart },
  });

const lines = (...measures: string[]) => ({ kind: 'line' as const, measures });
const stacked = (measure: string, stackBy: string) => ({ kind: 'stackedBar' as const, measures: [measure], stackBy });

export const statistics: ScreenDeclaration[] = [
  statScreen(
    'sales',
    '1001',
    '매출 통계',
    [storeName(), count('orderCnt', '주문 건수'), amount('saleAmt', '총매출'), amount('discountAmt', '할인 금액'), amount('netSaleAmt', '순매출')],
    lines('saleAmt', 'netSaleAmt'),
  ),
  statScreen(
    'smartOrderSales',
    '1002',
    '스마트오더 매출',
    [
      f.select('channel', '주문 구분', channelChoices.slice(0, 2), { filter: 'alwaysOn' }),
      count('orderCnt', '주문 건수'),
      amount('saleAmt', '매출액'),
      amount('avgAmt', '객단가', { noTotal: true }),
    ],
    stacked('saleAmt', 'channel'),
  ),
  statScreen(
    'subscribeSales',
    '1004',
    '구독 매출',
    [itemName('subsName', '구독 상품명'), count('buyCnt', '구독 건수'), amount('saleAmt', '매출액'), count('useCnt', '이용 횟수')],
    lines('saleAmt'),
  ),
  statScreen(
    'reserveSales',
    '1005',
    '예약 주문 매출',
    [storeName(), count('orderCnt', '주문 건수'), count('itemQty', '상품 수량'), amount('saleAmt', '매출액')],
    lines('saleAmt'),
  ),
  statScreen(
    'prepaySales',
    '1006',
    '선불카드 매출',
    [
      count('chargeCnt', '충전 건수'),
      amount('chargeAmt', '충전 금액'),
      amount('useAmt', '사용 금액'),
      amount('refundAmt', '환불 금액'),
      amount('balanceAmt', '미사용 잔액', { noTotal: true }),
    ],
    lines('chargeAmt', 'useAmt', 'refundAmt'),
  ),
  statScreen(
    'couponSales',
    '1007',
    '쿠폰 매출',
    [
      couponName(),
      f.select('payMethod', '결제 수단', payMethodChoices, { filter: true }),
      count('useCnt', '사용 건수'),
      amount('discountAmt', '할인 금액'),
      amount('saleAmt', '연계 매출'),
    ],
    stacked('discountAmt', 'payMethod'),
  ),
  statScreen(
    'couponState',
    '1008',
    '쿠폰 발급 현황',
    [
      couponName(),
      count('issueCnt', '발급 건수'),
      count('useCnt', '사용 건수'),
      count('expireCnt', '만료 건수'),
      f.number('useRate', '사용률(%)', { sample: 'percent', noTotal: true }),
    ],
    lines('issueCnt', 'useCnt', 'expireCnt'),
  ),
  statScreen(
    'stampSaveState',
    '1009',
    '스탬프 적립 현황',
    [
      f.select('saveType', '적립 구분', choices({ ORDER: '주문 적립', BONUS: '보너스 적립', MARKETING: '마케팅 지급', ETC: '기타' }), { filter: true }),
      count('cusCnt', '적립 회원 수'),
      count('saveCnt', '적립 스탬프'),
      count('useCnt', '사용 스탬프'),
    ],
    stacked('saveCnt', 'saveType'),
  ),
  statScreen(
    'giftCardUseState',
    '1010',
    '기프트카드 사용 현황',
    [
      count('buyCnt', '구매 건수'),
      amount('buyAmt', '구매 금액'),
      count('useCnt', '사용 건수'),
      amount('useAmt', '사용 금액'),
      amount('balanceAmt', '미사용 잔액', { noTotal: true }),
    ],
    lines('buyAmt', 'useAmt'),
  ),
];
