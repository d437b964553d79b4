/**
 * The console's own Korean messages (everything react-admin's catalogue does not cover).
 * Registered under `app.*` in the i18nProvider (for react-admin components given a key) and
 * imported directly by code that needs a typed constant. Placeholders use polyglot's `%{name}`.
 */
export const appMessages = {
  title: '멤버십 관리 시스템',
  login: {
    title: {
      hq: '본사용 멤버십 관리 시스템',
      store: '점주용 멤버십 관리 시스템',
    },
    adminId: '아이디',
    adminPwd: '비밀번호',
    authNum: '인증번호',
    authNumHelp: '휴대폰으로 받은 인증번호 6자리를 입력해주세요.',
    remember: '아이디 저장',
    submit: '로그인',
    verification: '휴대폰 인증',
    verificationGuide: '등록된 휴대폰 번호로 인증번호를 받아 입력해주세요.',
    sendSms: '인증번호 발송',
    sendSmsConfirm: '인증번호를 발송하시겠습니까?',
    smsSent: '인증번호가 발송되었습니다.',
    smsAlreadySent: '이미 발송된 인증번호가 있습니다.',
    smsFailed: '인증번호 발송에 실패하였습니다.',
    authNumRequired: '인증번호를 입력해주세요.',
    verificationRequired: '로그인하려면 인증이 필요합니다.',
    failed: '아이디와 비밀번호를 확인해주세요.',
    remainCount: '남은횟수: %{count}회',
  },
  session: {
    expired: '새로운 곳에서 로그인이 시도되었습니다.',
  },
  error: {
    download: '다운로드에 실패하였습니다.',
    http: '서버와 통신 중 오류가 발생하였습니다.',
    httpStatus: '서버와 통신 중 오류가 발생하였습니다. (오류 코드 %{status})',
    forbidden: '접근 권한이 없습니다.',
    network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.',
    missingText: '(문구 없음)',
    missingField: '항목',
    missingResource: '메뉴',
    fixErrors: '다음 오류를 수정해주세요.',
  },
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
    guide: '왼쪽 메뉴에서 업무를 선택해주세요.',
    storeTitle: '매장 관리자 홈',
    storeGuide: '점주용 메뉴에서 매장 업무를 선택해주세요.',
  },
} as const;

export type AppMessages = typeof appMessages;
