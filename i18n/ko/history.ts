/** 변경 이력 and 권한 변경 이력 (issue 34): the sections of a record and of an account. Gathered into `appMessages.history`. */
export const historyMessages = {
  title: '변경 이력',
  empty: '변경 이력이 없습니다.',
  loadFailed: '변경 이력을 불러오지 못했습니다.',
  grants: {
    title: '권한 변경 이력',
    empty: '권한 변경 이력이 없습니다.',
    loadFailed: '권한 변경 이력을 불러오지 못했습니다.',
    retention: '권한 변경 이력은 3년간 보관됩니다.',
  },
  /** An entry that names no field (a deletion). */
  noFields: '-',
  /** A value that was empty, before or after. */
  emptyValue: '(없음)',
  change: '%{before} → %{after}',
};
