import { maskCard } from '@/format/mask';
import { APPROVAL_MESSAGES, type ApprovalState, type ApprovalTask, approvalAmountText, APPROVAL_RULES, requiresApproval } from '@resources/approvalRules';
import { opaqueKeyOf } from './opaqueKeys';
import { adminTable } from './db';
import type { MockRecord } from './db/database';
import { balanceOf } from './db/universe/prepayOperations';
import { COUPON_BULK_PATH, measureCouponIssue } from './handlers/families/couponIssue';
import { cases } from './handlers/families/eDreamCases';
import { cardsOfWrite } from './handlers/families/prepayCard';
import { recordOf, type Row } from './handlers/families/shared';
import { forbidden, isRecord } from './handlers/util';
import { stampNow } from './history';
import { readStored, removeStored, writeStored } from './storage';

/**
 * 결재 (issue 37 item 2, docs/api.md "Approval"): the server's requests for the actions over a
 * threshold (resources/approvalRules.ts). The gate (mocks/handlers/index.ts) measures every such
 * call and refuses one over its threshold (403) unless it is the run of an approved request: the
 * approval handler (mocks/handlers/approval.ts) sends the requester's stored call back through the
 * whole server (gate, permissions, reply layer) with a one-time run token only the server knows.
 * The requests live in the server's storage (localStorage in the browser) like the logs of issue
 * 34, and each keeps its steps (요청, 승인, 반려, 실행, 실행 실패) with who and when: the 결재함 is
 * itself the history of the approvals; what a run changes is in the record's 변경 이력.
 */
export const APPROVAL_KEY = 'membership-mock-approvals';
export const APPROVAL_CAP = 2000;
/** The header that carries a run token on the server's own call (never honoured without a live token). */
export const RUN_HEADER = 'x-approval-run';

/** The call a request runs once approved: as the requester sent it. */
export interface ApprovalCall {
  method: string;
  /** Path after /api/ ('prepayCard/prepayCardRefund'). */
  path: string;
  body: Row;
}

export type ApprovalStepKind = '요청' | '승인' | '반려' | '실행' | '실행 실패';

export interface ApprovalStep {
  stepDt: string;
  adminId: string;
  step: ApprovalStepKind;
  text: string;
}

/** A request as it is stored, less its number. */
export interface NewApproval {
  reqDt: string;
  reqAdminId: string;
  task: ApprovalTask;
  /** The record the action changes: a card's opaque key, an e-Dream case's `eDream:{id}`. */
  targetKey: string;
  targetName: string;
  /** Won, members or stamps, as the server measured the call when it was requested. */
  amount: number;
  reason: string;
  state: ApprovalState;
  call: ApprovalCall;
  decAdminId: string;
  decDt: string;
  decReason: string;
  /** The run's answer (the handler's `msg`). */
  resultMsg: string;
  steps: ApprovalStep[];
}

export interface ApprovalEntry extends MockRecord, NewApproval {
  approvalId: number;
}

interface Store {
  seq: number;
  entries: ApprovalEntry[];
}

const read = (): Store => readStored<Store>('local', APPROVAL_KEY, { seq: 0, entries: [] });
const save = (store: Store) => writeStored('local', APPROVAL_KEY, { ...store, entries: store.entries.slice(0, APPROVAL_CAP) });

export const approvalEntries = (): ApprovalEntry[] => read().entries;
export const approvalEntry = (id: unknown): ApprovalEntry | undefined => read().entries.find((entry) => String(entry.approvalId) === String(id));

export function addApproval(entry: NewApproval): ApprovalEntry {
  const store = read();
  const saved: ApprovalEntry = { ...entry, approvalId: store.seq + 1 };
  save({ seq: store.seq + 1, entries: [saved, ...store.entries] });
  return saved;
}

export function updateApproval(id: number, patch: Partial<ApprovalEntry>, step?: ApprovalStep): ApprovalEntry | undefined {
  const store = read();
  let changed: ApprovalEntry | undefined;
  const entries = store.entries.map((entry) => {
    if (entry.approvalId !== id) return entry;
    changed = { ...entry, ...patch, steps: step ? [...entry.steps, step] : entry.steps };
    return changed;
  });
  save({ ...store, entries });
  return changed;
}

export function clearApprovals(): void {
  removeStored('local', APPROVAL_KEY);
  runTokens.clear();
  honouredRuns.clear();
}

export const stepOf = (adminId: string, step: ApprovalStepKind, text: string): ApprovalStep => ({ stepDt: stampNow(), adminId, step, text });

const nameOf = (adminId: string) => adminTable().get(adminId)?.adminName ?? '';
const whoText = (adminId: string) => (adminId ? `${adminId} · ${nameOf(adminId)}` : '');

/** A request as the 결재함 shows it: who by `아이디 · 이름`, the task's label, the amount with its unit; never the stored call (an account number may be in it). */
export function shownApproval(entry: ApprovalEntry): Row {
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'call' && key !== 'steps'));
  return {
    ...rest,
    reqAdminText: whoText(entry.reqAdminId),
    decAdminText: whoText(entry.decAdminId),
    taskName: APPROVAL_RULES[entry.task].label,
    amountText: approvalAmountText(entry.task, entry.amount),
    steps: entry.steps.map((step) => ({ ...step, adminText: whoText(step.adminId) })),
  };
}

