import { isOn, type Flag } from '@/types/api';
import { canOnMenu, type MenuAction, type Permissions } from './permissions';

/**
 * Menu grants (docs/api.md, "Menu grants"): what an admin or a group is given, in the shape the
 * settings workspace sends (`accessMenu`, `menuAuth`), and the no-escalation rule both the mock
 * server and the console apply: nobody gives a menu or a flag they do not hold themselves.
 */
export interface MenuAuthEntry {
  menuCd: string;
  authAddYn: Flag;
  authModYn: Flag;
  authDelYn: Flag;
}

export interface MenuGrant {
  /** Menu codes; empty means every menu (spec §4). */
  accessMenu: readonly string[];
  menuAuth: readonly MenuAuthEntry[];
}

export interface GrantEscalation {
  menuCd: string;
  /** 'read' for the menu itself, else the flag's action. */
  action: MenuAction;
}

const FLAGS: ReadonlyArray<[keyof Omit<MenuAuthEntry, 'menuCd'>, Exclude<MenuAction, 'read'>]> = [
  ['authAddYn', 'create'],
  ['authModYn', 'edit'],
  ['authDelYn', 'delete'],
];

/** The codes a grant opens: its accessMenu, or every code when it is empty. */
export const grantedCodes = (grant: MenuGrant, allCodes: readonly string[]): readonly string[] => (grant.accessMenu.length ? grant.accessMenu : allCodes);

const bit = (flag: Flag | undefined): 0 | 1 => (isOn(flag) ? 1 : 0);

/**
 * The grant as stored: one entry per opened code (flags 0 where none was sent, flags as 0/1),
 * entries for codes it does not open dropped, accessMenu without duplicates.
 */
export function normalizeGrant(grant: MenuGrant, allCodes: readonly string[]): MenuGrant {
  const accessMenu = [...new Set(grant.accessMenu)];
  const given = new Map(grant.menuAuth.map((entry) => [entry.menuCd, entry]));
  const menuAuth = grantedCodes({ accessMenu, menuAuth: [] }, allCodes).map((menuCd): MenuAuthEntry => {
    const entry = given.get(menuCd);
    return { menuCd, authAddYn: bit(entry?.authAddYn), authModYn: bit(entry?.authModYn), authDelYn: bit(entry?.authDelYn) };
  });
  return { accessMenu, menuAuth };
}

/**
 * The first menu or flag of `grant` that `granter` may not give, or undefined. What the target
 * already holds (`current`, on an update) is not a new grant: keeping it is no escalation, so an
 * admin may edit an account that holds more than they do without taking anything away.
 */
export function grantEscalation(
  granter: Permissions,
  grant: MenuGrant,
  { allCodes, current }: { allCodes: readonly string[]; current?: MenuGrant },
): GrantEscalation | undefined {
  const held = new Set(current ? grantedCodes(current, allCodes) : []);
  for (const menuCd of grantedCodes(grant, allCodes)) {
    if (!held.has(menuCd) && !canOnMenu(granter, menuCd, 'read')) return { menuCd, action: 'read' };
  }
  const heldFlags = new Map((current?.menuAuth ?? []).map((entry) => [entry.menuCd, entry]));
  for (const entry of grant.menuAuth) {
    for (const [flag, action] of FLAGS) {
      if (isOn(entry[flag]) && !isOn(heldFlags.get(entry.menuCd)?.[flag]) && !canOnMenu(granter, entry.menuCd, action)) return { menuCd: entry.menuCd, action };
    }
  }
  return undefined;
}
