import { translate } from '@i18n/translate';
import type { MenuNode } from '@/types/api';
import { MAX_MENU_DEPTH } from './constants';
import { activeNodes, menuPathOf } from './menuTree';

/** One step of the breadcrumb: a menu title, with its route when the node has one. */
export interface Crumb {
  code: string;
  title: string;
  path?: string;
}

export interface PageHeading {
  /** The menu levels of the current route, outermost first (at most three); [] without a menu node. */
  crumbs: Crumb[];
  /** The page title: the deepest crumb, or '대시보드' for a route with no menu permission. */
  title: string;
}

/**
 * Breadcrumb and page title of the route at `pathname` (spec §2 "Common frame"): up to three
 * levels of the menu node the route belongs to ('/item/3' → 상품 관리 › 상품 기본 정보 › 상품 목록).
 * A route without a menu permission code (/dashboard, /profile) is titled '대시보드'.
 */
export function pageHeadingOf(menu: readonly MenuNode[], pathname: string): PageHeading {
  const crumbs = activeNodes(menu, pathname)
    .slice(0, MAX_MENU_DEPTH)
    .map((node): Crumb => ({ code: node.menuCd, title: node.menuTitle, path: menuPathOf(node) }));
  return { crumbs, title: crumbs.at(-1)?.title ?? translate('dashboard.title') };
}
