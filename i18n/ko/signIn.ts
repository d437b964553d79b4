import { contentMessages } from './content';
import { trustMessages } from './trust';

/**
 * What the sign-in page shows and what the code it runs says (the http client's failures, the
 * session's notices, number formats): the first part of the catalogue, loaded with /login. The
 * console's areas come with the console (`appMessages`, completed in `translate()` when the
 * console's i18nProvider loads), so the first page does not carry every screen's text.
 */
export const signInMessages = {
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
    forbidden: '권한이 없습니다.',
    network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.',
    missingText: '(문구 없음)',
    missingField: '항목',
    missingResource: '메뉴',
    fixErrors: '다음 오류를 수정해주세요.',
    /** A programming mistake in a screen's declaration or a route table (src/providers/dataProvider/). */
    unknownScreen: '등록되지 않은 화면입니다: %{resource}',
    unsupportedCall: "'%{resource}' 화면의 API(%{family})에는 %{call} 호출이 없습니다.",
    missingRouteVar: "API 경로 변수 '%{name}'이(가) 없습니다: %{route}",
  },
  content: contentMessages,
  trust: trustMessages,
} as const;
