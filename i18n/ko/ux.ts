/** Texts of the generic list's search block, periods and rows (issue 16 items 1, 2 and 5). */
export const uxMessages = {
  search: {
    label: '검색 조건',
    submit: '검색',
    reset: '초기화',
    noResults: '%{label} 데이터가 없습니다.',
    noMatches: '현재 검색 조건에 맞는 %{label} 데이터가 없습니다.',
    fold: '검색 조건 접기',
    unfold: '검색 조건 펼치기',
  },
  period: {
    label: '%{label} 기간',
    today: '오늘',
    yesterday: '어제',
    week: '1주일',
    month: '1개월',
    threeMonths: '3개월',
    custom: '직접 입력',
    ongoing: '진행중',
    thisMonth: '당월',
    lastMonth: '전월',
    required: '조회 기간을 입력해주세요. (최대 %{span})',
    tooWide: '조회 기간은 최대 %{span}입니다.',
    years: '%{count}년',
    months: '%{count}개월',
  },
  row: {
    select: '%{name} 선택',
  },
  /** The 합계 row under a list and its Excel rows (issue 32 item 3). */
  totals: {
    label: '합계',
    row: '%{label} 합계',
  },
} as const;
