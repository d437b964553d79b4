import type { fetchUtils } from 'react-admin';
import { request, type HttpMethod, type Query } from '@/http/httpClient';
import type { ListResponse } from '@/types/api';
import { readList, type Row } from '../records';

export interface FetchJsonResult {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

function parseBody(body: fetchUtils.Options['body']): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  return JSON.parse(body) as unknown;
}

/** simple-rest's list calls (getList, getMany, getManyReference) always send `filter`. */
const isListCall = (method: HttpMethod, query: Query) => method === 'GET' && 'filter' in query;

/**
 * The `httpClient` ra-data-simple-rest is given (fetchUtils.fetchJson's signature): it goes
 * through our http client (so the timeout, the 401 rule and the Korean errors apply). A list's
 * `{ list, totalCnt }` is read (records.ts, so a reply that is not a list rejects in Korean instead
 * of simple-rest's English header message) and becomes the array plus a
 * `Content-Range: {type} {start}-{end}/{total}` header; any other reply is passed on as it came
 * for the rest adapter to read. `onList` sees the whole list reply (its `graphList`, which
 * simple-rest would drop).
 */
export async function restHttpClient(url: string, options: fetchUtils.Options = {}, onList?: (reply: ListResponse<Row>) => void): Promise<FetchJsonResult> {
  const [path, search = ''] = url.split('?');
  const query: Query = Object.fromEntries(new URLSearchParams(search));
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  const answer = await request<unknown>(path, { method, query, body: parseBody(options.body), signal: options.signal ?? undefined });
  const headers = new Headers();
  let json: unknown = answer;
  if (isListCall(method, query)) {
    const reply = readList(answer);
    onList?.(reply);
    const { list, totalCnt } = reply;
    const start = Number((JSON.parse(String(query.range ?? '[0]')) as number[])[0]) || 0;
    headers.set('Content-Range', `${path.replace(/^\//, '')} ${start}-${start + Math.max(list.length - 1, 0)}/${totalCnt}`);
    json = list;
  }
  // the text only when asked (simple-rest reads `json`): a 5,000-row page of an export is not stringified again
  return {
    status: 200,
    headers,
    get body() {
      return json === undefined ? '' : JSON.stringify(json);
    },
    json,
  };
}
