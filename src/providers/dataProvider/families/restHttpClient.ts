import type { fetchUtils } from 'react-admin';
import { request, type HttpMethod, type Query } from '@/http/httpClient';
import { isRow, readDetail, readList } from '../records';

export interface FetchJsonResult {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

const isList = (body: unknown) => Array.isArray(body) || (isRow(body) && Array.isArray(body.list));

function parseBody(body: fetchUtils.Options['body']): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  return JSON.parse(body) as unknown;
}

/**
 * The `httpClient` ra-data-simple-rest is given (fetchUtils.fetchJson's signature): it goes
 * through our http client (so the 401 rule and error messages apply), and adapts our answers:
 * `{ list, totalCnt }` becomes the array plus a `Content-Range: {type} {start}-{end}/{total}`
 * header; `{ data: record }` becomes the record.
 */
export async function restHttpClient(url: string, options: fetchUtils.Options = {}): Promise<FetchJsonResult> {
  const [path, search = ''] = url.split('?');
  const query: Query = Object.fromEntries(new URLSearchParams(search));
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  const answer = await request<unknown>(path, { method, query, body: parseBody(options.body), signal: options.signal ?? undefined });
  const headers = new Headers();
  let json: unknown;
  if (isList(answer)) {
    const { list, totalCnt } = readList(answer);
    const start = Number((JSON.parse(String(query.range ?? '[0]')) as number[])[0]) || 0;
    headers.set('Content-Range', `${path.replace(/^\//, '')} ${start}-${start + Math.max(list.length - 1, 0)}/${totalCnt}`);
    json = list;
  } else {
    json = readDetail(answer);
  }
  return { status: 200, headers, body: JSON.stringify(json), json };
}
