import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import {
  amount,
  bizNo,
  choices,
  count,
  f,
  idField,
  inUse,
  listPeriod,
  payMethodChoices,
  period,
  regDt,
  regId,
  screensOf,
  searchDate,
  stampTierChoices,
  statDate,
  storeName,
  storeRef,
} from './fields';

/** 정산 관리 (area 06): store settlements, fees, head-office cover amounts and checks; each list but the fee table has its 합계 row (issue 32). */

const { manage, search } = screensOf('settlement');

const settleMonth = () => searchDate('settleMonth', '정산월', 'date');

/** The store of a row (store-owner scoping, docs/permissions.md): a filter, the name is the column. */
const storeScoped = () => storeRef('매장', { column: false, required: false });

/** A settlement row of a store: period, store, volume, fee and the amount paid out. */
const settleRows = (date: FieldDeclaration, extra: FieldDeclaration[] = []): FieldDeclaration[] => [
  date,
  storeName(),
  storeScoped(),
  bizNo(),
  ...extra,
  count('tradeCnt', '거래 건수'),
  amount('tradeAmt', '거래 금액'),
  amount('feeAmt', '수수료'),
  amount('settleAmt', '정산 금액'),
];

/** 보전 정산: what head office pays a store back for a benefit it redeemed. */
const coverScreen = (name: string, menuCode: string, label: string, subject: FieldDeclaration) =>
  search({
    totals: true,
    name,
    menuCode,
    label,
    fields: [
      settleMonth(),
      storeName(),
      bizNo(),
      subject,
      count('useCnt', '사용 건수'),
      amount('coverAmt', '본사 보전 금액'),
      amount('storeShareAmt', '매장 부담 금액'),
    ],
    period: listPeriod('settleMonth', 'thisMonth'),
    chart: { kind: 'line', x: 'settleMonth', period: 'month', measures: ['coverAmt', 'storeShareAmt'] },
  });

const verifyResult = () => f.select('verifyResult', '검증 결과', choices({ MATCH: '일치', MISMATCH: '불일치' }), { filter: true });

export const settlement: ScreenDeclaration[] = [
  search({
    totals: true,
    name: 'reserveRequest',
    menuCode: '0601',
    label: '예약 주문 정산 요청',
    extraActions: ['status'],
    fields: settleRows(searchDate('reqDt', '요청일시'), [
      f.select(
        'status',
        '정산 상태',
        choices({
          REQUESTED: '승인 대기',
          APPROVED: '승인',
          REJECTED: '반려',
        }),
        { filter: 'alwaysOn', input: false },
      ),
    ]),
  }),
  search({
    totals: true,
    name: 'reserveOk',
    menuCode: '0602',
    label: '예약 주문 정산 완료',
    period: listPeriod('settleDt', 'thisMonth'),
    fields: settleRows(searchDate('settleDt', '정산 완료일', 'date'), [f.date('payDt', '지급일')]),
  }),
  search({
    totals: true,
    name: 'calculateGiftCoupon',
    menuCode: '0609',
    label: '모바일 상품권 정산',
    period: listPeriod('settleMonth', 'thisMonth'),
    fields: settleRows(settleMonth()),
  }),
  manage({
    name: 'calculateFeeManage',
    menuCode: '0603',
    label: '수수료 관리',
    fields: [
      idField(),
      f.select('payMethod', '결제 수단', payMethodChoices, { filter: 'alwaysOn', required: true }),
      f.number('feeRate', '수수료율(%)', { required: true, min: 0, max: 100, sample: 'percent' }),
      ...period('적용 시작일', '적용 종료일'),
      inUse(),
      regId(),
      regDt(),
    ],
  }),
  coverScreen('coverStamp', '0604', '스탬프 쿠폰 보전', f.select('stampTier', '교환 구간', stampTierChoices, { filter: true })),
  coverScreen('coverPromotion', '0605', '프로모션 보전', f.text('promotionName', '프로모션명', { filter: true, sample: 'promotionName' })),
  coverScreen(
    'coverGift',
    '0606',
    '선물하기 보전',
    f.select(
      'giftType',
      '선물 구분',
      choices({
        GIFT_COUPON: '모바일 상품권',
        GIFT_CARD: '기프트카드',
      }),
      { filter: true },
    ),
  ),
  search({
    totals: true,
    name: 'calculateStoreExternalV2',
    menuCode: '0607',
    label: '제휴 채널 매장 정산',
    period: listPeriod('settleDt', 'thisMonth'),
    fields: settleRows(searchDate('settleDt', '정산일', 'date'), [
      f.select('partner', '제휴 채널', choices({ DELIVERY_APP: '배달 앱', POINT: '제휴 포인트', WELFARE: '기업 복지몰' }), { filter: true }),
    ]),
  }),
  search({
    totals: true,
    name: 'closeCalculate',
    menuCode: '0608',
    label: '마감 정산',
    period: listPeriod('closeDt', 'thisMonth'),
    fields: [
      searchDate('closeDt', '마감일', 'date'),
      storeName(),
      storeScoped(),
      bizNo(),
      amount('totalSaleAmt', '총매출'),
      amount('cancelAmt', '취소 금액'),
      amount('netSaleAmt', '순매출'),
      f.yn('closeYn', '마감 여부', { filter: true, choices: choices({ Y: '마감', N: '미마감' }) }),
    ],
    chart: { kind: 'line', x: 'closeDt', period: 'day', measures: ['totalSaleAmt', 'netSaleAmt'] },
  }),
  search({
    totals: true,
    name: 'stampVerify',
    menuCode: '0610',
    label: '스탬프 정산 검증',
    period: listPeriod('verifyDt', 'thisMonth'),
    fields: [
      searchDate('verifyDt', '검증일', 'date'),
      storeName(),
      count('saveCnt', '적립 스탬프'),
      count('useCnt', '사용 스탬프'),
      count('diffCnt', '차이 수량'),
      verifyResult(),
    ],
  }),
  search({
    totals: true,
    name: 'calculateVerify',
    menuCode: '0611',
    label: '정산 검증',
    period: listPeriod('verifyDt', 'thisMonth'),
    fields: [
      searchDate('verifyDt', '검증일', 'date'),
      storeName(),
      bizNo(),
      amount('posAmt', '포스 매출'),
      amount('appAmt', '앱 결제 금액'),
      amount('diffAmt', '차액'),
      verifyResult(),
    ],
  }),
  search({
    totals: true,
    name: 'paymentTypeStats',
    menuCode: '0612',
    label: '결제 수단별 정산 현황',
    period: listPeriod('statDt', 'thisMonth'),
    fields: [
      statDate(),
      f.select('payMethod', '결제 수단', payMethodChoices, { filter: 'alwaysOn' }),
      count('payCnt', '결제 건수'),
      amount('payAmt', '결제 금액'),
      amount('cancelAmt', '취소 금액'),
      amount('feeAmt', '수수료'),
    ],
    chart: { kind: 'stackedBar', x: 'statDt', period: 'day', measures: ['payAmt'], stackBy: 'payMethod' },
  }),
];
