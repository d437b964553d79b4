import { http, type HttpHandler } from 'msw';
import { findScreen } from '@resources/registry';
import { accessEntries, accessFrom, accessReviews, appendReview, flaggedEntries, kstNow } from '../accessLog';
import { collectionOf } from '../db';
import { currentAdmin } from '../session';
import { listOf } from './families/records';
import { badRequest, recordOf, textOf } from './families/shared';
import { failure, ok, readBody, success } from './util';

/**
 * 개인정보 접속기록 (issue 34 items 1 and 2, docs/api.md "Access log"): the list (`GET
 * /api/accessLog`, the rest family's shape), the 월 점검 (`GET/POST /api/accessLog/review`);
 * every other method on /api/accessLog answers 405: entries cannot be changed or removed.
 */
export const IMMUTABLE_MSG = '접속기록은 수정하거나 삭제할 수 없습니다.';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const NOTE_MAX = 500;

const screen = () => findScreen('accessLog');
/** Any write on the log: 405. A read it does not know falls through to the generic rest family. */
const immutable = ({ request }: { request: Request }) => (request.method === 'GET' ? undefined : failure(IMMUTABLE_MSG, '9999', 405));
const thisMonth = () => kstNow().slice(0, 7);

function monthProblem(month: string): string | undefined {
  if (!MONTH.test(month)) return '점검할 월을 선택해주세요.';
  if (month > thisMonth()) return '지나지 않은 월은 점검할 수 없습니다.';
  return undefined;
}

/** The month's review state: its flagged entries, and the last '점검 완료' recorded (or '미점검'). */
function reviewOf(month: string) {
  const list = flaggedEntries(month);
  const review = accessReviews()
    .filter((candidate) => candidate.month === month)
    .at(-1);
  return { result: '0000', month, status: review ? '점검 완료' : '미점검', review: review ?? null, list, totalCnt: list.length };
}

export const accessLogHandlers: HttpHandler[] = [
  http.get('/api/accessLog/review', ({ request }) => {
    const month = textOf(new URL(request.url).searchParams.get('month'));
    const problem = monthProblem(month);
    return problem ? badRequest(problem) : ok(reviewOf(month));
  }),
  http.post('/api/accessLog/review', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const [month, note] = [textOf(body.month), textOf(body.note)];
    const admin = currentAdmin();
    const problem =
      monthProblem(month) ??
      (note ? undefined : '점검 내용을 입력해주세요.') ??
      (note.length > NOTE_MAX ? `점검 내용은 ${NOTE_MAX}자 이내로 입력해주세요.` : undefined);
    const declared = screen();
    if (problem || !admin || !declared) return badRequest(problem ?? '화면을 찾을 수 없습니다.');
    appendReview({ month, note, reviewerId: admin.adminId, reviewerName: admin.adminName, reviewDt: kstNow() });
    accessFrom(admin, request, { action: '입력', subject: `${month} 월 점검`, menuName: declared.label, menuCode: declared.menuCode });
    return success(reviewOf(month), '점검 완료가 기록되었습니다.');
  }),
  http.get('/api/accessLog', ({ request }) => {
    const declared = screen();
    return declared ? listOf({ table: collectionOf(declared), screen: declared }, request.url, accessEntries()) : undefined;
  }),
  http.get('/api/accessLog/:id', ({ params }) => {
    // A name (`GET {type}/{statistic}` of the rest shape) is the generic family's to answer.
    if (!/^\d+$/.test(textOf(params.id))) return undefined;
    const row = accessEntries().find((entry) => String(entry.logId) === textOf(params.id));
    return row ? ok({ data: row }) : failure('데이터를 찾을 수 없습니다.', '9999', 404);
  }),
  http.all('/api/accessLog', immutable),
  http.all('/api/accessLog/*', immutable),
];
