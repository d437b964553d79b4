/**
 * The one HTTP client of the console: base `/api` (VITE_API_BASE), cookies included,
 * JSON, form and blob bodies, URL-encoded query values, and the 401 rule (see unauthorized.ts).
 */
import { appMessages } from '@i18n/ko/app';

export const apiBase = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/$/, '');

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
  signal?: AbortSignal;
  /** The sign-in call is exempt from the 401 rule. */
  skipUnauthorized?: boolean;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type UnauthorizedHandler = (body: unknown) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The auth layer registers what a 401 does (reset, expiry notice, single reload). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

let backendReady: Promise<unknown> = Promise.resolve();

/** Requests wait for `ready` first: the demo starts its in-browser backend beside the first render. */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  backendReady = ready;
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

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', query, body, form, signal } = options;
  const headers: Record<string, string> = { Accept: accept };
  let payload: BodyInit | undefined;
  if (form) {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.append(key, value);
    payload = data;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    await backendReady;
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(0, undefined, appMessages.error.network);
  }
  if (response.ok) return response;
  const errorBody = await readBody(response);
  if (response.status === 401 && !options.skipUnauthorized) onUnauthorized(errorBody);
  throw new HttpError(response.status, errorBody, messageOf(errorBody) ?? statusMessage(response.status));
}

/** A Korean sentence for a failure the server did not explain. */
function statusMessage(status: number): string {
  if (status === 403) return appMessages.error.forbidden;
  return appMessages.error.httpStatus.replace('%{status}', String(status));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string') return body.msg;
  return undefined;
}

/** JSON request; an empty body resolves to `undefined` (the signed-out refresh answers so). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (await readBody(response)) as T;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** Blob request; the file name comes from `content-disposition` (RFC 5987 `filename*` first). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, { method: 'POST', ...options }, '*/*');
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
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
