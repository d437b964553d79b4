/**
 * Texts of the generic content calls placed on the generic screens (issue 15 item 5): sub-rows of
 * a record, 'Excel(상세)', the order inside a group, one record moved, the recommend status and
 * the summary of a list. Gathered into `appMessages.contentCalls`.
 */
export const contentCallsMessages = {
  subList: {
    add: '%{label} 추가',
    added: '%{label} 추가되었습니다.',
    loadFailed: '%{label} 불러오지 못했습니다.',
    required: '%{label} 입력해주세요.',
  },
  excelDetail: {
    download: '엑셀(상세) 다운로드',
  },
  orderGroup: {
    chooseFirst: '%{label} 먼저 선택하면 그 안의 순서를 바꿀 수 있습니다.',
  },
  orderOne: {
    button: '순서 이동',
    title: '순서 이동',
    label: '이동할 순서',
    help: '1 이상의 숫자를 입력하면 그 자리로 옮기고 나머지는 차례로 밀립니다.',
    invalid: '순서는 1 이상의 숫자로 입력해주세요.',
    current: '현재 순서: %{order}',
    moved: '순서가 변경되었습니다.',
  },
  like: {
    set: '추천 지정',
    unset: '추천 해제',
    setQuestion: '이 항목을 추천으로 지정하시겠습니까?',
    unsetQuestion: '이 항목의 추천을 해제하시겠습니까?',
    done: '추천 여부가 변경되었습니다.',
  },
  summary: {
    title: '%{label} 합계',
    rows: '대상 %{count}건',
    loadFailed: '합계를 불러오지 못했습니다.',
  },
} as const;
