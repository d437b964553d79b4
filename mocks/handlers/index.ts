import { appMessages } from '@i18n/ko/app';
import { completeCatalogue } from '@i18n/translate';
import { getResponse, http, type HttpHandler } from 'msw';
import { db } from '../db';
import { applyFaults } from '../faults';
import { applyFaultRules } from '../faultRules';
import { callRefusal } from '../permissions';
import { requireSession } from '../session';
import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboard';
import { familyHandlers } from './families';
import { menuHandlers } from './menu';
import { privacyHandlers } from './privacy';
import { accessLogHandlers } from './accessLog';
import { withReplies } from '../replies';
import { installHistory } from '../history';
import { historyHandlers } from './history';
import { savedViewHandlers } from './savedViews';
import { maskedWriteRefusal } from '../replies/masking';
import { failure } from './util';
import { approvalRefusal, clearApprovals } from '../approvals';
import { approvalHandlers, setApprovalDispatcher } from './approval';

// The server answers every screen's messages (its validation, its refusals): the whole catalogue,
// not the sign-in part the console's first page starts with (i18n/translate.ts).
completeCatalogue(appMessages);

/**
 * Every mock handler, in order: the gate in front of every /api call (what other tabs wrote,
 * faults: the settings, then the QA workbench's rules; the session, then the permission of the
 * call: docs/permissions.md, then a masked personal value written back: mocks/replies/masking.ts),
 * then, through the reply layer (mocks/replies: access log, masking), the core handlers, the
 * change history's (mocks/history.ts records the writes of these calls), the per-family
 * handlers, and a JSON 404 for anything else.
 */
const PUBLIC_PATHS = ['/api/auth/signin', '/api/auth/sendSms', '/api/auth/refresh', '/api/auth/signout'];
const isPublic = (path: string) => PUBLIC_PATHS.includes(path) || path.startsWith('/api/mock/');

/** Returns nothing to let the call through to the next matching handler. */
const gate = http.all('/api/*', async ({ request }) => {
  db.sync();
  const fault = (await applyFaults(request)) ?? (await applyFaultRules(request));
  if (fault) return fault;
  if (isPublic(new URL(request.url).pathname)) return undefined;
  const admin = requireSession();
  if (admin instanceof Response) return admin;
  // 결재 (issue 37): a watched call over its threshold runs only as an approved request's run
  return (await callRefusal(admin, request)) ?? (await maskedWriteRefusal(request)) ?? (await approvalRefusal(request));
});

const PALETTE = ['#00897b', '#26a69a', '#5d4037', '#8d6e63', '#f9a825', '#6d4c41'];

/** Same-origin placeholder images for seeded image fields (`/api/mock/image/{n}`). */
const image = http.get('/api/mock/image/:n', ({ params }) => {
  const n = Number(params.n) || 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="${PALETTE[n % PALETTE.length]}"/><text x="160" y="108" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">이미지 ${n}</text></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'max-age=86400' } });
});

const notFound = http.all('/api/*', () => failure('요청한 API를 찾을 수 없습니다.', undefined, 404));

installHistory();
db.onWrite((event) => {
  if (event.op === 'reset') clearApprovals();
});

export const handlers: HttpHandler[] = [
  gate,
  image,
  withReplies([
    ...authHandlers,
    ...menuHandlers,
    ...dashboardHandlers,
    ...privacyHandlers,
    ...accessLogHandlers,
    ...historyHandlers,
    ...savedViewHandlers,
    ...approvalHandlers,
    ...familyHandlers,
    notFound,
  ]),
];

// an approved request runs its call through the whole server, as the requester's client would send it
setApprovalDispatcher((request) => getResponse(handlers, request, { baseUrl: new URL(request.url).origin }));
