import { http, type HttpHandler } from 'msw';
import { notFound, ok, queryRows } from '../util';
import { listOf } from './records';
import { MEMBER_NOT_FOUND, memberStores } from './memberRules';
import { memberTabRows, statisticOf } from './memberTabs';
import { memberWriteHandlers } from './memberWrites';
import { familyTable, param } from './shared';

/**
 * Member (/api/member): the 19 calls of spec §7 over the member universe (mocks/db/universe):
 * the list hides withdrawn members unless the 회원 상태 filter asks for them, and finds a mobile
 * typed with or without hyphens; the detail carries the campaign info; the tabs and statistics
 * read the rows the other screens show. Writes are in memberWrites.ts.
 */
function memberList(request: Request): Response {
  const url = new URL(request.url);
  const { member } = memberStores();
  let rows = member.all();
  if (!url.searchParams.get('memberStatus')) rows = rows.filter((row) => row.memberStatus !== 'WITHDRAWN');
  const mobile = (url.searchParams.get('cusHp') ?? '').replace(/\D/g, '');
  if (url.searchParams.has('cusHp')) {
    rows = rows.filter((row) => String(row.cusHp).replace(/\D/g, '').includes(mobile));
    url.searchParams.delete('cusHp');
  }
  return listOf(familyTable('member'), url, rows);
}

export const memberHandlers: HttpHandler[] = [
  http.get('/api/member/list', ({ request }) => memberList(request)),
  http.get('/api/member/lbs', ({ request }) => listOf(familyTable('member', 'lbs'), request.url)),
  http.get('/api/member/phone_history', ({ request }) => listOf(familyTable('member', 'phone_history'), request.url)),
  http.get('/api/member/statistic/:id', ({ params }) => {
    const stores = memberStores();
    const member = stores.member.get(param(params, 'id'));
    return member ? ok({ data: statisticOf(stores, member) }) : notFound(MEMBER_NOT_FOUND);
  }),
  ...memberWriteHandlers,
  http.post('/api/member/:id', ({ params }) => {
    const stores = memberStores();
    const member = stores.member.get(param(params, 'id'));
    return member ? ok({ data: { ...member, campaign: stores.campaign.get(member.cusId) ?? null } }) : notFound(MEMBER_NOT_FOUND);
  }),
  http.get('/api/member/:id/:tab', ({ request, params }) => {
    const stores = memberStores();
    const member = stores.member.get(param(params, 'id'));
    if (!member) return notFound(MEMBER_NOT_FOUND);
    const rows = memberTabRows(stores, member, param(params, 'tab'));
    return rows ? ok(queryRows(rows, request.url)) : notFound('존재하지 않는 항목입니다.');
  }),
];
