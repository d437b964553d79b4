/** The buttons and dialogs of the generic screens' writes (status, order, delete, back to the list). */
export const genericActionMessages = {
  list: '목록',
  status: {
    button: '상태 변경',
    title: '상태 변경',
    question: '선택한 %{count}건의 상태를 변경하시겠습니까?',
    choices: '변경할 상태',
    changed: '상태가 변경되었습니다.',
  },
  order: {
    button: '순서 변경',
    title: '순서 변경',
    list: '순서 목록',
    up: '%{label} 위로 이동',
    down: '%{label} 아래로 이동',
    save: '순서 저장',
    saved: '순서가 저장되었습니다.',
  },
} as const;
