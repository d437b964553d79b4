import type { AdminAccount } from './accounts';
import { adminTable } from './db';
import { formatDateTime } from './db/generators';
import { sessionToken } from './session';
import { readStored, removeStored, writeStored } from './storage';

/**
 * 개인정보 접속기록 (issue 34 items 1 and 2, docs/api.md "Access log"): what the mock server
 * writes of every access to personal data, and the monthly reviews of it. Entries are only ever
 * appended (the API has no call that changes or removes one); they live in their own key of the
 * server's storage, not in the database's journal, bounded by `MAX_ENTRIES` and by the 2-year
 * retention, so a long QA session or a 300,000-row export (one entry) cannot fill the browser's
 * storage.
 */

/** 수행업무: the choices of the screen's `action` field (resources/settings.ts). */
export type AccessAction = '조회' | '열람' | '입력' | '변경' | '삭제' | '다운로드';

export type AccessEntry = {
  logId: number;
  /** KST, 'YYYY-MM-DD HH:mm:ss'. */
  logDt: string;
  adminId: string;
  adminName: string;
  ip: string;
  /** '10023 김*수' (up to `NAMED_SUBJECTS`), or 'N건' (a list or a file). */
  subject: string;
  /** The members the entry is about (at most `MAX_MEMBER_NOS`): the 회원번호 filter. */
  memberNos: string[];
  action: AccessAction;
  /** The menu's Korean label ('회원 정보'). */
  menuName: string;
  menuCode: string;
  /** The download reason; empty for other actions. */
  reason: string;
};

export type AccessReview = {
  /** 'YYYY-MM' */
  month: string;
  note: string;
  reviewerId: string;
  reviewerName: string;
  /** KST, 'YYYY-MM-DD HH:mm:ss'. */
  reviewDt: string;
};

/** The most entries kept: the oldest go first beyond it (docs/api.md "Access log"). */
export const MAX_ENTRIES = 2000;
/** Retention (개인정보의 안전성 확보조치 기준 제8조): entries older than this are dropped. */
export const RETENTION_YEARS = 2;
/** A list's subjects are named up to this many members; beyond it, only 'N건'. */
export const NAMED_SUBJECTS = 5;
export const MAX_MEMBER_NOS = 50;

export const KST = 9 * 3_600_000;
export const kstNow = (now = Date.now()) => formatDateTime(now + KST);

const LOG_KEY = 'mock-access-log';
const REVIEW_KEY = 'mock-access-review';

interface Stored {
  seq: number;
  entries: AccessEntry[];
}

const stored = (): Stored => readStored<Stored>('local', LOG_KEY, { seq: 0, entries: [] });

const nameOf = (adminId: string) => adminTable().get(adminId)?.adminName ?? '';

/** Every kept entry, oldest first; the admin's name read when asked (the stored entry keeps the id only: no staff name in the browser's storage). */
export const accessEntries = (): AccessEntry[] => stored().entries.map((entry) => ({ ...entry, adminName: nameOf(entry.adminId) }));

/** The first moment kept: now minus the retention, as a KST text. */
function retentionStart(now: string): string {
  const year = Number(now.slice(0, 4)) - RETENTION_YEARS;
  return `${year}${now.slice(4)}`;
}

export type NewEntry = Omit<AccessEntry, 'logId' | 'logDt' | 'adminId' | 'adminName' | 'ip' | 'memberNos' | 'reason'> &
  Partial<Pick<AccessEntry, 'logDt' | 'memberNos' | 'reason'>>;

/** Appends an entry of `admin` from `ip` (now, unless `logDt` is given: the seeds of the tests). */
export function appendAccess(admin: Pick<AdminAccount, 'adminId' | 'adminName'>, ip: string, entry: NewEntry): AccessEntry {
  const { seq, entries } = stored();
  const logDt = entry.logDt ?? kstNow();
  const row: AccessEntry = {
    ...entry,
    logId: seq + 1,
    logDt,
    adminId: admin.adminId,
    adminName: '',
    ip,
    memberNos: (entry.memberNos ?? []).slice(0, MAX_MEMBER_NOS),
    reason: entry.reason ?? '',
  };
  const from = retentionStart(kstNow());
  const kept = [...entries.filter((old) => old.logDt >= from), row].slice(-MAX_ENTRIES);
  writeStored('local', LOG_KEY, { seq: row.logId, entries: kept } satisfies Stored);
  return { ...row, adminName: admin.adminName };
}

