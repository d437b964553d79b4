import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { KEY, type Sample, type SampleValue } from './calls';
import { buildContract, type ContractCall, type OpenApi, type Operation } from './openapi';
import { replySchema, type Schema } from './replies';

/**
 * The server team's check (`npm run contract:check -- --base <url>`): signs in, sends every
 * read-only call of the contract (GET, and the POST reads such as member and admin detail) with
 * sample parameters (a record's id taken from the first row of its list) and reports, per call:
 * shape ok, shape wrong (which field), missing (404), refused (401/403), server error,
 * unreachable, or skipped (no sample: an empty list, a parameter with no example).
 */
export type Outcome = 'ok' | 'wrong' | 'missing' | 'refused' | 'error' | 'unreachable' | 'skipped';

export interface CheckResult {
  call: string;
  method: string;
  /** The path sent, e.g. '/api/member/100300/stamp?page=1&size=5'. */
  url: string;
  outcome: Outcome;
  status?: number;
  /** Where the reply is wrong: a JSON pointer into the body ('/list/0', '/totalCnt'); '' = the whole body. */
  field?: string;
  detail?: string;
}

export interface CheckOptions {
  base: string;
  user?: string;
  password?: string;
  contract?: OpenApi;
  /** Per call (ms). */
  timeoutMs?: number;
  /**
   * Also send the writes (with their sample body, else `{}`; one type of a generic family): a 2xx
   * must have the call's shape, a 4xx the error shape. For the mock only (tests/unit/contract/): never against a real server.
   */
  includeWrites?: boolean;
  /** Only the calls this accepts ('member.list'); every call when absent. */
  only?: (call: string) => boolean;
}

const LABEL: Record<Outcome, string> = {
  ok: 'shape ok',
  wrong: 'shape WRONG',
  missing: 'MISSING',
  refused: 'REFUSED',
  error: 'SERVER ERROR',
  unreachable: 'UNREACHABLE',
  skipped: 'skipped',
};

interface Context {
  type?: string;
  recordKey: string;
}

class Session {
  private cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
  ) {}

  async send(method: string, path: string, body?: BodyInit, type?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (type) headers['content-type'] = type;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path, this.base), { method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }
}

function validatorOf(contract: OpenApi) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const cache = new Map<string, ValidateFunction>();
  return (schema: Schema): ValidateFunction => {
    const id = JSON.stringify(schema);
    let validate = cache.get(id);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: contract.components });
      cache.set(id, validate);
    }
    return validate;
  };
}

/** The error to report: the first branch's (the shape the server should send), deepest first. */
function firstProblem(errors: readonly ErrorObject[]): { field: string; detail: string } {
  const useful = errors.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'if');
  const preferred = useful.filter((error) => !/\/anyOf\/[1-9]/.test(error.schemaPath));
  const pool = preferred.length ? preferred : useful.length ? useful : errors;
  const [error] = [...pool].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  const params = error.params as Record<string, unknown>;
  const extra = params.missingProperty ? ` '${String(params.missingProperty)}'` : params.allowedValues ? ` ${JSON.stringify(params.allowedValues)}` : '';
  return { field: error.instancePath, detail: `${error.message ?? error.keyword}${extra}` };
}

const firstRow = (body: unknown): Record<string, unknown> | undefined => {
  const list = Array.isArray(body)
    ? body
    : ((body as { list?: unknown; data?: { list?: unknown } } | undefined)?.list ?? (body as { data?: { list?: unknown } })?.data?.list);
  return Array.isArray(list) && typeof list[0] === 'object' && list[0] !== null ? (list[0] as Record<string, unknown>) : undefined;
};

interface Planned {
  operation: Operation;
  call: ContractCall;
  method: string;
  template: string;
}

