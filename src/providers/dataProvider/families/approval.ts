import type { ApprovalRequest } from '@/types/records';
import type { ListResponse } from '@/types/api';
import { endpoints, type RouteTable } from '../routes';
import { isRow, readList, readSaved } from '../records';

/**
 * 결재 (issue 37 item 2, docs/api.md "Approval"): a request in place of an action over its
 * threshold, the requests of one record, and the approver's decisions. The 결재함's list and
 * detail are the rest family's `GET approval`, `GET approval/{id}`.
 */
export const approvalRoutes = {
  ofRecord: 'GET approval',
  request: 'POST approval',
  approve: 'POST approval/{id}/approve',
  reject: 'POST approval/{id}/reject',
} as const satisfies RouteTable;

const api = endpoints(approvalRoutes);

/** What a request carries: the task, why, and the call to run once approved (as the action would send it). */
export interface ApprovalInput {
  task: string;
  /** The record, as the console names it (a card's key). */
  target: string;
  /** What the console measured; the server measures again and keeps its own. */
  amount: number;
  reason: string;
  call: { method: 'POST'; path: string; body: Record<string, unknown> };
}

/** A decision's answer: the request as it stands, and the server's message (the run's result on approval). */
export interface ApprovalDecision {
  request: ApprovalRequest;
  msg: string;
}

const decided = (body: unknown): ApprovalDecision => ({
  request: readSaved<ApprovalRequest>(body, 'approvalId'),
  msg: isRow(body) && typeof body.msg === 'string' ? body.msg : '',
});

export const approvalMethods = {
  /** The requests of one record (`targetKey`), newest first: its pending request shows on the record. */
  approvalsOfRecord: async (targetKey: string, signal?: AbortSignal): Promise<ListResponse<ApprovalRequest>> =>
    readList<ApprovalRequest>(await api.json('ofRecord', {}, { query: { targetKey }, signal })),
  /** POST approval: the request (state 대기), instead of running the call. */
  requestApproval: async (input: ApprovalInput): Promise<ApprovalDecision> => decided(await api.json('request', {}, { body: input })),
  /** POST approval/{id}/approve: runs the stored call; refused to the requester. */
  approveRequest: async (id: number | string): Promise<ApprovalDecision> => decided(await api.json('approve', { id }, { body: {} })),
  /** POST approval/{id}/reject `{ reason }` (required). */
  rejectRequest: async (id: number | string, reason: string): Promise<ApprovalDecision> => decided(await api.json('reject', { id }, { body: { reason } })),
};
