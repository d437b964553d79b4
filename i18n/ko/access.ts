/** What a screen says about the admin's rights on it (issue 14 item 8, docs/permissions.md). */
export const accessMessages = {
  readOnly: '수정 권한이 없어 조회만 할 수 있습니다.',
} as const;
