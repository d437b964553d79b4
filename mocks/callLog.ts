/**
 * The call log of the session: every /api call the mock answered, with its method, path,
 * status, duration and the request and response bodies, newest last. Kept in memory only (a
 * reload starts a new log): the bodies hold personal data, which never goes to the browser's
 * storage (docs/qa.md). Fed by the life-cycle events of the MSW worker or node server.
 */
export interface CallLogEntry {
  /** 1, 2, 3… in the order the calls started. */
  seq: number;
  method: string;
  /** The pathname, e.g. '/api/member/list'. */
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  /** The absolute URL the console called. */
  url: string;
  /** The request's content type, when it has a body. */
  requestType?: string;
  requestBody?: string;
  /** 0 for a network error (or a call still waiting, see `done`). */
  status: number;
  responseType?: string;
  responseBody?: string;
  durationMs: number;
  /** When the call started (ms since the epoch). */
  startedAt: number;
  done: boolean;
}

/** Bodies longer than this are cut (a long list), with a note of the full length. */
export const MAX_BODY_CHARS = 20_000;
/** The log keeps the latest calls only. */
export const MAX_ENTRIES = 300;

let entries: CallLogEntry[] = [];
let seq = 0;
const open = new Map<string, CallLogEntry>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** The entries, oldest first (a new array on every change, for React). */
export const getCallLog = (): readonly CallLogEntry[] => entries;

export function clearCallLog(): void {
  entries = [];
  open.clear();
  notify();
}

/** Runs `listener` after every change; returns the unsubscribe. */
export function subscribeCallLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const cut = (text: string) => (text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}\n… (${text.length.toLocaleString('ko-KR')}자 중 일부)` : text);
const isText = (type: string) => type === '' || /json|text|xml|html|x-www-form-urlencoded|csv/.test(type);

async function bodyOf(message: Request | Response): Promise<string | undefined> {
  const type = message.headers.get('content-type') ?? '';
  try {
    if (!isText(type)) {
      const size = (await message.clone().arrayBuffer()).byteLength;
      return size ? `[${type || 'binary'} ${size.toLocaleString('ko-KR')} bytes]` : undefined;
    }
    const text = await message.clone().text();
    return text ? cut(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A call to the API (the mock's business), not a file of the build. */
export const isApi = (url: URL) => url.pathname.startsWith('/api/');

function update(entry: CallLogEntry, patch: Partial<CallLogEntry>) {
  const index = entries.indexOf(entry);
  const next = { ...entry, ...patch };
  if (index >= 0) entries = [...entries.slice(0, index), next, ...entries.slice(index + 1)];
  return next;
}

export function logRequestStart(request: Request, requestId: string): void {
  const url = new URL(request.url);
  if (!isApi(url)) return;
  seq += 1;
  const entry: CallLogEntry = {
    seq,
    method: request.method,
    path: url.pathname,
    search: url.search,
    url: url.href,
    status: 0,
    durationMs: 0,
    startedAt: Date.now(),
    done: false,
  };
  const type = request.headers.get('content-type');
  if (type) entry.requestType = type;
  entries = [...entries, entry].slice(-MAX_ENTRIES);
  open.set(requestId, entry);
  notify();
  if (request.method !== 'GET' && request.method !== 'HEAD')
    void bodyOf(request).then((body) => {
      const current = entries.find((item) => item.seq === entry.seq);
      if (current && body !== undefined) {
        open.set(requestId, update(current, { requestBody: body }));
        notify();
      }
    });
}

export async function logResponse(response: Response, requestId: string): Promise<void> {
  const started = open.get(requestId);
  if (!started) return;
  open.delete(requestId);
  const durationMs = Date.now() - started.startedAt;
  const status = response.type === 'error' ? 0 : response.status;
  const responseType = response.headers.get('content-type') ?? undefined;
  const responseBody = response.type === 'error' ? undefined : await bodyOf(response);
  const current = entries.find((item) => item.seq === started.seq);
  if (!current) return;
  update(current, { status, durationMs, responseType, responseBody, done: true });
  notify();
}

interface LifeCycleEvents {
  on(event: 'request:start', listener: (args: { request: Request; requestId: string }) => void): void;
  on(event: 'response:mocked', listener: (args: { response: Response; requestId: string }) => void): void;
}

/** Feeds the log from a worker's or a node server's life-cycle events (once per emitter). */
export function attachCallLog(events: LifeCycleEvents): void {
  events.on('request:start', ({ request, requestId }) => logRequestStart(request, requestId));
  events.on('response:mocked', ({ response, requestId }) => void logResponse(response, requestId));
}
