import type { ScreenDeclaration } from '@/declarations/types';
import { board } from './board';
import { display } from './display';
import { items } from './items';
import { marketing } from './marketing';
import { members } from './members';
import { orders } from './orders';
import { push } from './push';
import { settings } from './settings';
import { settlement } from './settlement';
import { statistics } from './statistics';
import { stores } from './stores';

/** Every menu screen of spec §2, in menu order. */
export const screens: readonly ScreenDeclaration[] = [
  ...items,
  ...display,
  ...orders,
  ...marketing,
  ...stores,
  ...settlement,
  ...members,
  ...settings,
  ...push,
  ...statistics,
  ...board,
];

const byName = new Map(screens.map((screen) => [screen.name, screen]));

export function findScreen(name: string): ScreenDeclaration | undefined {
  return byName.get(name);
}

export function primaryKeyOf(screen: ScreenDeclaration): string {
  return screen.primaryKey ?? 'id';
}

/** The route paths the registry generates: one list route per screen, plus the detail routes. */
export function routePaths(): { path: string; menuCode: string }[] {
  return screens.flatMap((screen) => [
    { path: `/${screen.name}`, menuCode: screen.menuCode },
    ...(screen.detailParam ? [{ path: `/${screen.name}/{${screen.detailParam}}`, menuCode: screen.menuCode }] : []),
  ]);
}
