/**
 * The client's trust rules (issue 11): what each kind of failure says, the retry and conflict
 * notices, the kept draft, the idle sign-out. Gathered into `appMessages.trust`.
 */
export const trustMessages = {
  /** One sentence per kind of failure (src/http/failures.ts). */
  failure: {
    network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.',
    timeout: '서버 응답이 지연되어 요청을 중단했습니다. 잠시 후 다시 시도해주세요.',
    badReply: '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.',
    forbidden: '권한이 없습니다.',
    notFound: '요청한 데이터를 찾을 수 없습니다.',
    conflict: '다른 사용자가 먼저 수정했습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.',
    server: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요. (오류 코드 %{status})',
    status: '서버와 통신 중 오류가 발생하였습니다. (오류 코드 %{status})',
    refused: '요청을 처리하지 못했습니다.',
  },
  retry: '다시 시도',
  list: {
    failed: '목록을 불러오지 못했습니다.',
  },
  detail: {
    failed: '내용을 불러오지 못했습니다.',
  },
  menu: {
    failed: '메뉴를 불러오지 못했습니다.',
  },
  startup: {
    failed: '로그인 상태를 확인하지 못했습니다.',
  },
  conflict: {
    title: '다른 사용자가 이 항목을 먼저 수정했습니다.',
    message: '입력한 내용은 아직 화면에 남아 있습니다. 최신 내용을 불러오면 입력한 내용은 사라집니다.',
    reload: '최신 내용 불러오기',
    reloaded: '최신 내용을 불러왔습니다. 다시 입력한 뒤 저장해주세요.',
  },
  draft: {
    restored: '저장하지 않은 내용을 복원했습니다. (%{time} 작성) 확인 후 저장해주세요.',
    discard: '버리기',
    discarded: '복원한 내용을 버렸습니다.',
    close: '알림 닫기',
  },
  idle: {
    title: '자동 로그아웃 안내',
    warning: '장시간 사용하지 않아 %{seconds}초 후 자동으로 로그아웃됩니다. 계속 사용하시려면 연장을 눌러주세요.',
    extend: '연장',
    logout: '로그아웃',
    signedOut: '장시간 사용하지 않아 자동으로 로그아웃되었습니다. 작성 중이던 내용은 다시 로그인하면 복원됩니다.',
  },
} as const;