// ---- what a call is and how much it moves ----------------------------------------------

/** The calls the thresholds watch, by path after /api/ (the coupon issue to members: its bulk call, mocks/handlers/families/couponIssue.ts). */
const TASK_PATHS: ReadonlyArray<[RegExp, ApprovalTask]> = [
  [/^prepayCard\/prepayCardRefund$/, 'prepayRefund'],
  [/^prepayCard\/prepayCardCombineUpdate$/, 'prepayCombine'],
  [/^eDreamSet\/stampChange\/[^/]+$/, 'stampChange'],
  [new RegExp(`^${COUPON_BULK_PATH}$`), 'couponIssue'],
];

export const taskOfPath = (method: string, path: string): ApprovalTask | undefined =>
  method.toUpperCase() === 'POST' ? TASK_PATHS.find(([pattern]) => pattern.test(path))?.[1] : undefined;

export interface Measured {
  /** What the 결재함 shows (금액·수량). */
  amount: number;
  /** What the threshold compares, when it is not `amount` (a coupon issue: the anti-splitting count). */
  load?: number;
  targetKey: string;
  targetName: string;
}

/** The amount the call would move, and its record; undefined when the call names no such record (its handler answers that). */
export function measure(task: ApprovalTask, path: string, given: Row): Measured | undefined {
  const body = recordOf(given);
  if (task === 'prepayRefund' || task === 'prepayCombine') {
    const { card, sources } = cardsOfWrite(body);
    if (!card) return undefined;
    const amount = task === 'prepayRefund' ? balanceOf(card) : sources.reduce((sum, source) => sum + balanceOf(source), 0);
    return { amount, targetKey: opaqueKeyOf(card.cardNo), targetName: `선불카드 ${maskCard(card.cardNo)}` };
  }
  if (task === 'stampChange') {
    const id = path.split('/').pop() ?? '';
    const row = cases().table.get(id);
    const stampCnt = Number(body.stampCnt);
    if (!row || !Number.isInteger(stampCnt)) return undefined;
    return { amount: Math.abs(stampCnt - (Number(row.stampCnt) || 0)), targetKey: `eDream:${id}`, targetName: `이드림 접수 ${id}` };
  }
  if (task === 'couponIssue') {
    const coupon = measureCouponIssue(body);
    return coupon && { amount: coupon.members, load: coupon.load, targetKey: coupon.targetKey, targetName: coupon.targetName };
  }
  return undefined;
}

// ---- the gate ----------------------------------------------------------------------------

/** Live run tokens (token -> request id), each honoured by one call of the server's own. */
const runTokens = new Map<string, number>();
/** Tokens the gate has honoured, while their call is answered (the handler asks `approvedRunOf`). */
const honouredRuns = new Map<string, number>();

/** What the threshold compares of a measured call. */
export const loadOf = (measured: Measured) => measured.load ?? measured.amount;

/**
 * The approved request a call is the run of, when the gate has honoured its token: the coupon
 * issue's bulk handler then takes the whole file in this one call (no per-call cap) and marks
 * what it issues with the request's number.
 */
export const approvedRunOf = (request: Request): number | undefined => honouredRuns.get(request.headers.get(RUN_HEADER) ?? '');

export function issueRunToken(approvalId: number): string {
  const token = `${approvalId}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  runTokens.set(token, approvalId);
  return token;
}

export const dropRunToken = (token: string) => {
  runTokens.delete(token);
  honouredRuns.delete(token);
};

const pathOf = (request: Request) => new URL(request.url).pathname.replace(/^\/api\//, '');

async function bodyOf(request: Request): Promise<Row> {
  try {
    const parsed: unknown = await request.clone().json();
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * 403 '결재가 필요한 작업입니다…' for a watched call over its threshold, unless it carries a live
 * run token of an approved request for this very call (consumed: a request runs once).
 */
export async function approvalRefusal(request: Request): Promise<Response | undefined> {
  const path = pathOf(request);
  const task = taskOfPath(request.method, path);
  if (!task) return undefined;
  const measured = measure(task, path, await bodyOf(request));
  if (!measured || !requiresApproval(task, loadOf(measured))) return undefined;
  const token = request.headers.get(RUN_HEADER) ?? '';
  const approvalId = runTokens.get(token);
  if (approvalId !== undefined) {
    runTokens.delete(token);
    const entry = approvalEntry(approvalId);
    if (entry && entry.call.path === path && entry.task === task) {
      honouredRuns.set(token, approvalId);
      return undefined;
    }
  }
  return forbidden(APPROVAL_MESSAGES.required);
}

/** The pending request of a task on a record, if any. */
export const pendingOf = (task: ApprovalTask, targetKey: string): ApprovalEntry | undefined =>
  approvalEntries().find((entry) => entry.state === '대기' && entry.task === task && entry.targetKey === targetKey);

export const callText = (call: ApprovalCall) => `${call.method.toUpperCase()} /api/${call.path}`;
