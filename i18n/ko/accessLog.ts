/**
 * 개인정보 접속기록 (issue 34 items 1 and 2): the retention line, the tabs and the 월 점검.
 * Gathered into `appMessages.accessLog`.
 */
export const accessLogMessages = {
  retention: '접속기록은 2년간 보관됩니다. 접속기록은 수정하거나 삭제할 수 없습니다.',
  tabs: {
    label: '접속기록 보기 방식',
    log: '접속기록',
    review: '월 점검',
  },
  review: {
    month: '점검 월',
    criteria: '점검 대상: 모든 다운로드, 한 관리자가 하루 20명을 넘게 열람한 기록, 22:00~07:00 접속',
    reviewedBy: '%{name}(%{id}) · %{time}',
    note: '점검 내용',
    done: '점검 완료',
    confirm: '%{month} 접속기록의 점검 완료를 기록합니다. 기록한 점검은 수정하거나 삭제할 수 없습니다.',
    count: '점검 대상 %{count}건',
    none: '점검이 필요한 접속기록이 없습니다.',
    failed: '월 점검 내용을 불러오지 못했습니다.',
    table: '점검 대상 접속기록',
    columns: {
      logDt: '일시',
      adminId: '관리자 ID',
      adminName: '관리자명',
      ip: '접속 IP',
      subject: '정보주체',
      action: '수행업무',
      menuName: '화면',
      reason: '사유',
      flags: '점검 사유',
    },
  },
};
