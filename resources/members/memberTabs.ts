import type { FieldDeclaration } from '@/declarations/types';
import { cardStatusChoices, choices, couponStatusChoices, f, mainCardChoices, requiredChoices } from '../fields';
import { changeHistoryColumns } from '../history';
import { stampSaveTypeChoices } from './policies';

/** The member detail sub-tabs (GET member/{id}/{tab}); each answers `{ list, totalCnt }`. 'history' is the 변경 이력 of issue 34. */
export const MEMBER_TABS = ['stamp', 'coupon', 'coupon_use', 'card', 'alert', 'send', 'terms', 'memo', 'login', 'history'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/**
 * The columns of the member detail's nine tabs (GET member/{id}/{tab}), declared like a screen's
 * fields so that they format by kind. Stamps, coupons and cards are the rows of /customerStamp,
 * /coupon and /prepayCard, with the same codes.
 */
export interface MemberTabDeclaration {
  /** The row's key in the tab's list. */
  rowKey: string;
  columns: FieldDeclaration[];
  /**
   * Values that are the key of a record of another screen (a card or coupon number): the screen
   * by column. The value opens that record, and its '보기' reveals that record's field, so the
   * server checks and logs the card or coupon, as on its own page (issue 32).
   */
  records?: Record<string, (row: Record<string, unknown>) => string>;
  /**
   * The key of that record when it is not the value: a card or coupon opens by its opaque
   * `cardKey`/`couponKey` (issue 34 item 6), never by its number. Undefined: the value is the key.
   */
  recordKeys?: Record<string, (row: Record<string, unknown>) => unknown>;
}

const couponRecord = () => 'coupon';
const couponKey = (row: Record<string, unknown>) => row.couponKey;

const couponCode = f.couponCode('couponCode', '쿠폰 번호', { personal: 'card' });
const couponName = f.text('couponName', '쿠폰명');
const orderNo = f.text('orderNo', '주문번호');

export const memberTabs: Record<MemberTab, MemberTabDeclaration> = {
  stamp: {
    rowKey: 'id',
    columns: [
      f.dateTime('saveDt', '일시'),
      f.select('saveType', '구분', stampSaveTypeChoices),
      f.number('stampCnt', '스탬프 수'),
      f.text('storeName', '매장'),
      orderNo,
    ],
  },
  coupon: {
    rowKey: 'couponCode',
    records: { couponCode: couponRecord },
    recordKeys: { couponCode: couponKey },
    columns: [
      couponCode,
      couponName,
      f.dateTime('issueDt', '발급일시'),
      f.date('expireDt', '유효기간'),
      f.select('couponStatus', '쿠폰 상태', couponStatusChoices),
    ],
  },
  coupon_use: {
    rowKey: 'couponCode',
    records: { couponCode: couponRecord },
    recordKeys: { couponCode: couponKey },
    columns: [couponCode, couponName, f.dateTime('useDt', '사용일시'), f.text('useStoreName', '사용 매장'), orderNo],
  },
  card: {
    rowKey: 'cardNo',
    records: { cardNo: (row) => (row.cardType === 'GIFT' ? 'giftCard' : 'prepayCard') },
    recordKeys: { cardNo: (row) => row.cardKey },
    columns: [
      f.select('cardType', '카드 구분', choices({ PREPAY: '선불카드', GIFT: '기프트카드' })),
      f.text('cardNo', '카드번호', { personal: 'card' }),
      f.select('cardStatus', '카드 상태', cardStatusChoices),
      f.won('balanceAmt', '잔액'),
      f.yn('mainCardYn', '대표 카드', { choices: mainCardChoices }),
      f.dateTime('issueDt', '발급일시'),
    ],
  },
  alert: {
    rowKey: 'id',
    columns: [f.dateTime('sendDt', '알림 일시'), f.text('title', '알림 내용'), f.yn('readYn', '확인 여부', { choices: choices({ Y: '확인', N: '미확인' }) })],
  },
  send: {
    rowKey: 'id',
    columns: [
      f.dateTime('sendDt', '발송일시'),
      f.select('sendType', '발송 구분', choices({ PUSH: '앱 푸시', SMS: '문자', LMS: '장문 문자', EMAIL: '이메일' })),
      f.text('message', '발송 내용'),
      f.yn('resultYn', '발송 결과', { choices: choices({ Y: '성공', N: '실패' }) }),
    ],
  },
  terms: {
    rowKey: 'id',
    columns: [
      f.text('termsName', '약관'),
      f.yn('requiredYn', '구분', { choices: requiredChoices }),
      f.yn('agreeYn', '동의 여부', { choices: choices({ Y: '동의', N: '미동의' }) }),
      f.dateTime('agreeDt', '동의·변경 일시'),
    ],
  },
  memo: {
    rowKey: 'memoId',
    columns: [f.longText('memo', '메모', { column: true }), f.adminId('regId', '작성자'), f.dateTime('regDt', '작성일시')],
  },
  login: {
    rowKey: 'id',
    columns: [
      f.dateTime('loginDt', '로그인 일시'),
      f.select('device', '기기', choices({ iOS: '아이폰', Android: '안드로이드' })),
      f.text('appVersion', '앱 버전'),
      f.select('loginType', '로그인 방식', choices({ AUTO: '자동 로그인', PASSWORD: '비밀번호', SIMPLE: '간편 로그인' })),
    ],
  },
  history: { rowKey: 'id', columns: changeHistoryColumns },
};

/** The columns of a member's level history (the 등급 변경 dialog, issue 32): the server's `levelHistory` rows. */
export const levelHistoryColumns: FieldDeclaration[] = [
  f.dateTime('changeDt', '변경일시'),
  f.text('change', '변경 내용'),
  f.text('reason', '변경 사유'),
  f.adminId('regId', '처리자'),
];
