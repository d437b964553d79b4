import { http, type HttpHandler } from 'msw';
import { APPROVAL_MESSAGES, APPROVAL_REASON_MAX, isApprovalTask, requiresApproval } from '@resources/approvalRules';
import {
  addApproval,
  type ApprovalCall,
  approvalEntries,
  approvalEntry,
  callText,
  dropRunToken,
  issueRunToken,
  loadOf,
  measure,
  pendingOf,
  RUN_HEADER,
  shownApproval,
  stepOf,
  taskOfPath,
  updateApproval,
} from '../approvals';
import { stampNow } from '../history';
import { callRefusal } from '../permissions';
import { currentAdmin } from '../session';
import { failure, forbidden, isRecord, listResponse, notFound, ok, paramOf, readBody, RESULT, success } from './util';
import { badRequest, textOf } from './families/shared';

/**
 * /api/approval (issue 37 item 2, docs/api.md "Approval"): the 결재함's list and detail, a request
 * (`POST approval`), its approval (`POST approval/{id}/approve`: runs the stored call through the
 * whole server with a one-time token) and its rejection (`POST approval/{id}/reject`). The
 * requester never decides their own request. Anything else answers 405: the 결재함 is a history.
 */
type Dispatch = (request: Request) => Promise<Response | undefined>;
let dispatch: Dispatch | undefined;
/** The whole server, handed over by mocks/handlers/index.ts (it lists these handlers). */
export const setApprovalDispatcher = (given: Dispatch) => {
  dispatch = given;
};

const json = { 'content-type': 'application/json' };
const callRequest = (origin: string, call: ApprovalCall, headers: Record<string, string> = {}) =>
  new Request(`${origin}/api/${call.path}`, { method: call.method, headers: { ...json, ...headers }, body: JSON.stringify(call.body) });

function reasonProblem(reason: string, required: string): string | undefined {
  if (!reason) return required;
  return [...reason].length > APPROVAL_REASON_MAX ? APPROVAL_MESSAGES.reasonTooLong : undefined;
}

/** The call a request body carries, when it is one the thresholds watch. */
function callOf(value: unknown): ApprovalCall | undefined {
  if (!isRecord(value)) return undefined;
  const method = textOf(value.method).toUpperCase() || 'POST';
  const path = textOf(value.path).replace(/^\/?(api\/)?/, '');
  return path ? { method, path, body: isRecord(value.body) ? value.body : {} } : undefined;
}

/**
 * A request's record is the asked one, or names it among several (a file issuing two coupons:
 * `couponType:3,7` is on `couponType:3` and on `couponType:7`).
 */
function sameTarget(stored: string, asked: string): boolean {
  if (stored === asked) return true;
  const [kind, ids = ''] = stored.split(':');
  const [askedKind, askedId = ''] = asked.split(':');
  return kind === askedKind && ids.includes(',') && ids.split(',').includes(askedId);
}

const list = http.get('/api/approval', ({ request }) => {
  const url = new URL(request.url);
  const targetKey = url.searchParams.get('targetKey');
  url.searchParams.delete('targetKey');
  const rows = approvalEntries().filter((entry) => !targetKey || sameTarget(entry.targetKey, targetKey));
  return listResponse(rows.map(shownApproval), url, { defaultSort: { field: 'approvalId', order: 'DESC' } });
});

const detail = http.get('/api/approval/:id', ({ params }) => {
  const id = paramOf(params, 'id');
  // the rest shape's other reads (GET approval/summary) fall through to the generic family
  if (!/^\d+$/.test(id)) return undefined;
  const entry = approvalEntry(id);
  return entry ? ok({ result: RESULT.OK, data: shownApproval(entry) }) : notFound(APPROVAL_MESSAGES.notFound);
});

const request = http.post('/api/approval', async ({ request: req }) => {
  const admin = currentAdmin();
  if (!admin) return forbidden();
  const body = await readBody(req);
  const task = body.task;
  const call = callOf(body.call);
  if (!isApprovalTask(task) || !call || taskOfPath(call.method, call.path) !== task) return badRequest(APPROVAL_MESSAGES.unknownTask);
  const reason = textOf(body.reason);
  const problem = reasonProblem(reason, APPROVAL_MESSAGES.reasonRequired);
  if (problem) return badRequest(problem);
  // the requester must hold what the call itself needs
  const origin = new URL(req.url).origin;
  const refused = await callRefusal(admin, callRequest(origin, call));
  if (refused) return refused;
  const measured = measure(task, call.path, call.body);
  if (!measured) return notFound('결재할 대상을 찾을 수 없습니다.');
  if (!requiresApproval(task, loadOf(measured))) return badRequest(APPROVAL_MESSAGES.notNeeded);
  if (pendingOf(task, measured.targetKey)) return failure(APPROVAL_MESSAGES.pendingExists, RESULT.FAIL, 409);
  const saved = addApproval({
    reqDt: stampNow(),
    reqAdminId: admin.adminId,
    task,
    ...measured,
    reason,
    state: '대기',
    call,
    decAdminId: '',
    decDt: '',
    decReason: '',
    resultMsg: '',
    steps: [stepOf(admin.adminId, '요청', reason)],
  });
  return success({ data: shownApproval(saved) }, APPROVAL_MESSAGES.requested);
});

