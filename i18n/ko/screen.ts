/** The titles and fixed parts of the generic screens (list, create, edit, detail, form). */
export const screenMessages = {
  createTitle: '%{label} 등록',
  editTitle: '%{label} 수정',
  detailTitle: '%{label} 상세',
  create: '등록',
  formTabs: {
    basic: '기본 정보',
    detail: '상세 내용',
  },
  /** dayjs format of the calendar heading: year then month, the Korean way (spec §9: '2026년 3월'). */
  monthHeading: 'YYYY년 M월',
  eventId: {
    check: '중복 확인',
    free: '사용 가능한 이벤트 ID입니다.',
    taken: '이미 사용 중인 이벤트 ID입니다.',
    mustCheck: '%{target} 중복 확인해주세요.',
  },
} as const;