/**
 * Where a call came from (접속 IP): the HTTP mock's socket address (`x-mock-remote-addr`, set by
 * mocks/http/server.ts), else a proxy's `x-forwarded-for`, else (the browser mock has no socket)
 * a private address derived from the session: one stable address per sign-in, 10.x.y.z.
 */
export function addressOf(request: Request | undefined): string {
  const socket = request?.headers.get('x-mock-remote-addr')?.trim();
  if (socket) return socket;
  const forwarded = request?.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  let hash = 0;
  for (const char of sessionToken() ?? '') hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

/** Appends an entry of `admin` now, from where `request` came. */
export const accessFrom = (admin: Pick<AdminAccount, 'adminId' | 'adminName'>, request: Request | undefined, entry: NewEntry) =>
  appendAccess(admin, addressOf(request), entry);

/** Empties the log and its reviews (the QA workbench's full reset, `window.__mock.reset()`). */
export function resetAccessLog(): void {
  removeStored('local', LOG_KEY);
  removeStored('local', REVIEW_KEY);
}

export const accessReviews = (): AccessReview[] =>
  readStored<AccessReview[]>('local', REVIEW_KEY, []).map((review) => ({ ...review, reviewerName: nameOf(review.reviewerId) }));

export function appendReview(review: AccessReview): void {
  writeStored('local', REVIEW_KEY, [...readStored<AccessReview[]>('local', REVIEW_KEY, []), { ...review, reviewerName: '' }]);
}

// ---- 월 점검 -----------------------------------------------------------------------------------

/** One admin opening (열람) more members than this in a day is flagged. */
export const DAILY_MEMBER_LIMIT = 20;

export const FLAG = {
  download: '다운로드',
  many: `하루 ${DAILY_MEMBER_LIMIT}명 초과 열람`,
  night: '야간 접속 (22:00~07:00)',
} as const;

const hourOf = (logDt: string) => Number(logDt.slice(11, 13));
const isNight = (logDt: string) => hourOf(logDt) >= 22 || hourOf(logDt) < 7;

/**
 * The entries of `month` that need a look, newest first, each with why: every download, every
 * 열람 of an admin who opened more than `DAILY_MEMBER_LIMIT` distinct members that day, every
 * access between 22:00 and 07:00 (KST).
 */
export function flaggedEntries(month: string): Array<AccessEntry & { flags: string[] }> {
  const entries = accessEntries().filter((entry) => entry.logDt.startsWith(`${month}-`));
  const opened = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.action !== '열람') continue;
    const day = `${entry.adminId} ${entry.logDt.slice(0, 10)}`;
    const members = opened.get(day) ?? new Set<string>();
    for (const memberNo of entry.memberNos) members.add(memberNo);
    opened.set(day, members);
  }
  const busy = (entry: AccessEntry) => entry.action === '열람' && (opened.get(`${entry.adminId} ${entry.logDt.slice(0, 10)}`)?.size ?? 0) > DAILY_MEMBER_LIMIT;
  return entries
    .map((entry) => ({
      ...entry,
      flags: [...(entry.action === '다운로드' ? [FLAG.download] : []), ...(busy(entry) ? [FLAG.many] : []), ...(isNight(entry.logDt) ? [FLAG.night] : [])],
    }))
    .filter((entry) => entry.flags.length > 0)
    .reverse();
}

// ---- download keys (issue 34 item 6b) -----------------------------------------------------------

/** How long a download key is good for: an export of 300,000 rows reads 60 pages well within it. */
export const DOWNLOAD_KEY_MS = 30 * 60_000;

interface DownloadKey {
  resource: string;
  adminId: string;
  expires: number;
}

/** Keys live in the server's memory (a reload of the mock forgets them: the export asks again). */
const downloadKeys = new Map<string, DownloadKey>();

export function issueDownloadKey(resource: string, adminId: string): string {
  const now = Date.now();
  for (const [key, value] of downloadKeys) if (value.expires < now) downloadKeys.delete(key);
  const key = `dl-${now.toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  downloadKeys.set(key, { resource, adminId, expires: now + DOWNLOAD_KEY_MS });
  return key;
}

/** A key this admin was given for this screen's Excel, not yet expired. */
export function validDownloadKey(key: string, resource: string, adminId: string | undefined): boolean {
  const found = downloadKeys.get(key);
  return !!found && found.resource === resource && found.adminId === adminId && found.expires >= Date.now();
}
