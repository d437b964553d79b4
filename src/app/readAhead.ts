import { unauthorizedReloadDone } from '@/http/unauthorized';
import { permissionsOf, type SessionState } from '@/providers/session';
import { bespokeViews } from '@/screens/bespokeViews';
import { firstListRead } from '@/screens/generic/list/firstRead';
import { canOpenView } from '@resources/permissions';
import { findScreen } from '@resources/registry';
import { readListAhead } from './signedIn';
import { store } from './store';

/**
 * At a page load on a list, once the session is known (main.tsx): the list's first page is asked
 * for now, while the console's scripts are still being evaluated, and the list takes the answer
 * when it asks (one call in all: `readAhead` in providers/dataProvider/lazy.ts). Only a list the
 * route guard opens, with the params it will send: a bespoke list's declared read (none when it
 * declares none), or the generic list's, from the address, the params stored at the last visit
 * and the declared defaults.
 *
 * Not after the 401 rule has reloaded a page of this tab: a 401 then ends the session without a
 * reload before the console exists, and react-admin's first auth check, finding no session, waits
 * out its retries (about 7 s) before the login page. The list's own read meets the 401 in the
 * console, which goes to the login page at once. Answers whether a read was sent.
 */
export function readAhead(path: string, state: SessionState): boolean {
  const permissions = permissionsOf(state);
  const [name, id] = path.split('/').filter(Boolean);
  const screen = name ? findScreen(name) : undefined;
  if (!permissions || !screen || id !== undefined || unauthorizedReloadDone()) return false;
  if (!canOpenView(permissions, { resource: screen.name, view: 'list' })) return false;
  const bespoke = bespokeViews[screen.name]?.list;
  const params = bespoke ? bespoke.listRead : firstListRead(screen, window.location.search, (key, fallback) => store.getItem(key, fallback));
  if (params) readListAhead(screen.name, params);
  return !!params;
}
