import type { ScreenDeclaration } from '@/declarations/types';
import {
  choices,
  count,
  customerNo,
  f,
  idField,
  inUse,
  memberColumns,
  orderNo,
  osChoices,
  person,
  provideChoices,
  regDt,
  regId,
  screensOf,
  searchDate,
  status,
  storeName,
  requiredChoices,
} from '../fields';

/** 회원 관리 (area 07): nickname and stamp-abuse rules, terms, stamp and location history. */

const { content, search } = screensOf('members');

/** The stamp ledger's movements: earned (+) or sent and exchanged (−). */
export const stampSaveTypeChoices = choices({
  ORDER: '주문 적립',
  BONUS: '보너스 적립',
  GIFT: '선물 받음',
  ADMIN: '관리자 지급',
  GIFT_SEND: '선물 보냄',
  EXCHANGE: '쿠폰 교환',
});

const periodType = (filter?: true) => f.select('periodType', '집계 단위', choices({ daily: '일간', weekly: '주간' }), { filter, required: true });

export const memberPolicies: ScreenDeclaration[] = [
  content({
    name: 'nicknameBan',
    menuCode: '0709',
    label: '금칙어 닉네임',
    fields: [
      idField(),
      f.text('word', '금칙어', { filter: 'alwaysOn', required: true, maxLength: 20, sample: 'keyword' }),
      f.select('matchType', '적용 방식', choices({ CONTAIN: '포함 시 금지', EXACT: '일치 시 금지' }), { filter: true, required: true }),
      inUse(),
      regId(),
      regDt(),
    ],
  }),
  search({
    name: 'badIssueStamp',
    menuCode: '0710',
    label: '스탬프 부정 적립',
    family: 'badIssueStamp',
    // 일별/주별 is the list's switch (the path of GET badIssueStamp/{daily|weekly}), not a filter field
    fields: [
      idField(),
      periodType(),
      searchDate('detectDt', '탐지일', 'date'),
      ...memberColumns(),
      storeName('적립 매장'),
      count('saveCnt', '적립 스탬프 수'),
      f.select('processStatus', '처리 상태', choices({ WAIT: '미처리', CANCELED: '적립 취소', EXCEPTED: '예외 처리' }), { filter: true }),
    ],
  }),
  content({
    name: 'badIssueStampSetting',
    menuCode: '0712',
    label: '부정 적립 기준 설정',
    family: 'badIssueStamp',
    actions: ['create', 'edit'],
    fields: [
      idField(),
      periodType(true),
      count('limitSaveCnt', '기준 적립 수', { required: true, min: 1 }),
      count('limitOrderCnt', '기준 주문 건수', { required: true, min: 1 }),
      f.yn('autoCancelYn', '자동 적립 취소', { required: true, choices: choices({ Y: '자동 취소', N: '수동 확인' }) }),
      inUse(),
      regId(),
      regDt(),
    ],
  }),
  content({
    name: 'clause',
    menuCode: '0711',
    label: '약관 관리',
    fields: [
      idField(),
      f.code('clauseType', '약관 구분', '903', { filter: 'alwaysOn', required: true }),
      f.text('title', '약관명', { filter: true, required: true, maxLength: 100, sample: 'boardTitle' }),
      f.text('version', '버전', { required: true, maxLength: 10, sample: 'appVersion' }),
      f.yn('requiredYn', '동의 구분', { required: true, choices: requiredChoices }),
      f.date('enforceDt', '시행일', { filter: 'range', required: true }),
      f.richText('content', '약관 내용', { required: true, sample: 'boardHtml' }),
      status(),
      regDt(),
    ],
  }),
  search({
    name: 'customerStamp',
    menuCode: '0713',
    label: '회원 스탬프 내역',
    fields: [
      ...memberColumns(),
      searchDate('saveDt', '적립일시'),
      f.select('saveType', '적립 구분', stampSaveTypeChoices, { filter: true }),
      count('stampCnt', '스탬프 수'),
      storeName('적립 매장'),
      orderNo(),
    ],
  }),
  search({
    name: 'lbs',
    menuCode: '0714',
    label: '위치정보 조회 이력',
    family: 'member',
    type: 'lbs',
    fields: [
      customerNo(),
      person('cusName', '회원명'),
      searchDate('reqDt', '조회일시'),
      f.select(
        'reqService',
        '이용 서비스',
        choices({
          STORE_FIND: '매장 찾기',
          PICKUP_RECOMMEND: '픽업 매장 추천',
          DELIVERY_ADDRESS: '배달 주소 확인',
        }),
        { filter: true },
      ),
      f.select('osType', '단말 구분', osChoices, { filter: true }),
      f.yn('provideYn', '제3자 제공', { choices: provideChoices }),
    ],
  }),
];
