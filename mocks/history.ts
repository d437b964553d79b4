import type { FieldDeclaration, PersonalKind, ScreenDeclaration } from '@/declarations/types';
import { personalKindOf } from '@/declarations/personal';
import { formatChoice, formatYn } from '@/format/choice';
import { grantedCodes, type MenuGrant } from '@resources/menuGrants';
import { findScreen, screens } from '@resources/registry';
import type { AdminAccount } from './accounts';
import { adminTable, collectionNameOf, db, menuTable } from './db';
import type { MockRecord, WriteEvent } from './db/database';
import { accountGrant, allMenuCodes, grantOf, normalized } from './handlers/grants';
import { currentAdmin } from './session';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The change history (변경 이력) and the permission-change log (권한 변경 이력) of issue 34 items
 * 3 and 4, kept by the server as it applies writes: one listener on the database's collections
 * (`MockDatabase.onWrite`), so no handler records anything itself. Only writes made while a
 * signed-in admin's call is being answered count (the seed, another tab's replayed journal, a QA
 * reset never do). Both logs live in the server's storage (localStorage in the browser), newest
 * first, capped (HISTORY_CAP, AUTH_LOG_CAP): the real server keeps them 3 years (docs/api.md).
 * The entries of one call are written to storage once, when the call has been answered (a bulk
 * call of 1,000 rows: one write of the log, not 1,000; docs/performance.md); reads meanwhile see them.
 */
export const HISTORY_KEY = 'membership-mock-history';
export const AUTH_LOG_KEY = 'membership-mock-auth-log';
export const HISTORY_CAP = 2000;
export const AUTH_LOG_CAP = 2000;

/** One changed field; a personal field's values are stored as they were and masked when read. */
export interface HistoryChange {
  field: string;
  label: string;
  before: string;
  after: string;
  personal?: PersonalKind;
}

export interface HistoryEntry extends MockRecord {
  id: number;
  /** YYYY-MM-DD HH:mm:ss (KST). */
  changeDt: string;
  adminId: string;
  adminName: string;
  /** The screen (resource) whose record changed, and its label. */
  resource: string;
  resourceLabel: string;
  recordId: string;
  /** 등록 / 수정 / 삭제, or the named action ('등급 변경', '분실 신고'…). */
  action: string;
  changes: HistoryChange[];
}

export type AuthLogType = '등록' | '수정' | '삭제' | '복제' | '그룹 권한' | '메뉴 권한';

export interface AuthLogEntry extends MockRecord {
  id: number;
  regDt: string;
  adminId: string;
  adminName: string;
  /** The account, group or menu whose rights changed. */
  targetType: 'account' | 'group' | 'menu';
  targetId: string;
  targetName: string;
  authType: AuthLogType;
  beforeText: string;
  afterText: string;
}

interface Log<T> {
  seq: number;
  entries: T[];
}

const KST = 9 * 3_600_000;
/** Now in KST with seconds, as the logs store it. */
export const stampNow = () => new Date(Date.now() + KST).toISOString().slice(0, 19).replace('T', ' ');

/** The entries of the calls being answered, oldest first, by log: numbered and stored when the last call ends. */
const pending = new Map<string, { cap: number; entries: Array<Record<string, unknown>> }>();

/** A log with its pending entries on top, numbered after the stored ones (another tab's writes meanwhile are kept). */
function withPending<T>(key: string, log: Log<T>): Log<T> {
  const queued = pending.get(key);
  if (!queued || queued.entries.length === 0) return log;
  const fresh = queued.entries.map((entry, index) => ({ ...entry, id: log.seq + index + 1 }) as T).reverse();
  return { seq: log.seq + queued.entries.length, entries: [...fresh, ...log.entries].slice(0, queued.cap) };
}

const readLog = <T>(key: string): Log<T> => withPending(key, readStored<Log<T>>('local', key, { seq: 0, entries: [] }));

function append<T extends { id: number }>(key: string, cap: number, entry: Omit<T, 'id'>): void {
  const queued = pending.get(key) ?? { cap, entries: [] };
  queued.entries.push(entry);
  pending.set(key, queued);
  if (calls === 0) flushLogs();
}

