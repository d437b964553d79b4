import { grantEscalation, type GrantEscalation, type MenuAuthEntry, type MenuGrant, normalizeGrant } from '@resources/menuGrants';
import { ALL_ALLOWED, type AdminAccount, defaultFlagsOf, grantOf as grantOfAccount, type MenuFlags } from '../accounts';
import { menuTable } from '../db';
import { permissionsOf } from '../permissions';
import { currentAdmin } from '../session';
import { forbidden, isRecord } from './util';

/**
 * Menu grants of admins and groups on the mock server (docs/api.md, "Menu grants"): read from a
 * body, stored normalized, and refused with 403 when they give a menu or a flag the caller does
 * not hold (`grantEscalation`, the console's own rule).
 */
export const ESCALATION_MSG = '보유하지 않은 메뉴 권한은 부여할 수 없습니다.';
export const GRANT_FORMAT_MSG = '메뉴 권한 형식이 올바르지 않습니다.';

/** Every menu code (what an empty accessMenu opens). */
export const allMenuCodes = (): string[] =>
  menuTable()
    .all()
    .map((row) => row.menuCd);

/** Every menu's default flags by code (a code no menu has: every flag). */
export function menuDefaults(): (code: string) => MenuFlags {
  const rows = new Map(
    menuTable()
      .all()
      .map((row) => [row.menuCd, row]),
  );
  return (code) => {
    const row = rows.get(code);
    return row ? defaultFlagsOf(row) : ALL_ALLOWED;
  };
}

/** An account's grant in the API shape, the menus' defaults filling what its own flags do not list. */
export const accountGrant = (account: Pick<AdminAccount, 'accessMenu' | 'menuAuth'>): MenuGrant => grantOfAccount(account, allMenuCodes(), menuDefaults());

const isFlag = (value: unknown) => value === undefined || value === 0 || value === 1 || value === '0' || value === '1';
const isEntry = (value: unknown): value is MenuAuthEntry =>
  isRecord(value) && typeof value.menuCd === 'string' && isFlag(value.authAddYn) && isFlag(value.authModYn) && isFlag(value.authDelYn);

/** The grant a body or a stored group carries, undefined when it carries none, a message when malformed. */
export function grantOf(body: Record<string, unknown>): MenuGrant | undefined | string {
  const { accessMenu, menuAuth } = body;
  if (accessMenu === undefined && menuAuth === undefined) return undefined;
  if (accessMenu !== undefined && (!Array.isArray(accessMenu) || accessMenu.some((code) => typeof code !== 'string'))) return GRANT_FORMAT_MSG;
  if (menuAuth !== undefined && (!Array.isArray(menuAuth) || !menuAuth.every(isEntry))) return GRANT_FORMAT_MSG;
  return { accessMenu: (accessMenu as string[] | undefined) ?? [], menuAuth: (menuAuth as MenuAuthEntry[] | undefined) ?? [] };
}

export const normalized = (grant: MenuGrant): MenuGrant => normalizeGrant(grant, allMenuCodes());

/** What of `grant` the signed-in admin may not give (`current`: what the target already holds). */
export function escalationOf(grant: MenuGrant, current?: MenuGrant): GrantEscalation | undefined {
  const admin = currentAdmin();
  if (!admin) return undefined;
  return grantEscalation(permissionsOf(admin), grant, { allCodes: allMenuCodes(), current: current && normalized(current) });
}

/** 403 '보유하지 않은 메뉴 권한은 부여할 수 없습니다.' when the grant escalates. */
export const escalationRefusal = (grant: MenuGrant, current?: MenuGrant): Response | undefined =>
  escalationOf(grant, current) ? forbidden(ESCALATION_MSG) : undefined;
