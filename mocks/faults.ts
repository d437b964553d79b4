import { delay, HttpResponse } from 'msw';
import { MSG, RESULT } from './handlers/util';
import { readStored, removeStored, writeStored } from './storage';

/**
 * Fault injection for QA: latency, a share of failing calls, and the kind of failure
 * (500, network error, malformed body; an empty body, an HTML page, 403, 409, a call that never
 * answers), optionally only on paths matching `pathPattern` and calls of `method`.
 * Kept in sessionStorage so a reload keeps them; `?mockFaults=` sets them at start-up.
 */
export interface FaultSettings {
  /** Added to every matching call. */
  latencyMs: number;
  /** Share (0..1) of matching calls that fail; 0 with a failure kind on = every call fails. */
  errorRate: number;
  status500: boolean;
  networkError: boolean;
  malformed: boolean;
  /** A regular expression (or plain text) the pathname must match; every /api call when empty. */
  pathPattern?: string;
  /** 200 with an empty body. */
  empty?: boolean;
  /** 200 with an HTML page (a proxy's or gateway's error page). */
  html?: boolean;
  /** 403 with a Korean message. */
  status403?: boolean;
  /** 409 with a Korean message (no current record: that is the real handlers' to send). */
  status409?: boolean;
  /** Never answers (until the client gives up and aborts). */
  hang?: boolean;
  /** Only calls of this HTTP method ('PUT', 'DELETE'…); every method when empty. */
  method?: string;
}

export const NO_FAULTS: FaultSettings = { latencyMs: 0, errorRate: 0, status500: false, networkError: false, malformed: false };
const KEY = 'mock-faults';

export function getFaults(): FaultSettings {
  return { ...NO_FAULTS, ...readStored<Partial<FaultSettings>>('session', KEY, {}) };
}

/** Merges `patch` into the current settings. */
export function setFaults(patch: Partial<FaultSettings>): FaultSettings {
  const next = { ...getFaults(), ...patch };
  writeStored('session', KEY, next);
  return next;
}

export function clearFaults(): void {
  removeStored('session', KEY);
}

/** `latency:800,error:0.2,500,network,malformed,empty,html,403,409,hang,method:PUT,path:^/api/notice` -> settings. */
export function parseFaults(spec: string): Partial<FaultSettings> {
  const out: Partial<FaultSettings> = {};
  for (const part of spec
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name, ...rest] = part.split(':');
    const value = rest.join(':');
    if (name === 'latency') out.latencyMs = Math.max(0, Number(value) || 0);
    else if (name === 'error') out.errorRate = Math.min(1, Math.max(0, Number(value) || 0));
    else if (name === '500') out.status500 = true;
    else if (name === 'network') out.networkError = true;
    else if (name === 'malformed') out.malformed = true;
    else if (name === 'path') out.pathPattern = value;
    else if (name === 'empty') out.empty = true;
    else if (name === 'html') out.html = true;
    else if (name === '403') out.status403 = true;
    else if (name === '409') out.status409 = true;
    else if (name === 'hang') out.hang = true;
    else if (name === 'method') out.method = value.toUpperCase();
  }
  return out;
}

/** Applies `?mockFaults=…` of a location search string; true when it named some. */
export function faultsFromSearch(search: string): boolean {
  const spec = new URLSearchParams(search).get('mockFaults');
  if (spec === null) return false;
  if (spec === '' || spec === 'off') clearFaults();
  else setFaults({ ...NO_FAULTS, ...parseFaults(spec) });
  return true;
}

export function matches(pattern: string | undefined, path: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(path);
  } catch {
    return path.includes(pattern);
  }
}

export const MALFORMED_BODY = '{"result":"0000","list":[{"id":1,"title":"응답이 잘';
export const HTML_BODY = '<!doctype html><html lang="ko"><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
export const FORBIDDEN_MSG = '권한이 없습니다.';
export const CONFLICT_MSG = '다른 사용자가 먼저 수정했습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.';

const KINDS = ['networkError', 'malformed', 'status500', 'empty', 'html', 'status403', 'status409', 'hang'] as const;
export type FailureKind = (typeof KINDS)[number];

/** Resolves when the client gives up on the call (its abort), never otherwise. */
export const untilAborted = (request: Request) =>
  new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    request.signal.addEventListener('abort', () => resolve(), { once: true });
  });

/** The answer of one kind of failure ('hang' excepted: see `untilAborted`). */
export function faultyAnswer(kind: FailureKind): Response {
  switch (kind) {
    case 'networkError':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
    case 'empty':
      return new HttpResponse(null, { status: 200 });
    case 'html':
      return new HttpResponse(HTML_BODY, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    case 'status403':
      return HttpResponse.json({ result: RESULT.FAIL, msg: FORBIDDEN_MSG }, { status: 403 });
    case 'status409':
      return HttpResponse.json({ result: RESULT.FAIL, msg: CONFLICT_MSG }, { status: 409 });
    default:
      return HttpResponse.json({ result: RESULT.FAIL, msg: MSG.serverError }, { status: 500 });
  }
}

/** The faulty answer for this call, after the latency; undefined lets the call through. */
export async function applyFaults(request: Request): Promise<Response | undefined> {
  const faults = getFaults();
  if (!matches(faults.pathPattern, new URL(request.url).pathname)) return undefined;
  if (faults.method && faults.method.toUpperCase() !== request.method) return undefined;
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  const kinds = KINDS.filter((kind) => faults[kind]);
  const rate = faults.errorRate > 0 ? faults.errorRate : kinds.length ? 1 : 0;
  if (rate === 0 || Math.random() >= rate) return undefined;
  const kind: FailureKind = kinds.length ? kinds[Math.floor(Math.random() * kinds.length)] : 'status500';
  if (kind === 'hang') {
    await untilAborted(request);
    return HttpResponse.error();
  }
  return faultyAnswer(kind);
}
