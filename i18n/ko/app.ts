import { signInMessages } from './signIn';
import { storeScopeMessages } from './storeScope';
import { marketingMessages } from './marketing';
import { eDreamMessages } from './eDream';
import { memberMessages } from './member';
import { moneyMessages } from './money';
import { workspaceMessages } from './workspace';
import { genericActionMessages } from './genericActions';
import { qaMessages } from './qa';
import { accessMessages } from './access';
import { settingsMessages } from './settings';
import { screenMessages } from './screen';
import { contentCallsMessages } from './contentCalls';
import { badIssueMessages } from './badIssue';
import { uxMessages } from './ux';
import { validationMessages } from './validation';
import { accessLogMessages } from './accessLog';
import { approvalMessages } from './approval';
import { historyMessages } from './history';
import { bulkMessages } from './bulk';
import { lookupMessages } from './lookup';

/**
 * The console's own Korean messages (everything react-admin's catalogue does not cover).
 * Registered under `app.*` in the i18nProvider (for react-admin components given a key) and
 * imported directly by code that needs a typed constant. Placeholders use polyglot's `%{name}`.
 */
export const appMessages = {
  ...signInMessages,
  confirm: {
    ok: '확인',
    cancel: '취소',
  },
  menu: {
    label: '메뉴',
    userMenu: '사용자 메뉴',
    profile: '정보 수정',
    logout: '로그아웃',
    home: '홈',
    expand: '하위 메뉴 펼치기',
    collapse: '하위 메뉴 접기',
  },
  common: {
    saved: '저장되었습니다.',
    save: '저장',
    update: '수정',
    cancel: '취소',
    loading: '불러오는 중입니다.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다...',
    message: '요청하신 페이지가 존재하지 않습니다.',
    home: '홈으로',
  },
  profile: {
    title: '정보 수정',
    adminId: '아이디',
    adminName: '이름',
    adminPwd: '비밀번호',
    adminPwdHelp: '변경할 때만 입력해주세요.',
    adminPwdConfirm: '비밀번호 확인',
    adminHp: '휴대폰번호',
    adminHpHelp: '000-0000-0000 형식으로 입력해주세요.',
    adminEmail: '이메일',
    mobileRequired: '휴대폰번호를 입력해주세요.',
    emailRequired: '이메일을 입력해주세요.',
    mobilePattern: '휴대폰번호는 000-0000-0000 형식으로 입력해주세요.',
  },
  pwdChange: {
    title: '비밀번호 변경',
    newPwd: '새로운 비밀번호',
    newPwdConfirm: '새로운 비밀번호 확인',
    newPwdRequired: '새로운 비밀번호를 입력해주세요.',
    submit: '비밀번호 변경',
    later: '다음에 변경하기',
    tempNotice: '임시 비밀번호로 로그인하였습니다. 비밀번호를 변경해주세요.',
    regularNotice: '동일한 비밀번호를 90일 이상 사용하고 있습니다. 개인정보 보호를 위해 비밀번호를 변경해주세요.',
  },
  dashboard: {
    title: '대시보드',
    welcome: '%{name}님, 환영합니다.',
    storeTitle: '매장 관리자 홈',
    myStores: '내 매장: %{stores}',
    storeGuide: '점주용 메뉴에서 매장 업무를 선택해주세요.',
    noData: '데이터가 없습니다.',
    loadFailed: '대시보드 데이터를 불러오지 못했습니다.',
    retry: '다시 불러오기',
    sampleDownload: '샘플 양식 다운로드',
    /** Saved under this name only when the server sends none. */
    sampleFileName: '대시보드_샘플양식.csv',
    period: {
      current: '당월 누적',
      previous: '전월',
      /** On the 1st of a month the periods move back one month (docs/decisions.md). */
      currentOnMonthStart: '전월',
      previousOnMonthStart: '전전월',
      summary: '%{label}: %{range}',
      monthStartNotice: '매월 1일에는 당월 집계가 없어 지난달 전체를 기준으로 표시합니다.',
    },
    month: '%{year}년 %{month}월',
    missing: '%{what}: 데이터가 없습니다.',
    column: {
      item: '구분',
      change: '증감',
      users: '이용자 수',
      count: '건수',
      amount: '금액',
    },
    members: {
      title: '앱 회원 현황',
      TOTAL_CNT: '전체 회원',
      NEW_CNT: '신규 가입',
      ACTIVE_CERTIFY_CNT: '인증 회원(활성)',
      DROP_CNT: '탈퇴',
      MAU_CNT: '월간 활성 이용자(MAU)',
      DIAPAUSE_CNT: '휴면 회원',
      PAYMENT_CNT: '결제 회원',
      PRE_DIAPAUSE_CNT: '휴면 예정 회원',
      CERTIFY_CNT: '인증 회원',
    },
    levels: {
      title: '회원 등급 비율',
      caption: '최근 3개월 월별 회원 등급 구성비(%)',
      Blue: '블루',
      White: '화이트',
      Welcome: '웰컴',
      counts: '등급별 회원 수',
      total: '합계',
    },
    stamps: {
      title: '스탬프 현황',
      kind: '스탬프 구분',
      issued: '적립',
      used: '사용',
      ISSUE_ORDER: '주문 적립',
      ISSUE_BEANIST: '빈니스트 적립',
      ISSUE_MARKETING: '마케팅 적립',
      ISSUE_ETC: '기타 적립',
      CHANGE_STAMP_COUPON_03: '3개 쿠폰 전환',
      CHANGE_STAMP_COUPON_06: '6개 쿠폰 전환',
      CHANGE_STAMP_COUPON_09: '9개 쿠폰 전환',
      CHANGE_STAMP_COUPON_12: '12개 쿠폰 전환',
      CHANGE_COUPON: '쿠폰 전환 합계',
    },
    payments: {
      title: '결제 매출 현황',
      QR: 'QR 결제',
      GIFT_CARD: '기프트카드',
      PREPAY: '선불카드',
      NICE_EASY: '나이스 간편결제',
      GIFT_COUPON: '모바일 상품권',
      PROMO_COUPON: '프로모션 쿠폰',
    },
    services: {
      title: '서비스 이용 현황',
      DELIVERY: '배달',
      PICKUP: '픽업',
      SUBSCRIBE: '구독',
      RESERVE: '예약 주문',
      GIFT: '선물하기',
    },
  },
  /** The console frame: header, sidebar, breadcrumb, panels, lazy-screen failure (spec §2 "Common frame"). */
  frame: {
    loading: '불러오는 중',
    home: '홈',
    breadcrumb: '현재 위치',
    logo: '대시보드로 이동',
    scrollTop: '맨 위로',
    openMenu: '메뉴 열기',
    darkOn: '어두운 화면으로 전환',
    darkOff: '밝은 화면으로 전환',
    filter: '메뉴 검색',
    filterClear: '검색어 지우기',
    filterEmpty: '일치하는 메뉴가 없습니다.',
    minify: '메뉴 접기',
    unminify: '메뉴 펼치기',
    panel: {
      fullscreen: '전체 화면',
      exitFullscreen: '전체 화면 닫기',
      collapse: '패널 접기',
      expand: '패널 펼치기',
      reload: '새로 불러오기',
      reloading: '데이터를 다시 불러오는 중입니다.',
      remove: '패널 닫기',
      removed: '패널을 닫았습니다.',
      restore: '다시 열기',
    },
    chunk: {
      title: '화면을 불러오지 못했습니다.',
      message: '네트워크 상태를 확인한 뒤 다시 불러와 주세요. 문제가 계속되면 시스템 관리자에게 문의해주세요.',
      reload: '다시 불러오기',
    },
  },
  storeScope: storeScopeMessages,
  workspace: workspaceMessages,
  member: memberMessages,
  money: moneyMessages,
  marketing: marketingMessages,
  eDream: eDreamMessages,
  genericActions: genericActionMessages,
  qa: qaMessages,
  access: accessMessages,
  screen: screenMessages,
  settings: settingsMessages,
  contentCalls: contentCallsMessages,
  badIssue: badIssueMessages,
  ux: uxMessages,
  validation: validationMessages,
  accessLog: accessLogMessages,
  history: historyMessages,
  bulk: bulkMessages,
  approval: approvalMessages,
  lookup: lookupMessages,
} as const;

export type AppMessages = typeof appMessages;
