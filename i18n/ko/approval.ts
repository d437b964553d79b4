/**
 * 결재 (issue 37 item 2): the approval step of the actions over a threshold, the record's notice
 * and the 결재함's detail and decisions. Gathered into `appMessages.approval`.
 */
export const approvalMessages = {
  needed: '%{task} %{amount}은(는) 기준(%{limit} 초과)을 넘어 결재가 필요합니다. 요청 사유를 입력하면 결재 요청이 올라가고, 승인되면 처리됩니다.',
  reason: '요청 사유',
  confirmRequest: '%{task} %{amount}의 결재를 요청합니다. 승인자가 승인하면 그때 처리됩니다.',
  requestTitle: '결재 요청',
  notice: {
    pending: '결재 대기: %{task} %{amount} · 요청 %{who} · %{time}',
    rejected: '결재 반려: %{task} %{amount} · 반려 사유: %{reason}',
    approved: '결재 승인: %{task} %{amount} · 승인 %{who} · %{time}',
  },
  show: {
    title: '결재 상세',
    list: '결재함',
    loadFailed: '결재 요청을 불러오지 못했습니다.',
    reqDt: '요청일시',
    requester: '요청자',
    task: '업무',
    target: '대상',
    amount: '금액·수량',
    reason: '사유',
    state: '상태',
    decider: '처리자',
    decDt: '처리일시',
    decReason: '반려 사유',
    result: '처리 결과',
    steps: '처리 이력',
    stepColumns: { stepDt: '일시', admin: '관리자', step: '단계', text: '내용' },
  },
  approve: '승인',
  approveConfirm: '%{task} %{amount}을(를) 승인합니다. 승인하면 요청한 작업이 바로 실행됩니다.',
  reject: '반려',
  rejectTitle: '결재 반려',
  rejectReason: '반려 사유',
  rejectRequired: '반려 사유를 입력해주세요.',
  reasonRequired: '요청 사유를 입력해주세요.',
  own: '본인이 요청한 결재는 승인하거나 반려할 수 없습니다.',
  thresholds: '결재 기준',
} as const;
