import { getResponse, http, type HttpHandler } from 'msw';
import { db } from '../db';
import { asCall } from '../history';
import { currentAdmin } from '../session';
import { recordAccess } from './accessLog';
import { maskReply } from './masking';
import type { ReplyHook } from './reply';

/**
 * The server's last word on every JSON reply (issue 34): the handlers answer as if every reader
 * could see everything, and this layer, like a real server's response filter, writes the access
 * log of what left and masks what the reader may not see. Files and non-JSON replies pass untouched.
 */
const HOOKS: readonly ReplyHook[] = [recordAccess, maskReply];

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

/** One handler in front of `inner`: answers what they answer, through the hooks. */
export function withReplies(inner: HttpHandler[], hooks: readonly ReplyHook[] = HOOKS): HttpHandler {
  return http.all('/api/*', async ({ request }) => {
    const copy = request.clone();
    // Relative handler paths resolve against the request's own origin (the HTTP mock has no `location`).
    const response = await asCall(request, () => db.batch(() => getResponse(inner, request, { baseUrl: new URL(request.url).origin })));
    if (!response || !isJson(response)) return response;
    let body: unknown = await response.json();
    const reply = { request: copy, url: new URL(copy.url), method: copy.method.toUpperCase(), status: response.status, admin: currentAdmin() };
    for (const hook of hooks) body = await hook({ ...reply, body });
    // The body changed (masking): its length is the new text's, not the handler's.
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
  });
}
