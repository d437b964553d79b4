import type { FieldDeclaration } from '@/declarations/types';
import { f } from './fields';

/**
 * The columns of a record's 변경 이력 and of an account's 권한 변경 이력 (issue 34), wherever they
 * are shown (the member workspace's tab, the prepaid-card workspace, a declaration's detail with
 * `history`). `fields` and `change` are drawn from the entry's `changes`, one line per field.
 */
export const changeHistoryColumns: FieldDeclaration[] = [
  f.text('changeDt', '일시'),
  f.text('adminText', '관리자'),
  f.text('action', '구분'),
  f.text('fields', '변경 항목'),
  f.text('change', '변경 전 → 변경 후'),
];

export const grantHistoryColumns: FieldDeclaration[] = [
  f.text('regDt', '일시'),
  f.text('adminId', '관리자 ID'),
  f.text('authType', '구분'),
  f.text('beforeText', '변경 전'),
  f.text('afterText', '변경 후'),
];