/** The checks of a decision: the request waits, the decider is not the requester and holds what the call needs. */
async function decisionRefusal(req: Request, id: string): Promise<Response | { entryId: number; adminId: string; call: ApprovalCall }> {
  const admin = currentAdmin();
  if (!admin) return forbidden();
  const entry = approvalEntry(id);
  if (!entry) return notFound(APPROVAL_MESSAGES.notFound);
  if (entry.state !== '대기' || running.has(entry.approvalId)) return failure(APPROVAL_MESSAGES.decided, RESULT.FAIL, 409);
  if (entry.reqAdminId === admin.adminId) return forbidden(APPROVAL_MESSAGES.selfDecision);
  const refused = await callRefusal(admin, callRequest(new URL(req.url).origin, entry.call));
  if (refused) return refused;
  return { entryId: entry.approvalId, adminId: admin.adminId, call: entry.call };
}

/** Requests being run now: a second approval meanwhile is refused (a request runs once). */
const running = new Set<number>();

const msgOf = (body: unknown) => (isRecord(body) && typeof body.msg === 'string' ? body.msg : '');
const resultOf = (body: unknown) => (isRecord(body) ? String(body.result ?? '') : '');

const approve = http.post('/api/approval/:id/approve', async ({ request: req, params }) => {
  const checked = await decisionRefusal(req, paramOf(params, 'id'));
  if (checked instanceof Response) return checked;
  if (!dispatch) return failure('결재를 실행할 수 없습니다.', RESULT.FAIL, 500);
  const { entryId, adminId, call } = checked;
  running.add(entryId);
  const token = issueRunToken(entryId);
  let status = 500;
  let answer: unknown;
  try {
    const response = await dispatch(callRequest(new URL(req.url).origin, call, { [RUN_HEADER]: token }));
    status = response?.status ?? 404;
    answer = response ? ((await response.json()) as unknown) : undefined;
  } catch {
    answer = undefined;
  } finally {
    dropRunToken(token);
    running.delete(entryId);
  }
  const msg = msgOf(answer);
  if (status !== 200 || resultOf(answer) !== RESULT.OK) {
    // the request stays 대기: the approver sees why, the record is as it was
    updateApproval(entryId, {}, stepOf(adminId, '실행 실패', `${callText(call)}: ${msg}`));
    return failure(`승인하지 못했습니다. ${msg || '실행 중 오류가 발생했습니다.'}`, RESULT.FAIL, status === 200 ? 400 : status);
  }
  const saved = updateApproval(entryId, { state: '승인', decAdminId: adminId, decDt: stampNow(), resultMsg: msg }, stepOf(adminId, '승인', msg));
  updateApproval(entryId, {}, stepOf(adminId, '실행', `${callText(call)}: ${msg}`));
  const data = isRecord(answer) ? Object.fromEntries(Object.entries(answer).filter(([key]) => key !== 'result' && key !== 'msg')) : {};
  return success({ data: saved && shownApproval(approvalEntry(entryId) ?? saved), run: { status, msg, ...data } }, `승인되었습니다. ${msg}`.trim());
});

const reject = http.post('/api/approval/:id/reject', async ({ request: req, params }) => {
  const checked = await decisionRefusal(req, paramOf(params, 'id'));
  if (checked instanceof Response) return checked;
  const reason = textOf((await readBody(req)).reason);
  const problem = reasonProblem(reason, APPROVAL_MESSAGES.rejectReasonRequired);
  if (problem) return badRequest(problem);
  const saved = updateApproval(
    checked.entryId,
    { state: '반려', decAdminId: checked.adminId, decDt: stampNow(), decReason: reason },
    stepOf(checked.adminId, '반려', reason),
  );
  return success({ data: saved && shownApproval(saved) }, APPROVAL_MESSAGES.rejected);
});

const locked = () => failure(APPROVAL_MESSAGES.locked, RESULT.FAIL, 405);

export const approvalHandlers: HttpHandler[] = [
  list,
  detail,
  request,
  approve,
  reject,
  ...(['post', 'put', 'patch', 'delete'] as const).flatMap((method) => [http[method]('/api/approval', locked), http[method]('/api/approval/*', locked)]),
];
