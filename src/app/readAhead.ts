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
 */
export function readAhead(path: string, state: SessionState): void {
  const permissions = permissionsOf(state);
  const [name, id] = path.split('/').filter(Boolean);
  const screen = name ? findScreen(name) : undefined;
  if (!permissions || !screen || id !== undefined || !canOpenView(permissions, { resource: screen.name, view: 'list' })) return;
  const bespoke = bespokeViews[screen.name]?.list;
  const params = bespoke ? bespoke.listRead : firstListRead(screen, window.location.search, (key, fallback) => store.getItem(key, fallback));
  if (params) readListAhead(screen.name, params);
}
