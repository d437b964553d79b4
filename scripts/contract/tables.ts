import type { RouteSpec, RouteTable } from '@/providers/dataProvider/routes';
import { authRoutes } from '../../tests/coverage/calls';

/**
 * Every route table of the console, found rather than listed: each `…Routes` export of
 * `src/providers/dataProvider/families/*.ts` (a new family file or entry is in the contract at
 * the next `npm run contract`), plus the auth calls the auth provider sends by path.
 */
export interface Route {
  /** 'member.updateName': the table (export name without 'Routes') and the entry. */
  key: string;
  table: string;
  entry: string;
  method: string;
  /** 'member/{id}/name', relative to /api. */
  template: string;
}

const modules = import.meta.glob<Record<string, unknown>>('../../src/providers/dataProvider/families/*.ts', { eager: true });

const ROUTE = /^(GET|POST|PUT|PATCH|DELETE) \S+$/;
const isRouteTable = (value: unknown): value is RouteTable =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every((spec) => typeof spec === 'string' && ROUTE.test(spec));

function discovered(): Array<[string, RouteTable]> {
  const tables = new Map<string, RouteTable>([['auth', authRoutes]]);
  for (const exports of Object.values(modules))
    for (const [name, value] of Object.entries(exports)) if (name.endsWith('Routes') && isRouteTable(value)) tables.set(name.slice(0, -'Routes'.length), value);
  return [...tables].sort(([a], [b]) => a.localeCompare(b));
}

const split = (spec: RouteSpec | string) => {
  const space = spec.indexOf(' ');
  return { method: spec.slice(0, space), template: spec.slice(space + 1) };
};

/**
 * Every route, once: a table that spreads another (content v2 = v1 + its own) keeps only the
 * entries the other does not already have with the same method and path.
 */
export function allRoutes(): Route[] {
  const tables = discovered();
  const seen = new Map<string, string>();
  const routes: Route[] = [];
  const owners = [...tables].sort(([, a], [, b]) => Object.keys(a).length - Object.keys(b).length); // the smaller (spread) table owns
  const owned = new Map<string, string>();
  for (const [table, routesOf] of owners)
    for (const [entry, spec] of Object.entries(routesOf)) if (!owned.has(`${entry} ${spec}`)) owned.set(`${entry} ${spec}`, table);
  for (const [table, routesOf] of tables)
    for (const [entry, spec] of Object.entries(routesOf)) {
      const id = `${entry} ${spec}`;
      if (owned.get(id) !== table || seen.has(id)) continue;
      seen.set(id, table);
      routes.push({ key: `${table}.${entry}`, table, entry, ...split(spec) });
    }
  return routes;
}

/** Every route-table entry as `table.entry` -> its route, spread copies included (what a test compares). */
export function routeEntries(): Map<string, Route> {
  const byId = new Map(allRoutes().map((route) => [`${route.entry} ${route.method} ${route.template}`, route]));
  const out = new Map<string, Route>();
  for (const [table, routesOf] of discovered())
    for (const [entry, spec] of Object.entries(routesOf)) {
      const { method, template } = split(spec);
      const route = byId.get(`${entry} ${method} ${template}`);
      if (route) out.set(`${table}.${entry}`, route);
    }
  return out;
}
