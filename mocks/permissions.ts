import { canOnAnyMenu, type Permissions } from '@resources/permissions';
import type { AdminAccount } from './accounts';
import { type CallContext, requirementOf } from './callRules';
import { menuTreeFor } from './handlers/menu';
import { forbidden, readBody } from './handlers/util';

/**
 * The mock server's permission check of every /api call (issue 11, docs/permissions.md), with
 * the console's own rule (`canOnAnyMenu`, resources/permissions.ts) over what the console
 * itself receives: the admin's accessMenu and the menu tree `GET /api/menu/auth` answers.
 * A refused call answers 403 `{ result: '9999', msg: '권한이 없습니다.' }` before any handler
 * runs, so nothing changes.
 */
export function permissionsOf(admin: AdminAccount): Permissions {
  return { accessMenu: admin.accessMenu, menu: menuTreeFor(admin) };
}

function contextOf(request: Request): CallContext {
  const url = new URL(request.url);
  let body: Promise<Record<string, unknown>> | undefined;
  return {
    method: request.method.toUpperCase(),
    segments: url.pathname
      .replace(/^\/api\/?/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent),
    url,
    body: () => (body ??= readBody(request.clone()).catch(() => ({}))),
  };
}

/** 403 when the signed-in admin may not make this call; undefined lets it through. */
export async function callRefusal(admin: AdminAccount, request: Request): Promise<Response | undefined> {
  const requirement = await requirementOf(contextOf(request));
  if (requirement === undefined || requirement === 'open') return undefined;
  return canOnAnyMenu(permissionsOf(admin), requirement.codes, requirement.action) ? undefined : forbidden();
}
