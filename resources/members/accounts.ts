import type { ScreenDeclaration } from '@/declarations/types';
import { amount, choices, count, customerNo, f, memberColumns, memberLevelChoices, person, regId, screensOf, searchDate, statDate } from '../fields';

/** 회원 관리 (area 07): member accounts, their history and the member counts. */

const { search } = screensOf('members');

/** Join-path codes of spec §3. */
export const joinPathChoices = choices({ M: '멤버십 앱', K: '메신저 페이 멤버십', S: '시럽 멤버십', P: '홈페이지', B: '카드사 페이북 멤버십' });

export const memberStatusChoices = choices({ NORMAL: '정상', DORMANT: '휴면', SUSPENDED: '이용 정지', WITHDRAWN: '탈퇴' });
export const genderChoices = choices({ M: '남성', F: '여성' });
export const vipChoices = choices({ Y: 'VIP 회원', N: '일반 회원' });
/** Marketing channels of /unsolicitedMarketing and the member's 수신 거부. */
export const marketingChannelChoices = choices({ SMS: '문자', PUSH: '앱 푸시', EMAIL: '이메일' });

const memberStatus = () => f.select('memberStatus', '회원 상태', memberStatusChoices, { filter: true, input: false });
const level = (filter: 'alwaysOn' | true = true) => f.select('level', '회원 등급', memberLevelChoices, { filter });

export const memberAccounts: ScreenDeclaration[] = [
  search({
    name: 'member',
    menuCode: '0701',
    label: '회원 정보',
    history: true,
    family: 'member',
    primaryKey: 'cusId',
    // The detail is the member workspace (src/screens/member): every edit goes through its own call there.
    actions: ['show', 'excel'],
    fields: [
      f.text('cusId', '회원번호', { filter: 'alwaysOn', input: false, sample: 'memberId' }),
      person('cusName', '이름', { filter: 'alwaysOn', required: true, maxLength: 20 }),
      f.text('nickname', '닉네임', { filter: true, maxLength: 20, sample: 'nickname' }),
      f.phone('cusHp', '휴대폰 번호', { filter: true, required: true, validate: ['mobile'], sample: 'phone' }),
      f.email('email', '이메일', { validate: ['email'], sample: 'email' }),
      level(),
      f.select('joinPath', '가입 경로', joinPathChoices, { filter: true, input: false }),
      f.select('gender', '성별', genderChoices, { input: false }),
      memberStatus(),
      f.yn('vipYn', 'VIP 여부', { filter: true, input: false, choices: vipChoices }),
      searchDate('joinDt', '가입일시'),
    ],
  }),
  search({
    name: 'combine',
    menuCode: '0702',
    label: '회원 통합 내역',
    fields: [
      searchDate('combineDt', '통합일시'),
      customerNo('통합 전 회원번호', 'fromCusId'),
      customerNo('통합 후 회원번호', 'toCusId'),
      person('cusName', '회원명'),
      count('movedStampCnt', '이관 스탬프'),
      count('movedCouponCnt', '이관 쿠폰'),
      count('movedCardCnt', '이관 카드'),
      regId(),
    ],
  }),
  search({
    name: 'phoneHistory',
    menuCode: '0703',
    label: '휴대폰 번호 변경 이력',
    family: 'member',
    type: 'phone_history',
    fields: [
      customerNo(),
      person('cusName', '회원명'),
      f.phone('beforeHp', '변경 전 번호', { filter: true, sample: 'phone' }),
      f.phone('afterHp', '변경 후 번호', { filter: true, sample: 'phone' }),
      f.select('changeType', '변경 구분', choices({ SELF: '본인 인증 변경', ADMIN: '관리자 변경' }), { filter: true }),
      searchDate('changeDt', '변경일시'),
    ],
  }),
  search({
    name: 'unsolicitedMarketing',
    menuCode: '0704',
    label: '광고성 정보 수신 거부',
    fields: [
      f.phone('recvHp', '수신 거부 번호', { filter: 'alwaysOn', sample: 'phone' }),
      customerNo(),
      person('cusName', '회원명'),
      f.select('channel', '거부 채널', marketingChannelChoices, { filter: true }),
      f.select('reqPath', '신청 경로', choices({ FREE_CALL: '무료 수신 거부 전화', APP: '앱 설정', CS: '고객센터' }), { filter: true }),
      searchDate('reqDt', '신청일시'),
    ],
  }),
  search({
    name: 'memberStatus',
    menuCode: '0705',
    label: '회원 상태 관리',
    fields: [...memberColumns(), memberStatus(), f.text('reason', '변경 사유', { sample: 'message' }), searchDate('changeDt', '변경일시'), regId()],
  }),
  search({
    name: 'customerState',
    menuCode: '0706',
    label: '회원 가입 현황',
    fields: [
      statDate(),
      count('newCnt', '신규 가입'),
      count('dropCnt', '탈퇴'),
      count('dormantCnt', '휴면 전환'),
      count('mauCnt', '월간 이용자'),
      count('totalCnt', '전체 회원'),
    ],
  }),
  search({
    name: 'customerSaveState',
    menuCode: '0707',
    label: '회원 적립 현황',
    fields: [
      statDate(),
      level(),
      count('saveCusCnt', '적립 회원 수'),
      count('saveStampCnt', '적립 스탬프'),
      count('useStampCnt', '사용 스탬프'),
      amount('payAmt', '결제 금액'),
    ],
  }),
  search({
    name: 'customerLevel',
    menuCode: '0708',
    label: '회원 등급 현황',
    fields: [
      statDate('기준월', 'statMonth'),
      level('alwaysOn'),
      count('cusCnt', '회원 수'),
      count('upCnt', '승급 회원'),
      count('downCnt', '하향 회원'),
      f.number('ratio', '비중(%)', { sample: 'percent' }),
    ],
  }),
];
