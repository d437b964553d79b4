/**
 * The one HTTP client of the console: base `/api` (VITE_API_BASE), cookies included, JSON, form
 * and blob bodies, URL-encoded query values, a timeout on every call, and the 401 rule (see
 * unauthorized.ts). Every failure is react-admin's `HttpError` with a Korean message (failures.ts):
 * no answer, no answer in time, a non-2xx status, or a 2xx body that is not JSON (an HTML page,
 * truncated JSON). Whether the JSON has the shape a call expects is for the readers of
 * src/providers/dataProvider/records.ts.
 */
import { HttpError } from 'react-admin';
import { badReplyFailure, networkFailure, statusFailure, timeoutFailure } from './failures';
import { tuned } from './tuning';

export const apiBase = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/$/, '');

/** A call without an answer after this long is abandoned with a Korean timeout message. */
export const REQUEST_TIMEOUT_MS = 30_000;

let timeoutOverride: number | undefined;

/** Tests shorten (or, with undefined, restore) the request timeout. */
export function setRequestTimeout(ms: number | undefined): void {
  timeoutOverride = ms;
}

export const requestTimeout = (): number => timeoutOverride ?? tuned('requestTimeoutMs', REQUEST_TIMEOUT_MS);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (the sign-in call). */
  form?: Record<string, string>;
  /** Sent as the raw body with its content type (a file upload: `POST attach/tmp`). */
  upload?: { bytes: ArrayBuffer; type: string };
  signal?: AbortSignal;
  /** The sign-in call is exempt from the 401 rule. */
  skipUnauthorized?: boolean;
}

type UnauthorizedHandler = (body: unknown) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The auth layer registers what a 401 does (reset, expiry notice, single reload). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** The demo's in-browser backend while it starts; none once started (a call then leaves in the caller's turn). */
let backendReady: Promise<unknown> | undefined;

/** The calls of this session in flight: sign-out ends them (answered after it, they would come back 401). */
let sessionCalls = new AbortController();

/** Sign-out: every call in flight is aborted (it rejects as an abort, never a failure to show). */
export function abortCallsInFlight(): void {
  sessionCalls.abort();
  sessionCalls = new AbortController();
}

/** Requests wait for `ready` first: the demo starts its in-browser backend beside the first render. */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  backendReady = ready;
  ready.then(
    () => {
      if (backendReady === ready) backendReady = undefined;
    },
    () => undefined, // a backend that failed to start: calls keep failing with its error
  );
}

/** `path` is relative to the API base: 'notice/list' or '/notice/list'. Values are URL-encoded. */
export function buildUrl(path: string, query?: Query): string {
  const url = `${apiBase}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length ? `${url}?${pairs.join('&')}` : url;
}

/**
 * One call under its deadline: `read` runs on the 2xx response (the body is part of the call, a
 * body that stalls times out too). The caller's own abort (react-query cancelling) stays an abort.
 */
async function send<T>(path: string, options: RequestOptions, accept: string, read: (response: Response) => Promise<T>): Promise<T> {
  const { method = 'GET', query, body, form, upload, signal } = options;
  const headers: Record<string, string> = { Accept: accept };
  let payload: BodyInit | undefined;
  if (upload) {
    headers['Content-Type'] = upload.type || 'application/octet-stream';
    payload = upload.bytes;
  } else if (form) {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.append(key, value);
    payload = data;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, requestTimeout());
  const forward = () => deadline.abort();
  const ended = sessionCalls.signal;
  const aborted = () => signal?.aborted === true || ended.aborted;
  signal?.addEventListener('abort', forward, { once: true });
  ended.addEventListener('abort', forward, { once: true });
  try {
    let response: Response;
    try {
      // awaited only while it starts: an await hands the turn to the render a click queued, and the call waits for it
      if (backendReady) await backendReady;
      if (aborted()) forward();
      response = await fetch(buildUrl(path, query), { method, headers, body: payload, credentials: 'include', signal: deadline.signal });
    } catch (error) {
      if (timedOut) throw timeoutFailure();
      if (aborted()) throw error;
      throw networkFailure();
    }
    try {
      if (!response.ok) {
        const raw = await readBody(response).catch(() => undefined);
        const errorBody = raw === NOT_JSON ? undefined : raw;
        if (aborted()) throw new DOMException('aborted', 'AbortError');
        if (response.status === 401 && !options.skipUnauthorized) onUnauthorized(errorBody);
        throw statusFailure(response.status, errorBody);
      }
      return await read(response);
    } catch (error) {
      if (timedOut) throw timeoutFailure();
      if (aborted() || error instanceof HttpError) throw error;
      throw networkFailure();
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
    ended.removeEventListener('abort', forward);
  }
}

const NOT_JSON = Symbol('not JSON');

/** The JSON of a body; `undefined` when empty; NOT_JSON for an HTML page or truncated JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** JSON request; an empty body resolves to `undefined` (the signed-out refresh answers so). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, 'application/json', async (response) => {
    const body = await readBody(response);
    if (body === NOT_JSON) throw badReplyFailure(response.status);
    return body as T;
  });
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** Blob request; the file name comes from `content-disposition` (RFC 5987 `filename*` first). */
export function requestBlob(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  return send(path, { method: 'POST', ...options }, '*/*', async (response) => ({
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  }));
}

export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = (plain[2] ?? plain[1]).trim();
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
