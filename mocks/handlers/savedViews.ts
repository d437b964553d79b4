import { http, type HttpHandler } from 'msw';
import { findScreen } from '@resources/registry';
import { isPersonal } from '@/declarations/personal';
import type { SavedViewInput, SavedViewShare, SavedViewState } from '@/types/savedViews';
import type { AdminAccount } from '../accounts';
import { kstNow } from '../accessLog';
import { defaultKey, savedViewDefaultTable, savedViewTable, type StoredView, viewReply, visibleTo } from '../savedViews';
import { currentAdmin } from '../session';
import { badRequest, recordOf, textOf } from './families/shared';
import { failure, forbidden, isRecord, ok, paramOf, readBody, success } from './util';

/**
 * 저장된 검색 (issue 36 items 3 and 4, docs/api.md "Saved views"). The gate has checked the read
 * right of the view's screen (mocks/callRules.ts); here: only the owner renames, shares, changes
 * or deletes a view (403), a view shared with a group is read-only to the group, and anyone who
 * sees a view may make it their default for its screen. What a view's list shows is the list
 * call's own business: scoped and permission-checked there, whoever saved the view.
 */
export const NAME_MAX = 50;
export const VIEW_MSG = {
  saved: '검색 조건이 저장되었습니다.',
  updated: '검색 조건이 변경되었습니다.',
  deleted: '검색 조건이 삭제되었습니다.',
  defaultSet: '기본 검색 조건으로 지정되었습니다.',
  defaultCleared: '기본 검색 조건이 해제되었습니다.',
  nameRequired: '검색 조건 이름을 입력해주세요.',
  nameTooLong: `검색 조건 이름은 ${NAME_MAX}자 이내로 입력해주세요.`,
  nameTaken: '같은 이름의 검색 조건이 이미 있습니다.',
  badScreen: '화면을 찾을 수 없습니다.',
  badState: '검색 조건 형식이 올바르지 않습니다.',
  badShare: '공유 범위가 올바르지 않습니다.',
  notFound: '검색 조건을 찾을 수 없습니다.',
  notOwnerEdit: '다른 관리자가 저장한 검색 조건은 변경할 수 없습니다.',
  notOwnerDelete: '다른 관리자가 저장한 검색 조건은 삭제할 수 없습니다.',
  personal: '개인정보 항목(%s)은 검색 조건 저장에 포함할 수 없습니다.',
} as const;

const SHARES: readonly SavedViewShare[] = ['N', 'GROUP'];
const PRESETS = ['today', 'yesterday', 'week', 'month', 'threeMonths', 'thisMonth', 'lastMonth'];
const PAGE_SIZES = [20, 50, 100];

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The state as stored, or undefined when it is not one (unknown keys are dropped). */
function stateOf(value: unknown, screen: string): SavedViewState | undefined {
  if (!isRecord(value) || !isRecord(value.filter)) return undefined;
  const declared = findScreen(screen);
  const { periodPreset, sort, order, perPage, columns } = value;
  if (periodPreset !== undefined && periodPreset !== null && !PRESETS.includes(String(periodPreset))) return undefined;
  if (order !== undefined && order !== null && order !== 'ASC' && order !== 'DESC') return undefined;
  if (perPage !== undefined && perPage !== null && !PAGE_SIZES.includes(Number(perPage))) return undefined;
  if (columns !== undefined && columns !== null) {
    const known = new Set(declared?.fields.filter((field) => field.column).map((field) => field.source));
    if (!isStrings(columns) || columns.length === 0 || columns.some((source) => !known.has(source))) return undefined;
  }
  return {
    filter: value.filter,
    periodPreset: (periodPreset ?? null) as SavedViewState['periodPreset'],
    sort: typeof sort === 'string' && sort ? sort : null,
    order: (order ?? null) as SavedViewState['order'],
    perPage: perPage === undefined || perPage === null ? null : Number(perPage),
    columns: columns === undefined || columns === null ? null : (columns as string[]),
  };
}

/**
 * A view keeps no personal value (a member's name or phone typed into a filter): views are for
 * searches a team repeats, and the demo's server lives in the browser's storage, where no person
 * may stay after sign-out. Refused with the fields named.
 */
function personalProblem(state: SavedViewState, screen: string): string | undefined {
  const declared = findScreen(screen);
  const personal = (declared?.fields ?? []).filter((field) => isPersonal(field) && !isEmptyValue(state.filter[field.source]));
  return personal.length ? VIEW_MSG.personal.replace('%s', personal.map((field) => field.label).join(', ')) : undefined;
}

const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function nameProblem(name: string, owner: string, screen: string, except?: number): string | undefined {
  if (!name) return VIEW_MSG.nameRequired;
  if (name.length > NAME_MAX) return VIEW_MSG.nameTooLong;
  const taken = savedViewTable()
    .all()
    .some((view) => view.ownerId === owner && view.screen === screen && view.name === name && Number(view.id) !== except);
  return taken ? VIEW_MSG.nameTaken : undefined;
}

const signedIn = (): AdminAccount | Response => currentAdmin() ?? failure('로그인이 필요합니다.', '9999', 401);