export async function checkContract({
  base,
  user = 'hq.master',
  password = 'Bean2026!!',
  contract = buildContract(),
  timeoutMs = 10_000,
  includeWrites = false,
  only = () => true,
}: CheckOptions): Promise<CheckResult[]> {
  const session = new Session(base, timeoutMs);
  const validate = validatorOf(contract);
  const results: CheckResult[] = [];
  const planned: Planned[] = [];
  for (const [template, item] of Object.entries(contract.paths))
    for (const [method, operation] of Object.entries(item))
      for (const call of operation['x-calls']) planned.push({ operation, call, method: method.toUpperCase(), template: call.path ?? template });
  const byCall = new Map(planned.map((plan) => [plan.call.call, plan]));
  const bodies = new Map<string, Promise<unknown>>();

  /** Sends one call and classifies the answer. */
  const run = async (plan: Planned, ctx: Context, record = true): Promise<unknown> => {
    const sample: Sample = plan.call.sample ?? {};
    const resolve = async (value: SampleValue): Promise<string | number | undefined> => {
      if (typeof value !== 'object') return value;
      const from = byCall.get(value.from);
      if (!from) return undefined;
      const key = `${value.from} ${ctx.type ?? ''}`;
      if (!bodies.has(key)) bodies.set(key, run(from, { type: ctx.type, recordKey: ctx.type ? ctx.recordKey : (from.call.recordKey ?? 'id') }, false));
      const row = firstRow(await bodies.get(key));
      const found = row?.[value.field === KEY ? ctx.recordKey : value.field];
      return typeof found === 'string' || typeof found === 'number' ? found : undefined;
    };
    let path = plan.template;
    const missing: string[] = [];
    for (const name of [...plan.template.matchAll(/\{(\w+)\}/g)].map((match) => match[1])) {
      const value = name === 'type' ? ctx.type : sample.path?.[name] === undefined ? undefined : await resolve(sample.path[name]);
      if (value === undefined) missing.push(name);
      else path = path.split(`{${name}}`).join(encodeURIComponent(String(value)));
    }
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(sample.query ?? {})) {
      const resolved = await resolve(value);
      if (resolved === undefined) missing.push(name);
      else query.set(name, String(resolved));
    }
    if (!sample.query && plan.call.reply === 'list' && plan.operation.parameters?.some((parameter) => parameter.name === 'page')) query.set('size', '5');
    let body: Record<string, unknown> | undefined;
    if (plan.operation.requestBody) {
      body = {};
      for (const [name, value] of Object.entries(sample.body ?? {})) {
        const resolved = await resolve(value);
        if (resolved === undefined) missing.push(name);
        else body[name] = resolved;
      }
    }
    const url = `${path}${query.size ? `?${query}` : ''}`;
    const result: CheckResult = { call: plan.call.call, method: plan.method, url, outcome: 'ok' };
    const done = (patch: Partial<CheckResult>, reply?: unknown) => {
      if (record) results.push({ ...result, ...patch });
      return reply;
    };
    if (missing.length) return done({ outcome: 'skipped', detail: `no sample for ${missing.join(', ')}` });
    let response: Response;
    try {
      // a raw upload sends a small file's bytes; every other body is JSON
      const raw = JSON.stringify(plan.operation.requestBody ?? {}).includes('application/octet-stream');
      response = raw
        ? await session.send(plan.method, url, '계약 점검용 파일', 'application/octet-stream')
        : await session.send(plan.method, url, body ? JSON.stringify(body) : undefined, body ? 'application/json' : undefined);
    } catch (error) {
      return done({ outcome: 'unreachable', detail: error instanceof Error ? error.message : String(error) });
    }
    const text = await response.text();
    let reply: unknown;
    try {
      reply = text.trim() ? (JSON.parse(text) as unknown) : null;
    } catch {
      return done({ outcome: response.ok ? 'wrong' : response.status === 404 ? 'missing' : 'error', status: response.status, field: '', detail: 'not JSON' });
    }
    const msg = typeof (reply as { msg?: unknown } | null)?.msg === 'string' ? (reply as { msg: string }).msg : undefined;
    if (!plan.call.readOnly && response.status >= 400 && response.status < 500 && response.status !== 401) {
      // a write refused (its sample body is not a valid record): the refusal must have the error shape
      const refusal = validate({ $ref: '#/components/schemas/ErrorReply' });
      if (!refusal(reply)) return done({ outcome: 'wrong', status: response.status, ...firstProblem(refusal.errors ?? []) });
      return done({ status: response.status, detail: msg });
    }
    if (response.status === 404) return done({ outcome: 'missing', status: 404, detail: msg });
    if (response.status === 401 || response.status === 403) return done({ outcome: 'refused', status: response.status, detail: msg });
    if (!response.ok) return done({ outcome: 'error', status: response.status, detail: msg });
    const schema = replySchema(plan.call.reply);
    if (!schema) return done({ status: response.status }, reply);
    const validator = validate(schema);
    if (validator(reply)) return done({ status: response.status }, reply);
    return done({ outcome: 'wrong', status: response.status, ...firstProblem(validator.errors ?? []) }, reply);
  };

  const signIn = byCall.get('auth.signin');
  const form = new FormData();
  form.append('adminId', user);
  form.append('adminPwd', password);
  form.append('authNum', '');
  let signedIn = false;
  try {
    const response = await session.send('POST', '/api/auth/signin', form);
    const reply = (await response.json()) as { result?: string; msg?: string };
    signedIn = reply.result === '0000';
    const validator = validate(replySchema('login') ?? {});
    const ok = validator(reply);
    results.push({
      call: 'auth.signin',
      method: 'POST',
      url: '/api/auth/signin',
      status: response.status,
      ...(ok
        ? { outcome: signedIn ? 'ok' : 'refused', detail: signedIn ? undefined : reply.msg }
        : { outcome: 'wrong', ...firstProblem(validator.errors ?? []) }),
    });
  } catch (error) {
    results.push({
      call: 'auth.signin',
      method: 'POST',
      url: '/api/auth/signin',
      outcome: 'unreachable',
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  if (!signIn || !signedIn) return results;

  const writes = includeWrites ? planned.filter((plan) => !plan.call.readOnly && !plan.call.call.startsWith('auth.')) : [];
  for (const plan of [...planned.filter((item) => item.call.readOnly), ...writes].filter((item) => only(item.call.call))) {
    if (plan.call.reply === 'download') continue;
    const typeParameter = plan.operation.parameters?.find((parameter) => parameter.name === 'type' && parameter.in === 'path');
    const types = ((typeParameter?.schema as { enum?: string[] } | undefined)?.enum ?? [undefined]) as Array<string | undefined>;
    const keys = (typeParameter?.['x-primary-keys'] ?? {}) as Record<string, string>;
    // a write of a generic family is one handler for all its types: its first type stands for them
    for (const type of plan.call.readOnly ? types : types.slice(0, 1))
      await run(plan, { type, recordKey: type ? (keys[type] ?? 'id') : (plan.call.recordKey ?? 'id') });
  }
  return results;
}

/** One line per call (the skipped ones by call), then the totals. */
export function report(results: readonly CheckResult[]): string {
  const skipped = new Map<string, CheckResult[]>();
  for (const result of results) if (result.outcome === 'skipped') skipped.set(result.call, [...(skipped.get(result.call) ?? []), result]);
  const skips = [...skipped].map(
    ([call, items]) => `${LABEL.skipped.padEnd(12)} - ${items[0].method.padEnd(6)} ${items.length} × [${call}]: ${items[0].detail ?? ''}`,
  );
  const lines = results
    .filter((result) => result.outcome !== 'skipped')
    .map((result) => {
      const where = result.outcome === 'wrong' ? ` at ${result.field || '(body)'}: ${result.detail ?? ''}` : result.detail ? `: ${result.detail}` : '';
      return `${LABEL[result.outcome].padEnd(12)} ${result.status ?? '-'} ${result.method.padEnd(6)} ${result.url}  [${result.call}]${where}`;
    });
  const totals = (Object.keys(LABEL) as Outcome[])
    .map((outcome) => [outcome, results.filter((result) => result.outcome === outcome).length] as const)
    .filter(([, n]) => n > 0);
  return `${[...lines, ...skips].join('\n')}\n\n${results.length} calls: ${totals.map(([outcome, n]) => `${n} ${LABEL[outcome]}`).join(', ')}`;
}

export const failed = (results: readonly CheckResult[]) => results.some((result) => result.outcome !== 'ok' && result.outcome !== 'skipped');

export async function main(args: Record<string, string>): Promise<number> {
  if (!args.base) {
    console.error('usage: npm run contract:check -- --base http://host:port [--user hq.master] [--password …]');
    return 2;
  }
  const results = await checkContract({ base: args.base, user: args.user, password: args.password });
  console.log(report(results));
  return failed(results) ? 1 : 0;
}
