import type { ScreenDeclaration } from '@/declarations/types';
import {
  amount,
  count,
  couponNo,
  couponTypeRef,
  customerNo,
  f,
  idField,
  imageUrl,
  inUse,
  memberColumns,
  orderNo,
  period,
  regDt,
  screensOf,
  searchDate,
  serverMade,
  sortOrder,
  status,
  storeName,
} from '../fields';
import { EDreamCaseShow } from '@/screens/eDream';
import { EventStandardCreate, EventStandardEdit } from '@/screens/eventStandard';
import { eventPage } from './promotions';
import { EVENT_JOIN_GROUP, EVENT_REWARD_GROUP, EVENT_REWARD_MAX, eDreamTicketChoices } from './eDreamRules';

/** 마케팅 (area 04): prepaid-card benefits, stories, surveys, 이드림 and event standards. */

const { content, search } = screensOf('marketing');

const eventTitle = (label: string) => f.text('title', label, { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'eventName' });

export const campaigns: ScreenDeclaration[] = [
  content({
    name: 'prepay',
    menuCode: '0408',
    label: '선불카드 충전 혜택',
    fields: [
      idField(),
      eventTitle('혜택명'),
      amount('chargeAmt', '충전 기준 금액', { required: true, min: 10000 }),
      amount('bonusAmt', '추가 적립 금액', { required: true, min: 0 }),
      count('limitCnt', '1인당 제공 횟수', { min: 1 }),
      ...period('혜택 시작일', '혜택 종료일'),
      status(),
      regDt(),
    ],
  }),
  content({
    name: 'story',
    menuCode: '0410',
    label: '브랜드 스토리',
    fields: [
      idField(),
      f.text('title', '스토리 제목', { filter: 'alwaysOn', required: true, maxLength: 100, sample: 'boardTitle' }),
      f.text('subTitle', '부제목', { maxLength: 100 }),
      imageUrl('대표 이미지'),
      f.richText('content', '본문', { required: true, sample: 'boardHtml' }),
      status(),
      sortOrder(),
      count('viewCnt', '조회수', serverMade),
      regDt(),
    ],
  }),
  eventPage('event', '0411', '이벤트'),
  content({
    name: 'surveyManage',
    menuCode: '0413',
    label: '설문 관리',
    extraActions: ['excel'],
    fields: [
      idField(),
      eventTitle('설문 제목'),
      f.longText('intro', '설문 안내', { maxLength: 500, sample: 'message' }),
      count('questionCnt', '문항 수', serverMade),
      count('answerCnt', '응답 수', serverMade),
      couponTypeRef('참여 보상 쿠폰', { required: false, filter: false }),
      ...period('설문 시작일', '설문 종료일'),
      status(),
      regDt(),
    ],
  }),
  content({
    name: 'eDream',
    menuCode: '0409',
    label: '이드림 교환 관리',
    family: 'eDreamSet',
    type: 'eDreamSet',
    actions: ['show'],
    components: { show: EDreamCaseShow },
    fields: [
      idField('접수 번호'),
      ...memberColumns(),
      count('stampCnt', '보유 스탬프', serverMade),
      f.text('ticketNo', '교환권 번호', { filter: true, ...serverMade }),
      f.select('ticketStatus', '교환권 상태', eDreamTicketChoices, { filter: true, ...serverMade }),
      f.reference('storeId', '수령 매장', 'storeManage', 'storeName', { filter: true, ...serverMade }),
      f.text('address', '배송지', { sample: 'address', ...serverMade }),
      regDt('참여일시'),
    ],
  }),
  search({
    name: 'eDreamSearch',
    menuCode: '0414',
    label: '이드림 참여 조회',
    family: 'eDreamSet',
    fields: [
      ...memberColumns(),
      count('stampCnt', '적립 스탬프'),
      f.text('ticketNo', '교환권 번호', { filter: true }),
      f.select('ticketStatus', '교환권 상태', eDreamTicketChoices, { filter: true }),
      storeName('수령 매장'),
      f.text('address', '배송지', { sample: 'address' }),
      searchDate('regDt', '참여일시'),
    ],
  }),
  search({
    name: 'promotionUsedSearch',
    menuCode: '0415',
    label: '프로모션 사용 내역',
    fields: [
      searchDate('useDt', '사용일시'),
      f.text('promotionName', '프로모션명', { filter: 'alwaysOn', sample: 'promotionName' }),
      couponNo(),
      customerNo(),
      storeName('사용 매장'),
      orderNo(),
      amount('discountAmt', '할인 금액'),
    ],
  }),
  content({
    name: 'eventStandard',
    menuCode: '0416',
    label: '이벤트 지급 기준',
    family: 'eventStandard',
    actions: ['create', 'edit', 'delete'],
    components: { create: EventStandardCreate, edit: EventStandardEdit },
    fields: [
      idField(),
      eventTitle('기준명'),
      // the codes are the server's (GET eventStandard/rewardType/empty, joinType/{rewardType}; code groups 907, 908)
      f.code('rewardType', '지급 혜택', EVENT_REWARD_GROUP, { filter: true, required: true }),
      f.code('joinType', '지급 조건', EVENT_JOIN_GROUP, { filter: true, required: true }),
      couponTypeRef('지급 쿠폰', { required: false, filter: false }),
      f.reference('bonusStampId', '보너스 스탬프 설정', 'bonusStampSet', 'title'),
      count('rewardQty', '지급 수량', { required: true, min: 1, max: EVENT_REWARD_MAX }),
      ...period('적용 시작일', '적용 종료일'),
      inUse(),
      regDt(),
    ],
  }),
  content({
    name: 'randomCoupon',
    menuCode: '0418',
    label: '랜덤 쿠폰',
    fields: [
      idField(),
      f.text('title', '랜덤 쿠폰명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'couponName' }),
      couponTypeRef('당첨 쿠폰'),
      f.number('winRate', '당첨 확률(%)', { required: true, min: 0, max: 100, sample: 'percent' }),
      count('dailyLimit', '일일 발급 한도', { required: true, min: 1 }),
      ...period('이벤트 시작일', '이벤트 종료일'),
      status(),
      regDt(),
    ],
  }),
];
