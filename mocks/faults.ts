import { delay, HttpResponse } from 'msw';
import { MSG, RESULT } from './handlers/util';
import { readStored, removeStored, writeStored } from './storage';

/**
 * Fault injection for QA: latency, a share of failing calls, and the kind of failure
 * (500, network error, malformed body), optionally only on paths matching `pathPattern`.
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

/** `latency:800,error:0.2,500,network,malformed,path:^/api/notice` -> settings. */
export function parseFaults(spec: string): Partial<FaultSettings> {
  const out: Partial<FaultSettings> = {};
  for (const part of spec.split(',').map((item) => item.trim()).filter(Boolean)) {
    const [name, ...rest] = part.split(':');
    const value = rest.join(':');
    if (name === 'latency') out.latencyMs = Math.max(0, Number(value) || 0);
    else if (name === 'error') out.errorRate = Math.min(1, Math.max(0, Number(value) || 0));
    else if (name === '500') out.status500 = true;
    else if (name === 'network') out.networkError = true;
    else if (name === 'malformed') out.malformed = true;
    else if (name === 'path') out.pathPattern = value;
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

function matches(pattern: string | undefined, path: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(path);
  } catch {
    return path.includes(pattern);
  }
}

export const MALFORMED_BODY = '{"result":"0000","list":[{"id":1,"title":"응답이 잘';

/** The faulty answer for this call, after the latency; undefined lets the call through. */
export async function applyFaults(request: Request): Promise<Response | undefined> {
  const faults = getFaults();
  if (!matches(faults.pathPattern, new URL(request.url).pathname)) return undefined;
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  const kinds = (['networkError', 'malformed', 'status500'] as const).filter((kind) => faults[kind]);
  const rate = faults.errorRate > 0 ? faults.errorRate : kinds.length ? 1 : 0;
  if (rate === 0 || Math.random() >= rate) return undefined;
  const kind = kinds.length ? kinds[Math.floor(Math.random() * kinds.length)] : 'status500';
  if (kind === 'networkError') return HttpResponse.error();
  if (kind === 'malformed') return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
  return HttpResponse.json({ result: RESULT.FAIL, msg: MSG.serverError }, { status: 500 });
}
