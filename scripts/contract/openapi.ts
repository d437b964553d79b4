import type { ApiFamily } from '@/declarations/types';
import { screens } from '@resources/registry';
import { type CallFacts, factsOf, KEY, type Sample } from './calls';
import { replySchema, replySchemas, type Schema } from './replies';
import { allRoutes, type Route } from './tables';

/**
 * The console's API contract (docs/openapi.yaml, OpenAPI 3.1), built from the route tables
 * (tables.ts), the facts of each call (calls.ts) and the reply shapes (replies.ts). The same
 * input gives the same document: paths sorted, no dates. `npm run contract` writes it;
 * tests/unit/contract/ fail when it is stale or misses a route.
 */
export type OpenApi = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

/** One call of an operation (two route entries can share a method and path). */
export interface ContractCall {
  call: string;
  reply: CallFacts['kind'];
  readOnly: boolean;
  sample?: Sample;
  /** The call's own path when the operation's differs (`{statistic}` where the operation says `{id}`). */
  path?: string;
  /** The field a sample's `$key` names, for a call of one family (a `{type}` says it per type: `x-primary-keys`). */
  recordKey?: string;
  note?: string;
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
  'x-calls': ContractCall[];
  [extension: `x-${string}`]: unknown;
}

const GENERIC: readonly ApiFamily[] = ['contentV1', 'contentV2', 'rest'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The declared `{type}`s of a generic table (content v1 serves the second variant's types too) and their primary keys. */
function typesOf(table: string): Map<string, string> {
  const families = table === 'contentV1' ? ['contentV1', 'contentV2'] : [table];
  const types = new Map<string, string>();
  for (const screen of screens)
    if (GENERIC.includes(screen.api.family) && families.includes(screen.api.family)) types.set(screen.api.type ?? screen.name, screen.primaryKey ?? 'id');
  return new Map([...types].sort(([a], [b]) => a.localeCompare(b)));
}

/** The primary key of a bespoke table's records (its screen of the same name, else its first). */
export function keyOfTable(table: string): string {
  const own = screens.filter((screen) => screen.api.family === table);
  const screen = own.find((item) => (item.api.type ?? item.name) === table) ?? own[0];
  return screen?.primaryKey ?? 'id';
}

const placeholders = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];

function pathParameter(name: string, sample: Sample | undefined, types: Map<string, string> | undefined): Schema {
  if (name === 'type' && types?.size) {
    const keys = Object.fromEntries([...types].filter(([, key]) => key !== 'id'));
    return {
      name,
      in: 'path',
      required: true,
      description: "the screen's type (resources/: `api.type`, else the screen name); spec §7 repeats it in some paths",
      schema: { type: 'string', enum: [...types.keys()] },
      ...(Object.keys(keys).length ? { 'x-primary-keys': keys } : {}),
    };
  }
  const value = sample?.path?.[name];
  return {
    name,
    in: 'path',
    required: true,
    ...(name === 'path' ? { description: 'a download path, several segments (dashboard/download)' } : {}),
    schema: { type: 'string' },
    ...(typeof value === 'string' || typeof value === 'number' ? { example: String(value) } : {}),
  };
}

function queryParameters(facts: CallFacts): Schema[] {
  const out: Schema[] = [];
  if (facts.listQuery === 'paged')
    out.push(
      { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 }, description: '1-based' },
      { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'rows per page (20 by default; 10/20/50/100)' },
      { name: 'sort', in: 'query', schema: { type: 'string' } },
      { name: 'order', in: 'query', schema: { enum: ['ASC', 'DESC'] } },
      {
        name: 'filters',
        in: 'query',
        style: 'form',
        explode: true,
        description:
          '{source}=text (substring) or exact for select/yn/code; {source}From/{source}To date ranges; excelYn=Y and downloadKey (from POST privacy/download) for an Excel read',
        schema: { type: 'object', additionalProperties: { type: 'string' } },
      },
    );
  if (facts.listQuery === 'simple-rest')
    out.push(
      { name: 'filter', in: 'query', schema: { type: 'string' }, description: 'JSON object of filters', example: '{"q":"커피"}' },
      { name: 'range', in: 'query', schema: { type: 'string' }, description: 'JSON [start, end] (inclusive)', example: '[0,19]' },
      { name: 'sort', in: 'query', schema: { type: 'string' }, description: 'JSON ["field","ASC"]', example: '["id","DESC"]' },
    );
  const listed = new Set(out.map((parameter) => parameter.name));
  for (const [name, value] of Object.entries(facts.sample?.query ?? {}))
    if (!listed.has(name)) out.push({ name, in: 'query', schema: { type: 'string' }, ...(typeof value === 'object' ? {} : { example: String(value) }) });
  return out;
}

