import type { Choice } from '@/declarations/types';
import { choices } from '../fields';

/**
 * Rules of the member workspace that the mock server and the screens share (issue 12): the
 * permission each member write needs on the member menu (0701), the withdrawal reasons, the
 * campaign-info channels and the lengths the server enforces.
 */
export const MEMBER_MENU = '0701';

type WriteAction = 'create' | 'edit' | 'delete';

/**
 * The menu flag each write needs (authAddYn/authModYn/authDelYn of 0701): what adds a record
 * (a memo, a coupon) needs add, what changes the member needs modify, what ends one needs delete
 * (withdrawal, a combine, which ends the merged member, a memo or campaign-info deletion).
 */
export const memberWriteAction = {
  update: 'edit',
  updateName: 'edit',
  updateEmail: 'edit',
  updateLevel: 'edit',
  delete: 'delete',
  addMemo: 'create',
  deleteMemo: 'delete',
  combine: 'delete',
  unsubscribe: 'edit',
  issueLevelCoupon: 'create',
  setVip: 'edit',
  updateCampaignInfo: 'edit',
  deleteCampaignInfo: 'delete',
} as const satisfies Record<string, WriteAction>; // keys: memberRoutes' (tests/unit/memberRules.test.ts)

export type MemberWrite = keyof typeof memberWriteAction;

/** Withdrawal reasons an operator picks; `OTHER` needs the free text. `COMBINE` is the system's own. */
export const withdrawReasonChoices: Choice[] = choices({
  LOW_USE: '이용 빈도 낮음',
  OTHER_SERVICE: '다른 서비스 이용',
  PRIVACY: '개인정보 유출 우려',
  APP_ISSUE: '앱 이용 불편',
  CS_REQUEST: '고객센터 요청(본인 확인 완료)',
  OTHER: '기타(직접 입력)',
});
export const WITHDRAW_REASON_TEXT_REQUIRED = 'OTHER';
export const COMBINE_REASON: Choice = { id: 'COMBINE', name: '회원 통합' };

export const inflowChannelChoices: Choice[] = choices({ PUSH: '앱 푸시', SMS: '문자', SNS: 'SNS 광고', PARTNER: '제휴사', STORE: '매장 안내' });

export const MEMBER_LIMITS = {
  name: 20,
  nickname: 20,
  memo: 500,
  withdrawText: 200,
  levelReason: 200,
  campaignCd: 20,
  campaignName: 50,
} as const;

/** 정보 수정 (PUT member/{id}) changes these fields only; name, e-mail and level have their own calls. */
export const MEMBER_INFO_FIELDS = ['nickname', 'cusHp', 'gender', 'birthDt'] as const;
