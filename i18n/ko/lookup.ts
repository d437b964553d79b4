/** 회원·카드·주문 검색 (Ctrl+K) and 최근 본 항목 in the header (issue 36 items 1, 2). */
export const lookupMessages = {
  open: '회원·카드·주문 검색',
  /** The shortcut hint on the header button and in the dialog. */
  hintPc: 'Ctrl+K',
  hintMac: '⌘K',
  title: '회원·카드·주문 검색',
  placeholder: '휴대폰 번호(또는 뒤 4자리), 이름, 회원번호, 카드번호, 주문번호',
  help: '↑↓ 이동 · Enter 열기 · Esc 닫기',
  searching: '검색 중…',
  empty: '검색 결과가 없습니다.',
  tooShort: '두 글자 또는 숫자 4자리 이상 입력해주세요.',
  noScreens: '검색할 수 있는 메뉴가 없습니다.',
  close: '닫기',
  more: '외 %{count}건',
  groups: {
    member: '회원',
    prepayCard: '선불카드',
    order: '주문',
  },
  failed: {
    member: '회원을 검색하지 못했습니다.',
    prepayCard: '선불카드를 검색하지 못했습니다.',
    order: '주문을 검색하지 못했습니다.',
  },
  /** What the box understood the input as. */
  kinds: {
    last4: '휴대폰·카드 뒤 4자리',
    phone: '휴대폰 번호',
    card: '카드번호',
    order: '주문번호',
    memberNo: '회원번호',
    number: '번호 일부',
    name: '이름',
  },
  recent: {
    title: '최근 본 항목',
    none: '최근 본 항목이 없습니다.',
    remember: '이 브라우저에서 기억',
    rememberHelp: '끄면 로그아웃할 때 지워집니다.',
  },
} as const;