const ERRORS = ['400', '401', '403', '404', '409', '500'];

function responses(calls: Array<{ facts: CallFacts }>): Record<string, Schema> {
  const kinds = [...new Set(calls.map(({ facts }) => facts.kind))];
  const schemas = kinds.map(replySchema).filter((schema): schema is Schema => schema !== undefined);
  const ok: Schema = kinds.includes('download')
    ? {
        description: 'a file; the name in content-disposition (RFC 5987 filename*)',
        content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      }
    : { description: 'done', content: { 'application/json': { schema: schemas.length === 1 ? schemas[0] : { anyOf: schemas } } } };
  return { '200': ok, default: { $ref: '#/components/responses/Error' } };
}

function requestBody(facts: CallFacts): Schema | undefined {
  if (!facts.body) return undefined;
  const media = facts.form ? 'multipart/form-data' : facts.raw ? 'application/octet-stream' : 'application/json';
  return { required: true, content: { [media]: { schema: facts.body } } };
}

/**
 * A `{path}` placeholder spans segments, which OpenAPI cannot say: the contract shows the path
 * the console sends (its sample) instead.
 */
function templateOf(route: Route, facts: CallFacts): string {
  const path = facts.sample?.path?.path;
  return typeof path === 'string' ? route.template.replace('{path}', path) : route.template;
}
/**
 * Calls of one method and path shape are one operation (rest `GET {type}/{id}` and
 * `GET {type}/{statistic}`); a `{type}` stays its table's, whose types are not another's.
 */
const shapeOf = (method: string, template: string, table: string) => `${method} ${template.replace(/\{type\}/g, `{type:${table}}`).replace(/\{\w+\}/g, '{}')}`;

export function buildContract(): OpenApi {
  const groups = new Map<string, Array<{ route: Route; facts: CallFacts }>>();
  const routes = allRoutes();
  const routeKeys = new Set(routes.map((route) => route.key));
  for (const route of routes) {
    const facts = factsOf(route, routeKeys);
    const shape = shapeOf(route.method, templateOf(route, facts), route.table);
    groups.set(shape, [...(groups.get(shape) ?? []), { route, facts }]);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const calls of groups.values()) {
    const [{ route, facts }] = calls;
    const template = templateOf(route, facts);
    const types = template.includes('{type}') ? typesOf(route.table) : undefined;
    const parameters = [...placeholders(template).map((name) => pathParameter(name, facts.sample, types)), ...queryParameters(facts)];
    const body = requestBody(facts);
    const operation: Operation = {
      operationId: route.key,
      summary: calls.map((call) => call.route.key).join(', '),
      tags: [route.table],
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(calls),
      'x-calls': calls.map((call) => ({
        call: call.route.key,
        ...(templateOf(call.route, call.facts) === template ? {} : { path: `/api/${templateOf(call.route, call.facts)}` }),
        reply: call.facts.kind,
        readOnly: call.facts.readOnly,
        ...(call.facts.sample ? { sample: call.facts.sample } : {}),
        ...(!types && JSON.stringify(call.facts.sample ?? {}).includes(KEY) ? { recordKey: keyOfTable(call.route.table) } : {}),
        ...(call.facts.note ? { note: call.facts.note } : {}),
      })),
    };
    const path = `/api/${template}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const sorted = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [path, Object.fromEntries(METHODS.filter((method) => paths[path][method]).map((method) => [method, paths[path][method]]))]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: '멤버십 관리 시스템: 콘솔이 보내는 API',
      version: '1',
      description:
        'Every call the console sends (from the route tables of src/providers/dataProvider/families/ and the auth calls) and the reply shapes it reads (src/providers/dataProvider/records.ts). Generated by `npm run contract`; do not edit. Check a server with `npm run contract:check -- --base <url>` (docs/api.md "The contract").',
    },
    servers: [{ url: '/', description: "the console's origin; the API base is /api" }],
    paths: sorted,
    components: {
      schemas: replySchemas,
      responses: {
        Error: {
          description: `a refusal or failure: ${ERRORS.join(', ')} (docs/api.md "Failures and their messages"); its Korean msg is shown`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
        },
      },
    },
  } as OpenApi;
}

/** Every call key the contract names. */
export function contractCalls(contract: OpenApi): string[] {
  return Object.values(contract.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation['x-calls'].map((call) => call.call)));
}