/** Writes each log with its pending entries, once. */
function flushLogs(): void {
  for (const key of [...pending.keys()]) {
    const log = readLog(key);
    pending.delete(key);
    writeStored('local', key, log);
  }
}

/**
 * Who, by id: the logs keep the admin's id only and read the name when asked, so the browser's
 * storage (the demo's server) holds no staff name (tests/e2e/specs/trust-server.spec.mjs).
 */
const named = <T extends { adminId: string; adminName: string }>(entry: T): T => ({ ...entry, adminName: adminTable().get(entry.adminId)?.adminName ?? '' });
export const historyEntries = (): HistoryEntry[] => readLog<HistoryEntry>(HISTORY_KEY).entries.map(named);
export const authLogEntries = (): AuthLogEntry[] => readLog<AuthLogEntry>(AUTH_LOG_KEY).entries.map(named);

export function clearHistory(): void {
  pending.clear();
  removeStored('local', HISTORY_KEY);
  removeStored('local', AUTH_LOG_KEY);
}

// ---- when a write counts ------------------------------------------------------------------

let calls = 0;

/**
 * The calls whose writes are recorded: every /api call but the QA workbench's (`/api/mock/`),
 * while it is answered. Writes outside one (the seed, tests arranging data) are not.
 */
export async function asCall<T>(request: Request, answer: () => Promise<T>): Promise<T> {
  if (new URL(request.url).pathname.startsWith('/api/mock/')) return answer();
  calls += 1;
  try {
    return await answer();
  } finally {
    calls -= 1;
    if (calls === 0) flushLogs();
  }
}

/** 복제 of an account: the next account inserted is logged '복제', not '등록' (mocks/handlers/families/admins.ts). */
let duplicating = false;
export function duplicatingAccount<T>(insert: () => T): T {
  duplicating = true;
  try {
    return insert();
  } finally {
    duplicating = false;
  }
}

// ---- what a record's change looks like ----------------------------------------------------