/** The view of the path that `admin` can see, or the reply saying why not (404: another's private view is not there for them). */
function viewFor(admin: AdminAccount, id: string): StoredView | Response {
  const view = savedViewTable().get(id);
  return view && visibleTo(admin, view) ? view : failure(VIEW_MSG.notFound, '9999', 404);
}

/** Other admins' defaults on `view` end when they can no longer see it (unshared, deleted). */
function dropDefaults(view: StoredView, keep: (adminId: string) => boolean): void {
  for (const row of savedViewDefaultTable().all().slice())
    if (Number(row.viewId) === Number(view.id) && !keep(row.adminId)) savedViewDefaultTable().remove(row.key);
}

export const savedViewHandlers: HttpHandler[] = [
  http.get('/api/savedView', ({ request }) => {
    const admin = signedIn();
    if (admin instanceof Response) return admin;
    const screen = textOf(new URL(request.url).searchParams.get('screen'));
    if (!findScreen(screen)) return badRequest(VIEW_MSG.badScreen);
    const list = savedViewTable()
      .all()
      .filter((view) => view.screen === screen && visibleTo(admin, view))
      .sort((a, b) => Number(b.ownerId === admin.adminId) - Number(a.ownerId === admin.adminId) || a.name.localeCompare(b.name, 'ko'))
      .map((view) => viewReply(admin, view));
    return ok({ result: '0000', list, totalCnt: list.length });
  }),

  http.post('/api/savedView', async ({ request }) => {
    const admin = signedIn();
    if (admin instanceof Response) return admin;
    const body = recordOf(await readBody(request)) as SavedViewInput & Record<string, unknown>;
    const screen = textOf(body.screen);
    if (!findScreen(screen)) return badRequest(VIEW_MSG.badScreen);
    const name = textOf(body.name);
    const shared = (body.shared ?? 'N') as SavedViewShare;
    const state = stateOf(body.state, screen);
    const problem =
      nameProblem(name, admin.adminId, screen) ??
      (SHARES.includes(shared) ? undefined : VIEW_MSG.badShare) ??
      (state ? personalProblem(state, screen) : VIEW_MSG.badState);
    if (problem || !state) return badRequest(problem ?? VIEW_MSG.badState);
    const now = kstNow();
    const view = savedViewTable().insert({ screen, name, shared, ownerId: admin.adminId, grpId: Number(admin.grpId), state, regDt: now, updDt: now });
    return success({ data: viewReply(admin, view) }, VIEW_MSG.saved);
  }),

  http.put('/api/savedView/:id/default', async ({ request, params }) => {
    const admin = signedIn();
    if (admin instanceof Response) return admin;
    const view = viewFor(admin, paramOf(params, 'id'));
    if (view instanceof Response) return view;
    const on = textOf(recordOf(await readBody(request)).default) !== 'N';
    const key = defaultKey(admin.adminId, view.screen);
    const table = savedViewDefaultTable();
    if (!on) {
      if (Number(table.get(key)?.viewId) === Number(view.id)) table.remove(key);
      return success({ data: viewReply(admin, view) }, VIEW_MSG.defaultCleared);
    }
    if (table.get(key)) table.update(key, { viewId: view.id });
    else table.insert({ key, adminId: admin.adminId, screen: view.screen, viewId: view.id });
    return success({ data: viewReply(admin, view) }, VIEW_MSG.defaultSet);
  }),

  http.put('/api/savedView/:id', async ({ request, params }) => {
    const admin = signedIn();
    if (admin instanceof Response) return admin;
    const view = viewFor(admin, paramOf(params, 'id'));
    if (view instanceof Response) return view;
    if (view.ownerId !== admin.adminId) return forbidden(VIEW_MSG.notOwnerEdit);
    const body = recordOf(await readBody(request));
    const patch: Partial<StoredView> = {};
    if (body.name !== undefined) {
      const name = textOf(body.name);
      const problem = nameProblem(name, admin.adminId, view.screen, Number(view.id));
      if (problem) return badRequest(problem);
      patch.name = name;
    }
    if (body.shared !== undefined) {
      if (!SHARES.includes(body.shared as SavedViewShare)) return badRequest(VIEW_MSG.badShare);
      patch.shared = body.shared as SavedViewShare;
    }
    if (body.state !== undefined) {
      const state = stateOf(body.state, view.screen);
      if (!state) return badRequest(VIEW_MSG.badState);
      const personal = personalProblem(state, view.screen);
      if (personal) return badRequest(personal);
      patch.state = state;
    }
    const updated = savedViewTable().update(view.id, { ...patch, grpId: Number(admin.grpId), updDt: kstNow() }) ?? view;
    if (updated.shared === 'N') dropDefaults(updated, (adminId) => adminId === admin.adminId);
    return success({ data: viewReply(admin, updated) }, VIEW_MSG.updated);
  }),

  http.delete('/api/savedView/:id', ({ params }) => {
    const admin = signedIn();
    if (admin instanceof Response) return admin;
    const view = viewFor(admin, paramOf(params, 'id'));
    if (view instanceof Response) return view;
    if (view.ownerId !== admin.adminId) return forbidden(VIEW_MSG.notOwnerDelete);
    dropDefaults(view, () => false);
    savedViewTable().remove(view.id);
    return success({}, VIEW_MSG.deleted);
  }),
];
