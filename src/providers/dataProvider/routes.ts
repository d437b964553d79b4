import { translate } from '@i18n/translate';
import { request, requestBlob, type DownloadedFile, type HttpMethod, type Query } from '@/http/httpClient';

/**
 * A route is `'METHOD path'`, the path relative to the API base with `{name}` placeholders:
 * `'GET {type}/{type}/{id}'`. Each family keeps all its routes in ONE table of these, so a
 * server that differs is a one-line change.
 */
export type RouteSpec = `${HttpMethod} ${string}`;
export type RouteTable = Readonly<Record<string, RouteSpec>>;

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** The placeholder values a route needs, inferred from its template. */
export type PathVars<S extends string> = { [K in Placeholders<S>]: string | number };
export type VarValues = Readonly<Record<string, string | number | undefined>>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ResolvedRoute {
  method: HttpMethod;
  path: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const encodePart = (value: string | number) => String(value).split('/').map(encodeURIComponent).join('/');

/**
 * Fills a route's placeholders (each value URL-encoded; a value may hold '/' to span segments).
 * A segment that is only a placeholder and receives '' disappears: `badIssueStamp/{period}` with
 * period '' is `badIssueStamp`. A literal trailing slash (`{type}/`) stays.
 */
export function resolveRoute(spec: RouteSpec, vars: VarValues = {}): ResolvedRoute {
  const space = spec.indexOf(' ');
  const method = spec.slice(0, space) as HttpMethod;
  const segments = spec.slice(space + 1).split('/');
  const filled: string[] = [];
  segments.forEach((segment) => {
    const value = segment.replace(PLACEHOLDER, (_match, name: string) => {
      const given = vars[name];
      if (given === undefined) throw new Error(translate('error.missingRouteVar', { name, route: spec }));
      return encodePart(given);
    });
    const placeholderOnly = /^\{\w+\}$/.test(segment);
    if (value !== '' || !placeholderOnly) filled.push(value);
  });
  return { method, path: filled.join('/') };
}

/** The placeholder names of a route, in order (used to take list route vars out of a filter). */
export function placeholdersOf(spec: RouteSpec): string[] {
  return [...spec.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

export interface Endpoints<T extends RouteTable> {
  readonly routes: T;
  /** JSON call; the answer is `unknown` until a reader of `records.ts` shapes it. */
  json<K extends keyof T & string>(key: K, vars: PathVars<T[K]>, options?: CallOptions): Promise<unknown>;
  blob<K extends keyof T & string>(key: K, vars: PathVars<T[K]>, options?: CallOptions): Promise<DownloadedFile>;
  /** The same with computed vars, for the generic adapters. */
  call(key: keyof T & string, vars: VarValues, options?: CallOptions): Promise<unknown>;
}

/** Callers over one family's route table: `api.json('updateLevel', { id: cusId }, { body })`. */
export function endpoints<T extends RouteTable>(routes: T): Endpoints<T> {
  const call = (key: keyof T & string, vars: VarValues, options: CallOptions = {}): Promise<unknown> => {
    const { method, path } = resolveRoute(routes[key], vars);
    return request<unknown>(path, { method, ...options });
  };
  return {
    routes,
    call,
    json: (key, vars, options) => call(key, vars as VarValues, options),
    blob: (key, vars, options = {}) => {
      const { method, path } = resolveRoute(routes[key], vars as VarValues);
      return requestBlob(path, { method, ...options });
    },
  };
}