/** The screens whose records keep a change history: the declarations with `history`, by collection. */
let tracked: Map<string, ScreenDeclaration> | undefined;
function trackedScreen(collection: string): ScreenDeclaration | undefined {
  tracked ??= new Map(screens.filter((screen) => screen.history).map((screen) => [collectionNameOf(screen), screen]));
  return tracked.get(collection);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A value as an operator reads it: the choice's name, 사용/미사용, lists joined. */
function shown(field: FieldDeclaration, value: unknown): string {
  if (isEmpty(value)) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (field.kind === 'yn') return formatYn(value, field.choices);
  if (field.kind === 'select' && field.choices) return formatChoice(value, field.choices);
  return String(value);
}

/** Fields a change never names: the server's bookkeeping. */
const BOOKKEEPING = new Set(['rev', 'regDt', 'regId', 'modDt', 'modId', 'lastLoginDt']);

function changesOf(screen: ScreenDeclaration, before: MockRecord, after: MockRecord): HistoryChange[] {
  return screen.fields
    .filter((field) => !BOOKKEEPING.has(field.source) && field.kind !== 'attachments')
    .flatMap((field): HistoryChange[] => {
      const [from, to] = [shown(field, before[field.source]), shown(field, after[field.source])];
      if (from === to) return [];
      const personal = personalKindOf(field);
      return [{ field: field.source, label: field.label, before: from, after: to, ...(personal ? { personal } : {}) }];
    });
}

/**
 * The named actions of a record's collection: the first changed field with a rule names the
 * write (the member workspace's and the prepaid-card workspace's calls), else 수정.
 */
const NAMED: Record<string, Record<string, (after: unknown) => string>> = {
  member: {
    level: () => '등급 변경',
    memberStatus: (value) => (value === 'WITHDRAWN' || value === 'OUT' ? '탈퇴' : '상태 변경'),
    vipYn: () => 'VIP 변경',
    cusName: () => '이름 변경',
    cusHp: () => '휴대폰 번호 변경',
    email: () => '이메일 변경',
    nickname: () => '닉네임 변경',
  },
  prepayCard: {
    cardStatus: (value) => ({ LOST: '분실 신고', NORMAL: '분실 해제', REFUNDED: '환불', COMBINED: '카드 통합' })[String(value)] ?? '상태 변경',
    mainCardYn: () => '대표 카드 변경',
  },
};

function actionOf(screen: ScreenDeclaration, changes: HistoryChange[], after: MockRecord): string {
  const rules = NAMED[screen.name] ?? {};
  const named = changes.find((change) => rules[change.field]);
  return named ? rules[named.field](after[named.field]) : '수정';
}

function recordChange(event: WriteEvent, admin: AdminAccount): void {
  if (event.op === 'reset') return;
  const screen = trackedScreen(event.t);
  if (!screen) return;
  const base = {
    changeDt: stampNow(),
    adminId: admin.adminId,
    adminName: '',
    resource: screen.name,
    resourceLabel: screen.label,
    recordId: String(event.id),
  };
  if (event.op === 'insert') {
    const changes = changesOf(screen, {}, event.after);
    append<HistoryEntry>(HISTORY_KEY, HISTORY_CAP, { ...base, action: '등록', changes });
  } else if (event.op === 'remove') {
    append<HistoryEntry>(HISTORY_KEY, HISTORY_CAP, { ...base, action: '삭제', changes: [] });
  } else {
    if (event.keepRev) return; // bookkeeping (a sign-in's lastLoginDt), not an edit
    const changes = changesOf(screen, event.before, event.after);
    if (changes.length) append<HistoryEntry>(HISTORY_KEY, HISTORY_CAP, { ...base, action: actionOf(screen, changes, event.after), changes });
  }
}

// ---- what a grant's change looks like ------------------------------------------------------

const FLAG_LABELS = [
  ['authAddYn', '등록'],
  ['authModYn', '수정'],
  ['authDelYn', '삭제'],
] as const;

const menuTitles = () =>
  new Map(
    menuTable()
      .all()
      .map((row) => [row.menuCd, row.menuTitle]),
  );
const groupName = (grpId: unknown) => {
  const screen = findScreen('group');
  const group = screen ? db.collection(collectionNameOf(screen), 'grpId').get(grpId) : undefined;
  return String(group?.grpName ?? grpId ?? '');
};
const flagText = (value: unknown) => (Number(value) === 1 ? '허용' : '없음');

/** A grant in a line: every menu, or the count and the first titles. */
function grantSummary(grant: MenuGrant): string {
  if (grant.accessMenu.length === 0) return '메뉴: 전체';
  const titles = menuTitles();
  const names = grant.accessMenu.map((code) => titles.get(code) ?? code);
  return `메뉴 ${names.length}개: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` 외 ${names.length - 5}개` : ''}`;
}

/** Menus added or removed and flags changed per menu, as before/after lines in Korean. */
function grantDiff(before: MenuGrant, after: MenuGrant): [string[], string[]] {
  const all = allMenuCodes();
  const titles = menuTitles();
  const title = (code: string) => titles.get(code) ?? code;
  const [from, to] = [new Set(grantedCodes(before, all)), new Set(grantedCodes(after, all))];
  const added = [...to].filter((code) => !from.has(code));
  const removed = [...from].filter((code) => !to.has(code));
  const lines: [string[], string[]] = [[], []];
  if (added.length) {
    lines[0].push(`메뉴 없음: ${added.map(title).join(', ')}`);
    lines[1].push(`메뉴 추가: ${added.map(title).join(', ')}`);
  }
  if (removed.length) {
    lines[0].push(`메뉴 있음: ${removed.map(title).join(', ')}`);
    lines[1].push(`메뉴 삭제: ${removed.map(title).join(', ')}`);
  }
  const entries = (grant: MenuGrant) => new Map(grant.menuAuth.map((entry) => [entry.menuCd, entry]));
  const [old, now] = [entries(before), entries(after)];
  for (const code of [...to].filter((one) => from.has(one))) {
    const [a, b] = [old.get(code), now.get(code)];
    if (!a || !b) continue;
    for (const [flag, label] of FLAG_LABELS) {
      if (Number(a[flag]) === Number(b[flag])) continue;
      lines[0].push(`${title(code)}: ${label} 권한 ${flagText(a[flag])}`);
      lines[1].push(`${title(code)}: ${label} 권한 ${flagText(b[flag])}`);
    }
  }
  return lines;
}

const accountLine = (account: MockRecord) => `권한 그룹: ${groupName(account.grpId)} · ${grantSummary(accountGrant(account as AdminAccount))}`;
const groupGrant = (row: MockRecord): MenuGrant | undefined => {
  const grant = grantOf(row);
  return typeof grant === 'object' ? normalized(grant) : undefined;
};
const joined = (lines: string[]) => lines.join('\n');

function recordGrant(event: WriteEvent, admin: AdminAccount): void {
  if (event.op === 'reset' || (event.op === 'update' && event.keepRev)) return;
  const log = (target: Pick<AuthLogEntry, 'targetType' | 'targetId' | 'targetName'>, authType: AuthLogType, before: string, after: string) =>
    append<AuthLogEntry>(AUTH_LOG_KEY, AUTH_LOG_CAP, {
      regDt: stampNow(),
      adminId: admin.adminId,
      adminName: '',
      ...target,
      authType,
      beforeText: before,
      afterText: after,
    });
  if (event.t === 'admin') {
    const row = event.op === 'remove' ? event.before : event.after;
    const target = { targetType: 'account' as const, targetId: String(event.id), targetName: String(row.adminName ?? '') };
    if (event.op === 'insert') log(target, duplicating ? '복제' : '등록', '', accountLine(event.after));
    else if (event.op === 'remove') log(target, '삭제', accountLine(event.before), '');
    else {
      const { before, after } = event;
      const [from, to] = grantDiff(accountGrant(before as AdminAccount), accountGrant(after as AdminAccount));
      const groupChanged = String(before.grpId) !== String(after.grpId);
      if (groupChanged) {
        from.unshift(`권한 그룹: ${groupName(before.grpId)}`);
        to.unshift(`권한 그룹: ${groupName(after.grpId)}`);
      }
      if (before.useYn !== after.useYn) {
        from.push(`사용 여부: ${formatYn(before.useYn)}`);
        to.push(`사용 여부: ${formatYn(after.useYn)}`);
      }
      if (from.length || to.length) log(target, groupChanged || before.useYn !== after.useYn ? '수정' : '메뉴 권한', joined(from), joined(to));
    }
  } else if (event.t === 'group') {
    const row = event.op === 'remove' ? event.before : event.after;
    const target = { targetType: 'group' as const, targetId: String(event.id), targetName: String(row.grpName ?? '') };
    const summary = (grant: MenuGrant | undefined) => (grant ? grantSummary(grant) : '그룹 기본 권한 없음');
    if (event.op === 'insert') log(target, '그룹 권한', '', `그룹 등록 · ${summary(groupGrant(event.after))}`);
    else if (event.op === 'remove') log(target, '그룹 권한', `${summary(groupGrant(event.before))}`, '그룹 삭제');
    else {
      const [a, b] = [groupGrant(event.before), groupGrant(event.after)];
      if (JSON.stringify(a) === JSON.stringify(b)) return;
      const [from, to] = a && b ? grantDiff(a, b) : [[summary(a)], [summary(b)]];
      if (from.length || to.length) log(target, '그룹 권한', joined(from), joined(to));
    }
  } else if (event.t === 'menu' && event.op === 'update') {
    const { before, after } = event;
    const from: string[] = [];
    const to: string[] = [];
    for (const [flag, label] of FLAG_LABELS) {
      if (Number(before[flag]) === Number(after[flag])) continue;
      from.push(`기본 ${label} 권한 ${flagText(before[flag])}`);
      to.push(`기본 ${label} 권한 ${flagText(after[flag])}`);
    }
    if (before.useYn !== after.useYn) {
      from.push(`노출 여부: ${formatYn(before.useYn)}`);
      to.push(`노출 여부: ${formatYn(after.useYn)}`);
    }
    const target = { targetType: 'menu' as const, targetId: String(after.menuCd ?? event.id), targetName: String(after.menuTitle ?? '') };
    if (from.length) log(target, '메뉴 권한', joined(from), joined(to));
  }
}

function onWrite(event: WriteEvent): void {
  if (event.op === 'reset') {
    clearHistory();
    return;
  }
  const admin = calls > 0 ? currentAdmin() : undefined;
  if (!admin) return;
  recordChange(event, admin);
  recordGrant(event, admin);
}

let installed: (() => void) | undefined;
/** Starts listening (once): mocks/handlers/index.ts installs it with the handlers. */
export function installHistory(): void {
  installed ??= db.onWrite(onWrite);
}
