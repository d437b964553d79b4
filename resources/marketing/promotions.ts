import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import {
  amount,
  choices,
  count,
  couponTypeRef,
  f,
  idField,
  imageUrl,
  linkUrl,
  payMethodChoices,
  period,
  progressChoices,
  regDt,
  screensOf,
  serverMade,
  sortOrder,
  status,
} from '../fields';
import { issueBatch } from './coupons';

/** 마케팅 (area 04): promotions, events and random-number coupons. */

const { content, manage } = screensOf('marketing');

const promotionName = (label: string) => f.text('promotionName', label, { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'promotionName' });
const eventId = () => f.text('eventId', '이벤트 코드', { filter: true, required: true, maxLength: 20 });
const progress = () => f.select('progress', '진행 상태', progressChoices, { filter: true, input: false });

/** 단일/묶음 프로모션 (rest family, spec §7 'promotion'). */
const promotionScreen = (name: string, menuCode: string, label: string, extra: FieldDeclaration[]) =>
  manage({
    name,
    menuCode,
    label,
    history: true,
    fields: [
      idField(),
      promotionName('프로모션명'),
      eventId(),
      f.select(
        'promoType',
        '혜택 구분',
        choices({
          DISCOUNT: '할인',
          GIFT: '증정',
          STAMP: '스탬프 추가 적립',
        }),
        { filter: true, required: true },
      ),
      ...extra,
      ...period('프로모션 시작일', '프로모션 종료일'),
      progress(),
      regDt(),
    ],
  });

/** An event page with its own code, checked for duplicates before saving. */
const eventScreen = (name: string, menuCode: string, label: string, extra: FieldDeclaration[]) =>
  content({
    name,
    menuCode,
    label,
    extraActions: ['excel'],
    fields: [
      idField(),
      f.text('eventName', '이벤트명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'eventName' }),
      eventId(),
      ...extra,
      ...period('이벤트 시작일', '이벤트 종료일'),
      imageUrl('대표 이미지'),
      f.richText('content', '이벤트 내용', { required: true, sample: 'boardHtml' }),
      status(),
      regDt(),
    ],
  });

/** 난수 쿠폰: a batch of one-time numbers that each redeem a coupon. */
const randomNumberScreen = (name: string, menuCode: string, label: string, extra: FieldDeclaration[] = []) =>
  manage({
    name,
    menuCode,
    label,
    fields: [
      idField(),
      promotionName('난수 발급명'),
      couponTypeRef('지급 쿠폰'),
      count('issueCnt', '발급 수량', { required: true, min: 1, max: 100000 }),
      count('useCnt', '사용 수량', serverMade),
      ...extra,
      ...period('사용 시작일', '사용 종료일'),
      progress(),
      regDt(),
    ],
  });

export const promotions: ScreenDeclaration[] = [
  promotionScreen('promotion', '040401', '단일 프로모션', [couponTypeRef('지급 쿠폰')]),
  promotionScreen('promotionList', '040402', '묶음 프로모션', [
    count('couponCnt', '묶음 쿠폰 수', { required: true, min: 2, max: 10 }),
    amount('bundlePrice', '묶음 판매가', { min: 0 }),
  ]),
  issueBatch(
    'promotionIssue',
    '040501',
    '단일 프로모션 발급',
    f.reference('promotionId', '프로모션', 'promotion', 'promotionName', { filter: true, required: true }),
  ),
  issueBatch(
    'promotionListIssue',
    '040502',
    '묶음 프로모션 발급',
    f.reference('promotionId', '묶음 프로모션', 'promotionList', 'promotionName', { filter: true, required: true }),
  ),
  eventScreen('customerEvent', '040601', '고객 참여 이벤트', [
    f.select(
      'joinType',
      '참여 방식',
      choices({
        APPLY: '응모',
        ATTEND: '출석 체크',
        SHARE: '공유하기',
        COMMENT: '댓글 참여',
      }),
      { filter: true, required: true },
    ),
    couponTypeRef('참여 보상 쿠폰', { required: false, filter: false }),
    count('winnerCnt', '당첨 인원', { min: 0 }),
  ]),
  content({
    name: 'codePromotion',
    menuCode: '040602',
    label: '코드 프로모션',
    history: true,
    fields: [
      idField(),
      promotionName('프로모션명'),
      eventId(),
      f.text('promoCode', '프로모션 코드', { filter: true, required: true, maxLength: 20 }),
      couponTypeRef('지급 쿠폰'),
      count('limitCnt', '사용 한도', { required: true, min: 1 }),
      count('useCnt', '사용 수', serverMade),
      ...period('사용 시작일', '사용 종료일'),
      status(),
      regDt(),
    ],
  }),
  randomNumberScreen('promotionRandomNumber', '040701', '프로모션 난수 발급'),
  randomNumberScreen('paymentRandomNumber', '040702', '결제 난수 쿠폰', [
    amount('minPayAmt', '최소 결제 금액', { required: true, min: 0 }),
    f.select('payMethod', '적용 결제 수단', payMethodChoices, { filter: true, required: true }),
  ]),
];

export const eventPage = (name: string, menuCode: string, label: string) =>
  eventScreen(name, menuCode, label, [
    f.select(
      'eventType',
      '이벤트 구분',
      choices({
        NORMAL: '일반 이벤트',
        PARTNER: '제휴 이벤트',
        WINNER: '당첨자 발표',
      }),
      { filter: true, required: true },
    ),
    linkUrl(),
    sortOrder(),
  ]);
