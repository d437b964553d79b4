import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import {
  amount,
  choices,
  count,
  couponName,
  couponTypeRef,
  f,
  idField,
  inUse,
  itemRef,
  memberLevelChoices,
  period,
  processStatusChoices,
  regDt,
  regId,
  screensOf,
  serverMade,
  sortOrder,
  stampTierChoices,
  status,
} from '../fields';

/** 마케팅 (area 04): stamps, coupon types and coupon issuing. */

const { content, manage } = screensOf('marketing');

/** A batch issue to a target list (쿠폰 일괄 발급, 프로모션 발급): what, to whom, when, result. */
export const issueBatch = (name: string, menuCode: string, label: string, what: FieldDeclaration) =>
  manage({
    name,
    menuCode,
    label,
    actions: ['create', 'show', 'excel'],
    fields: [
      idField('발급 번호'),
      what,
      f.select(
        'targetType',
        '발급 대상',
        choices({
          ALL: '전체 회원',
          LEVEL: '등급별 회원',
          FILE: '대상자 파일',
        }),
        { filter: true, required: true },
      ),
      f.attachments('targetFile', '대상자 파일'),
      f.dateTime('issueDt', '발급 예정일시', { filter: 'range', required: true }),
      count('targetCnt', '대상 회원 수', serverMade),
      count('issueCnt', '발급 건수', serverMade),
      f.select('issueStatus', '발급 상태', processStatusChoices, { filter: true, input: false }),
      regId(),
    ],
  });

export const couponSettings: ScreenDeclaration[] = [
  content({
    name: 'bonusStampSet',
    menuCode: '0401',
    label: '보너스 스탬프 설정',
    fields: [
      idField(),
      f.text('title', '설정명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'eventName' }),
      f.select(
        'bonusType',
        '적립 조건',
        choices({
          ITEM: '특정 상품 구매',
          AMOUNT: '일정 금액 이상 결제',
          FIRST: '첫 주문',
          BIRTHDAY: '생일 주간 주문',
        }),
        { filter: true, required: true },
      ),
      itemRef('대상 상품', { required: false, filter: false }),
      amount('minPayAmt', '최소 결제 금액', { min: 0 }),
      count('bonusCnt', '추가 스탬프 수', { required: true, min: 1, max: 12 }),
      ...period('적용 시작일', '적용 종료일'),
      status(),
      regDt(),
    ],
  }),
  content({
    name: 'stampCouponSet',
    menuCode: '0417',
    label: '스탬프 쿠폰 설정',
    fields: [
      idField(),
      f.select('stampTier', '교환 구간', stampTierChoices, { filter: 'alwaysOn', required: true }),
      couponTypeRef('교환 쿠폰'),
      couponName('쿠폰 노출명'),
      count('validDays', '유효 기간(일)', { required: true, min: 1 }),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  manage({
    name: 'couponType',
    menuCode: '040201',
    label: '쿠폰 유형',
    history: true,
    // 결재 (issue 37): a pending issue of this coupon to more than 1,000 members shows on it
    approvalKey: 'couponType',
    fields: [
      idField(),
      f.text('couponName', '쿠폰명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'couponName' }),
      f.select(
        'discountType',
        '혜택 구분',
        choices({
          AMOUNT: '정액 할인',
          RATE: '정률 할인',
          ITEM: '상품 교환',
        }),
        { filter: true, required: true },
      ),
      amount('discountAmt', '할인 금액', { min: 0 }),
      f.number('discountRate', '할인율(%)', { min: 0, max: 100, sample: 'percent' }),
      itemRef('교환 상품', { required: false, filter: false }),
      count('validDays', '유효 기간(일)', { required: true, min: 1 }),
      inUse(),
      regDt(),
    ],
  }),
  {
    ...issueBatch('couponListInsert', '040202', '쿠폰 일괄 발급', couponTypeRef('발급 쿠폰')),
    // 엑셀 일괄등록 (issue 37): a coupon issued to a list of members, once per member and coupon
    bulkUpload: {
      mode: 'create',
      key: ['couponTypeId', 'member'],
      columns: [
        { source: 'couponTypeId', example: 1 },
        { source: 'member', label: '회원번호 또는 휴대폰 번호', kind: 'memberKey', required: true, example: '01012345678' },
      ],
      batchSize: 500,
    },
  },
  content({
    name: 'levelCoupon',
    menuCode: '0403',
    label: '등급별 쿠폰',
    fields: [
      idField(),
      f.select('level', '회원 등급', memberLevelChoices, { filter: 'alwaysOn', required: true }),
      couponTypeRef('지급 쿠폰'),
      f.select('issueCycle', '발급 주기', choices({ MONTHLY: '매월', LEVEL_UP: '등급 달성 시' }), { filter: true, required: true }),
      count('issueDay', '발급일(매월)', { min: 1, max: 28 }),
      inUse(),
      regDt(),
    ],
  }),
];
