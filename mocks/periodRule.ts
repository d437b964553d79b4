import type { ScreenDeclaration } from '@/declarations/types';
import { periodProblem } from '@/declarations/period';
import { badRequest } from './handlers/families/shared';

/** The list filter of either query style: `?filter={json}` (rest) or flat parameters. */
function filterOf(query: URLSearchParams): Record<string, unknown> {
  try {
    const json: unknown = JSON.parse(query.get('filter') ?? '{}');
    if (json && typeof json === 'object' && !Array.isArray(json)) return { ...Object.fromEntries(query), ...(json as Record<string, unknown>) };
  } catch {
    /* not JSON: the flat parameters */
  }
  return Object.fromEntries(query);
}

/**
 * The server's side of a list's maximum period (issue 16 item 2): a list read (or its Excel) whose
 * date range is wider than the screen declares is refused with 400, as the console refuses it
 * before sending. A read without both dates is answered (a link to one member's orders, the
 * contract check): asking for a period is the search block's rule, not the server's.
 */
export function periodRefusal(screen: ScreenDeclaration | undefined, query: URLSearchParams): Response | undefined {
  const period = screen?.period;
  if (!period?.maxMonths || periodProblem(period, filterOf(query)) !== 'tooWide') return undefined;
  const span = period.maxMonths % 12 === 0 ? `${period.maxMonths / 12}년` : `${period.maxMonths}개월`;
  return badRequest(`조회 기간은 최대 ${span}입니다.`);
}
