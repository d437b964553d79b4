/**
 * 결재 (issue 37 item 2): the money and benefit actions a second admin approves above a threshold,
 * kept in one place for the console (the action dialogs, the /approval screen) and the mock (its
 * gate refuses such a call without an approved request; docs/api.md "Approval").
 */
export type ApprovalTask = 'prepayRefund' | 'prepayCombine' | 'couponIssue' | 'stampChange';

export type ApprovalState = '대기' | '승인' | '반려';

export interface ApprovalRule {
  /** 업무: the action as the 결재함 names it. */
  label: string;
  /** Above this amount (won) or count the action needs an approval; at it, it runs. */
  threshold: number;
  unit: '원' | '명' | '개';
  /** The screen (declaration name) whose `action` flag runs the action, and so asks for it and approves it. */
  screen: string;
  /** The flag of `screen` the action's call needs: the modify flag, or the add flag for a coupon issue (its bulk call is a create). */
  action: 'edit' | 'create';
  /** What the threshold measures, in the 결재함's words. */
  measure: string;
}

export const APPROVAL_RULES: Readonly<Record<ApprovalTask, ApprovalRule>> = {
  prepayRefund: { label: '선불카드 환불', threshold: 100_000, unit: '원', screen: 'prepayCard', action: 'edit', measure: '환불 금액' },
  prepayCombine: { label: '선불카드 통합', threshold: 300_000, unit: '원', screen: 'prepayCard', action: 'edit', measure: '옮기는 잔액' },
  couponIssue: { label: '쿠폰 발급', threshold: 1_000, unit: '명', screen: 'couponListInsert', action: 'create', measure: '발급 대상 회원 수' },
  stampChange: { label: '스탬프 변경', threshold: 50, unit: '개', screen: 'eDream', action: 'edit', measure: '변경하는 스탬프 수' },
};

/**
 * The bulk uploads (엑셀 일괄등록) a threshold watches, by screen: above it the dialog sends one
 * request carrying the whole file's sound rows instead of writing (docs/api.md "Approval").
 */
export const BULK_APPROVAL: Readonly<Partial<Record<string, ApprovalTask>>> = { couponListInsert: 'couponIssue' };

/** A coupon issue's record on the 결재함 and on its notice: `couponType:{id}` (ids joined when a file issues several). */
export const couponIssueTargetKey = (couponTypeIds: readonly string[]) => `couponType:${[...new Set(couponTypeIds)].sort().join(',')}`;

export const APPROVAL_TASKS = Object.keys(APPROVAL_RULES) as ApprovalTask[];

export const isApprovalTask = (value: unknown): value is ApprovalTask => typeof value === 'string' && value in APPROVAL_RULES;

/** Whether `amount` (won, members or stamps) of `task` needs an approved request: strictly over the threshold. */
export const requiresApproval = (task: ApprovalTask, amount: number): boolean => amount > APPROVAL_RULES[task].threshold;

export const APPROVAL_PENDING: ApprovalState = '대기';
export const APPROVAL_APPROVED: ApprovalState = '승인';
export const APPROVAL_REJECTED: ApprovalState = '반려';
export const APPROVAL_STATES: readonly ApprovalState[] = [APPROVAL_PENDING, APPROVAL_APPROVED, APPROVAL_REJECTED];

/** The longest reason (요청 사유, 반려 사유). */
export const APPROVAL_REASON_MAX = 200;

/** An amount as the 결재함 shows it: '120,000원', '1,200명', '60개'. */
export const approvalAmountText = (task: ApprovalTask, amount: number): string => `${amount.toLocaleString('ko-KR')}${APPROVAL_RULES[task].unit}`;

/** A threshold as the settings show it: '선불카드 환불: 100,000원 초과'. */
export const approvalThresholdText = (task: ApprovalTask): string =>
  `${APPROVAL_RULES[task].label}: ${APPROVAL_RULES[task].measure} ${approvalAmountText(task, APPROVAL_RULES[task].threshold)} 초과`;

export const APPROVAL_MESSAGES = {
  required: '결재가 필요한 작업입니다. 결재함에서 승인을 받으세요.',
  selfDecision: '본인이 요청한 결재는 승인하거나 반려할 수 없습니다.',
  decided: '이미 처리된 결재입니다.',
  pendingExists: '이미 결재 대기 중인 요청이 있습니다.',
  notNeeded: '결재가 필요하지 않은 작업입니다. 바로 처리해주세요.',
  unknownTask: '결재할 수 없는 업무입니다.',
  reasonRequired: '사유를 입력해주세요.',
  rejectReasonRequired: '반려 사유를 입력해주세요.',
  reasonTooLong: `사유는 ${APPROVAL_REASON_MAX}자 이내로 입력해주세요.`,
  notFound: '결재 요청을 찾을 수 없습니다.',
  requested: '결재 요청이 등록되었습니다.',
  rejected: '반려되었습니다.',
  locked: '결재함의 기록은 수정하거나 삭제할 수 없습니다.',
} as const;
