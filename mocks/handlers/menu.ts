import { http, type HttpHandler } from 'msw';
import type { MenuNode } from '@/types/api';
import { screens } from '@resources/registry';
import { type AdminAccount, defaultFlagsOf, flagsFor } from '../accounts';
import { menuTable, type MenuRow } from '../db';
import { requireSession } from '../session';
import { staleRevision } from './families/records';
import { failure, isRecord, notFound, ok, paramOf, queryRows, readBody, success } from './util';

/** /api/menu: the signed-in admin's sidebar tree, the whole tree of /menu and its per-node update. */
const bySortOrder = (a: MenuRow, b: MenuRow) => a.sortOrder - b.sortOrder;

function childrenOf(rows: readonly MenuRow[]): Map<string | null, MenuRow[]> {
  const children = new Map<string | null, MenuRow[]>();
  for (const row of rows) children.set(row.upMenuCd, [...(children.get(row.upMenuCd) ?? []), row]);
  for (const list of children.values()) list.sort(bySortOrder);
  return children;
}

/**
 * The menu tree `admin` may see: nodes in use, leaves in its accessMenu (empty = every menu),
 * the ancestors of those leaves, no empty group; each node with the admin's flags.
 */
export function menuTreeFor(admin: AdminAccount, rows: readonly MenuRow[] = menuTable().all()): MenuNode[] {
  const children = childrenOf(rows.filter((row) => row.useYn !== 'N'));
  const allowed = (code: string) => admin.accessMenu.length === 0 || admin.accessMenu.includes(code);
  const build = (parent: string | null): MenuNode[] =>
    (children.get(parent) ?? []).flatMap((row) => {
      const isGroup = children.has(row.menuCd);
      const kids = isGroup ? build(row.menuCd) : [];
      if (isGroup ? kids.length === 0 : !allowed(row.menuCd)) return [];
      const { add, mod, del } = flagsFor(admin, row.menuCd, defaultFlagsOf(row));
      const node: MenuNode = {
        menuId: row.menuId,
        menuCd: row.menuCd,
        menuTitle: row.menuTitle,
        menuUrl: row.menuUrl,
        menuIcon: row.menuIcon,
        authAddYn: add,
        authModYn: mod,
        authDelYn: del,
      };
      return [isGroup ? { ...node, children: kids } : node];
    });
  return build(null);
}

/** A node of `GET menu/list`: the spec's menu node with what /menu edits (order, use flag, version). */
export type MenuListNode = Omit<MenuRow, 'upMenuCd' | 'depth'> & { children?: MenuListNode[] };

/**
 * `GET menu/list`: every node, used or not, as the spec's tree (`children`, three levels, menu
 * order). A filter of the list query keeps the nodes it matches and their ancestors.
 */
export function menuListTree(url: string, rows: readonly MenuRow[] = menuTable().all()): { list: MenuListNode[]; totalCnt: number } {
  const query = new URL(url, 'http://localhost');
  for (const paging of ['page', 'size', 'range']) query.searchParams.delete(paging); // a tree is not paged
  const matched = new Set(queryRows(rows, query).list.map((row) => row.menuCd));
  const children = childrenOf(rows);
  let count = 0;
  const build = (parent: string | null): MenuListNode[] =>
    (children.get(parent) ?? []).flatMap((row) => {
      const kids = build(row.menuCd);
      if (!matched.has(row.menuCd) && kids.length === 0) return [];
      count += 1;
      const { upMenuCd: _parent, depth: _depth, ...node } = row;
      return [kids.length ? { ...node, children: kids } : node];
    });
  const list = build(null);
  return { list, totalCnt: count };
}

const EDITABLE = {
  menuTitle: 'title',
  menuIcon: 'icon',
  menuUrl: 'url',
  useYn: 'useYn',
  sortOrder: 'sortOrder',
  authAddYn: 'authAddYn',
  authModYn: 'authModYn',
  authDelYn: 'authDelYn',
} as const;
const FLAGS = ['authAddYn', 'authModYn', 'authDelYn'] as const;
const ROUTES = new Set(screens.map((screen) => `/${screen.name}`));

/** The menu's new values, checked: a title, a screen's own route for a screen (none for a group), 0/1 flags. */
function menuPatch(row: MenuRow, body: Record<string, unknown>): Partial<MenuRow> | string {
  const source = isRecord(body.data) ? body.data : body;
  const patch: Record<string, unknown> = {};
  for (const [field, alias] of Object.entries(EDITABLE)) {
    const value = source[field] ?? source[alias];
    if (value !== undefined) patch[field] = value;
  }
  if ('menuTitle' in patch) {
    const title = String(patch.menuTitle ?? '').trim();
    if (!title) return '메뉴명을 입력해주세요.';
    if ([...title].length > 30) return '메뉴명은 30자 이내로 입력해주세요.';
    patch.menuTitle = title;
  }
  const isGroup = menuTable()
    .all()
    .some((other) => other.upMenuCd === row.menuCd);
  if ('menuUrl' in patch) {
    const url = String(patch.menuUrl ?? '').trim();
    if (isGroup && url) return '하위 메뉴가 있는 메뉴에는 화면 주소를 넣을 수 없습니다.';
    if (!isGroup && !ROUTES.has(url)) return '화면 주소는 콘솔의 화면 주소(예: /notice)로 입력해주세요.';
    patch.menuUrl = url || null;
  }
  if ('menuIcon' in patch) {
    const icon = String(patch.menuIcon ?? '').trim();
    if (icon && !/^[a-z_]{1,30}$/.test(icon)) return '아이콘 이름은 영문 소문자와 밑줄(_)로 입력해주세요.';
    patch.menuIcon = icon || null;
  }
  for (const flag of FLAGS) {
    if (!(flag in patch)) continue;
    const value = Number(patch[flag]);
    if (value !== 0 && value !== 1) return '기본 권한은 0 또는 1로 보내주세요.';
    patch[flag] = value;
  }
  if ('useYn' in patch && patch.useYn !== 'Y' && patch.useYn !== 'N') return '사용 여부를 선택해주세요.';
  if ('sortOrder' in patch) {
    const order = Number(patch.sortOrder);
    if (!Number.isInteger(order) || order < 1) return '순서는 1 이상의 숫자로 입력해주세요.';
    patch.sortOrder = order;
  }
  return patch as Partial<MenuRow>;
}

export const menuHandlers: HttpHandler[] = [
  http.get('/api/menu/auth', () => {
    const admin = requireSession();
    return admin instanceof Response ? admin : ok({ list: menuTreeFor(admin) });
  }),
  http.get('/api/menu/list', ({ request }) => ok(menuListTree(request.url))),
  http.put('/api/menu/:id', async ({ request, params }) => {
    const id = paramOf(params, 'id');
    const row = menuTable().get(id);
    if (!row) return notFound();
    const body = await readBody(request);
    const conflict = staleRevision({ table: menuTable() }, row, body);
    if (conflict) return conflict;
    const patch = menuPatch(row, body);
    if (typeof patch === 'string') return failure(patch, undefined, 400);
    return success({ data: menuTable().update(id, patch) });
  }),
];
