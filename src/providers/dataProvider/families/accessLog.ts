import { badReplyFailure } from '@/http/failures';
import { endpoints, type RouteTable } from '../routes';
import { isRow, readList } from '../records';

/**
 * 개인정보 접속기록's 월 점검 (issue 34 item 2, docs/api.md "Access log"): the entries of a month
 * that need a look, and the '점검 완료' an administrator records. The list itself is the rest
 * family's `GET accessLog`.
 */
export const accessLogRoutes = {
  review: 'GET accessLog/review',
  saveReview: 'POST accessLog/review',
} as const satisfies RouteTable;

const api = endpoints(accessLogRoutes);

export interface AccessReviewRecord {
  month: string;
  note: string;
  reviewerId: string;
  reviewerName: string;
  reviewDt: string;
}

/** A flagged entry of the 월 점검: an access-log entry and why it needs a look. */
export type FlaggedAccess = {
  logId: number;
  logDt: string;
  adminId: string;
  adminName: string;
  ip: string;
  subject: string;
  action: string;
  menuName: string;
  reason: string;
  flags: string[];
};

export interface AccessReviewState {
  month: string;
  /** '점검 완료' or '미점검' (the server's words). */
  status: string;
  review?: AccessReviewRecord;
  /** The flagged entries, newest first, each with `flags` (why). */
  list: FlaggedAccess[];
  totalCnt: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readReview(body: unknown): AccessReviewState {
  const { list, totalCnt } = readList<FlaggedAccess>(body);
  if (!isRow(body) || typeof body.status !== 'string') throw badReplyFailure();
  const review = isRow(body.review) ? body.review : undefined;
  return {
    month: text(body.month),
    status: body.status,
    ...(review
      ? {
          review: {
            month: text(review.month),
            note: text(review.note),
            reviewerId: text(review.reviewerId),
            reviewerName: text(review.reviewerName),
            reviewDt: text(review.reviewDt),
          },
        }
      : {}),
    list,
    totalCnt,
  };
}

export const accessLogMethods = {
  /** GET accessLog/review?month=YYYY-MM: the month's flagged entries and its review state. */
  getAccessReview: async (month: string, signal?: AbortSignal): Promise<AccessReviewState> =>
    readReview(await api.json('review', {}, { query: { month }, signal })),
  /** POST accessLog/review `{ month, note }`: records '점검 완료' (who and when are the server's); answers the month's state. */
  saveAccessReview: async (month: string, note: string): Promise<{ state: AccessReviewState; msg?: string }> => {
    const body = await api.json('saveReview', {}, { body: { month, note } });
    const msg = isRow(body) && typeof body.msg === 'string' ? body.msg : undefined;
    return { state: readReview(body), ...(msg ? { msg } : {}) };
  },
};
