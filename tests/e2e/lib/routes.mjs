// @ts-check
/**
 * The routes the crawl visits, read from tests/fixtures/spec-routes.txt by its one reader
 * (`tests/fixtures/specRoutes.mjs`): the permissioned routes of spec §2, and the screens whose
 * spec group gives them a detail route.
 */
import { readIssueRoutes, readSpecRoutes, SPEC_ROUTES_FILE, UNCODED_ROUTES } from '../../fixtures/specRoutes.mjs';

export { readIssueRoutes, readSpecRoutes, SPEC_ROUTES_FILE, UNCODED_ROUTES };

/** The limit screens of spec §2: each has a list route and a detail route taking {storeId}. */
export const LIMIT_SCREENS = readSpecRoutes()
  .filter((route) => route.detailParam)
  .map((route) => route.name);
