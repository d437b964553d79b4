import { MEMBER_LIMITS } from '@resources/members/memberRules';
import type { LevelChange } from '@/types/api';
import type { Row, Stores } from '../../db/universe/model';
import { success } from '../util';
import { levelProblem, memberFor } from './memberRules';
import { adminIdNow, badRequest, nowText, param, textOf, type Params } from './shared';

/**
 * PUT member/{id}/level `{ level, reason }` (issue 32): a level change takes a reason, kept in
 * the member's record as its level history (`levelHistory`, newest first), which the 등급 변경
 * dialog shows. No screen keeps a per-member level history, so the record holds it.
 */
export function reasonProblem(reason: string): string | undefined {
  if (!reason) return '등급 변경 사유를 입력해주세요.';
  return [...reason].length > MEMBER_LIMITS.levelReason ? `등급 변경 사유는 ${MEMBER_LIMITS.levelReason}자 이내로 입력해주세요.` : undefined;
}

export function changeLevel(stores: Stores, body: Row, params: Params): Response {
  const member = memberFor(stores, param(params, 'id'));
  if (member instanceof Response) return member;
  const [level, reason] = [textOf(body.level), textOf(body.reason)];
  const problem = levelProblem(level, member.level) ?? reasonProblem(reason);
  if (problem) return badRequest(problem);
  const changeDt = nowText();
  const change: LevelChange = { fromLevel: String(member.level), toLevel: level, reason, changeDt, regId: adminIdNow() };
  const history = Array.isArray(member.levelHistory) ? member.levelHistory : [];
  const data = stores.member.update(String(member.cusId), {
    level,
    prevLevel: member.level,
    levelDt: changeDt,
    levelHistory: [change, ...history],
    modId: change.regId,
    modDt: changeDt,
  });
  return success({ data }, '회원 등급이 변경되었습니다.');
}
