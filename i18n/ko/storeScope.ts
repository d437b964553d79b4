/** The store filter of a store owner's lists (issue 11, docs/permissions.md). */
export const storeScopeMessages = {
  /** The read-only chip of an owner with one store. */
  only: '매장: %{name}',
  /** The empty choice of an owner with several stores: all of theirs. */
  all: '내 매장 전체',
  help: '점주 계정은 본인 매장의 데이터만 조회할 수 있습니다.',
  /** The store search of head office finding nothing. */
  noStore: '검색 결과가 없습니다.',
} as const;
