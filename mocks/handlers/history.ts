import { http, type HttpHandler } from 'msw';
import type { ScreenDeclaration } from '@/declarations/types';
import { maskPersonal } from '@/format/mask';
import { canOnMenu } from '@resources/permissions';
import { hasStoreDimension, inStoreScope } from '@/declarations/storeScope';
import { findScreen } from '@resources/registry';
import { collectionOf } from '../db';
import { type AuthLogEntry, authLogEntries, type HistoryChange, type HistoryEntry, historyEntries } from '../history';
import { permissionsOf } from '../permissions';
import { currentAdmin } from '../session';
import { currentStoreScope, OTHER_STORE_MSG } from '../storeScope';
import { rowByKey } from '../opaqueKeys';
import { failure, forbidden, listResponse, ok, paramOf, queryRows } from './util';

/**
 * The logs of issue 34 items 3 and 4 (docs/api.md "Change history"): a record's 변경 이력
 * (`GET history?resource=&id=`, also the member workspace's tab `GET member/{id}/history`) and
 * the 권한 변경 이력 of /authLog (`GET authLog`). Read-only: any other method answers 405.
 */
export const HISTORY_LOCKED_MSG = '변경 이력은 수정하거나 삭제할 수 없습니다.';
export const AUTH_LOG_LOCKED_MSG = '권한 변경 이력은 수정하거나 삭제할 수 없습니다.';
const UNKNOWN_RESOURCE_MSG = '변경 이력이 없는 화면입니다.';

/** A history entry as a reader sees it: personal values masked unless the reader holds the screen's modify flag. */
export interface HistoryRow extends HistoryEntry {
  /** `아이디 · 이름` of who made the change. */
  adminText: string;
}

/** The screen of a `resource` that keeps a change history. */
export const historyScreen = (resource: unknown): ScreenDeclaration | undefined => {
  const screen = typeof resource === 'string' ? findScreen(resource) : undefined;
  return screen?.history ? screen : undefined;
};

function mayReveal(screen: ScreenDeclaration): boolean {
  const admin = currentAdmin();
  return admin !== undefined && canOnMenu(permissionsOf(admin), screen.menuCode, 'edit');
}

const masked = (change: HistoryChange): HistoryChange =>
  change.personal
    ? { ...change, before: change.before && maskPersonal(change.personal, change.before), after: change.after && maskPersonal(change.personal, change.after) }
    : change;

/** Newest first, paged (`page`, `size`), the record's entries of `screen` as the reader may see them. */
export function historyOf(screen: ScreenDeclaration, id: string, url: string) {
  const full = mayReveal(screen);
  const rows = historyEntries()
    .filter((entry) => entry.resource === screen.name && entry.recordId === id)
    .map((entry): HistoryRow => ({
      ...entry,
      adminText: `${entry.adminId} · ${entry.adminName}`,
      changes: full ? entry.changes : entry.changes.map(masked),
    }));
  const query = new URL(url, 'http://localhost');
  for (const name of ['resource', 'id']) query.searchParams.delete(name);
  return queryRows(rows, query, { defaultSort: { field: 'id', order: 'DESC' } });
}

/** A store owner reads the history of their own stores' records only (docs/permissions.md, store scope). */
function otherStore(screen: ScreenDeclaration, id: string): Response | undefined {
  const scope = currentStoreScope();
  if (!scope || !hasStoreDimension(screen)) return undefined;
  const row = collectionOf(screen).get(id);
  return row && inStoreScope(scope, row.storeId) ? undefined : forbidden(OTHER_STORE_MSG);
}

const historyRead = http.get('/api/history', ({ request }) => {
  const params = new URL(request.url).searchParams;
  const screen = historyScreen(params.get('resource'));
  if (!screen) return failure(UNKNOWN_RESOURCE_MSG, undefined, 400);
  const given = params.get('id') ?? '';
  // a card or coupon is named by its opaque key, never its number in an address (issue 34 item 6)
  const table = collectionOf(screen);
  const id = String(rowByKey(table, given)?.[table.key] ?? given);
  return otherStore(screen, id) ?? ok(historyOf(screen, id, request.url));
});

const memberTab = http.get('/api/member/:id/history', ({ request, params }) => {
  const screen = historyScreen('member');
  return screen ? ok(historyOf(screen, paramOf(params, 'id'), request.url)) : undefined;
});

/** /authLog: newest first; `regDtFrom`/`regDtTo`, `adminId` and `targetId` (exact or part) filter. */
const authLogRead = http.get('/api/authLog', ({ request }) => {
  const url = new URL(request.url);
  const targetId = url.searchParams.get('targetId');
  const rows: AuthLogEntry[] = authLogEntries();
  // the account detail's section asks for one account exactly (not one whose id contains it)
  const scoped = targetId ? rows.filter((row) => row.targetType === 'account' && row.targetId === targetId) : rows;
  if (targetId) url.searchParams.delete('targetId');
  return listResponse(scoped, url, { defaultSort: { field: 'id', order: 'DESC' } });
});

const locked = (msg: string) => () => failure(msg, undefined, 405);
const lockedPaths = (path: string, msg: string): HttpHandler[] =>
  (['post', 'put', 'patch', 'delete'] as const).flatMap((method) => [http[method](path, locked(msg)), http[method](`${path}/*`, locked(msg))]);

export const historyHandlers: HttpHandler[] = [
  historyRead,
  memberTab,
  authLogRead,
  ...lockedPaths('/api/history', HISTORY_LOCKED_MSG),
  ...lockedPaths('/api/authLog', AUTH_LOG_LOCKED_MSG),
];
