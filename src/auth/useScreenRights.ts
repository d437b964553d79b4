import { screenRights, type ScreenRights } from '@resources/permissions';
import { permissionsOf, useSession } from '@/providers/session';

/**
 * The signed-in admin's rights on a screen (read, and the add/modify/delete flags of its menu),
 * decided in the same render from the session with the one rule of permissions.ts, so a form
 * never renders editable first and read-only a moment later.
 */
export function useScreenRights(resource: string): ScreenRights {
  return screenRights(permissionsOf(useSession()), resource);
}
