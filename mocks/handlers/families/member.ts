import { http, type HttpHandler } from 'msw';
import { db } from '../../db';
import { BASE_SEED, createRandom, seedFrom, type Random } from '../../db/random';
import { generators, formatDateTime, SEED_TODAY } from '../../db/generators';
import { notFound, ok, queryRows, readBody, success } from '../util';
import { deleteRecord, detailOf, listOf, updateRecord } from './records';
import { adminIdNow, badRequest, familyTable, nowText, param, recordOf, textOf, type Row } from './shared';

/** Member (/api/member): the 19 calls, over the member table and the memo/campaign tables. */
const members = () => familyTable('member', 'member', 'cusId');
const memos = () => db.collection('memberMemo', 'memoId');
const campaigns = () => db.collection('memberCampaign', 'cusId');

const DAY = 86_400_000;
const when = (r: Random) => formatDateTime(SEED_TODAY - r.int(0, 180) * DAY - r.int(0, 86_399) * 1000);

/** Plausible, stable rows of a detail tab (memo is the stored one). */
const TAB_ROWS: Record<string, (r: Random) => Row> = {
  stamp: (r) => ({ saveDt: when(r), storeName: generators.storeName(r), saveType: r.pick(['ORDER', 'BONUS', 'GIFT']), stampCnt: r.int(1, 3) }),
  coupon: (r) => ({ couponCode: generators.couponCode(r), couponName: generators.couponName(r), issueDt: when(r), expireDt: when(r).slice(0, 10), useYn: 'N' }),
  coupon_use: (r) => ({ couponCode: generators.couponCode(r), couponName: generators.couponName(r), useDt: when(r), storeName: generators.storeName(r) }),
  card: (r) => ({ cardNo: generators.cardNo(r), cardName: r.pick(['선불카드', '기프트카드']), balanceAmt: generators.amount(r), mainCardYn: r.chance(0.3) ? 'Y' : 'N' }),
  alert: (r) => ({ sendDt: when(r), title: generators.message(r), readYn: r.chance(0.6) ? 'Y' : 'N' }),
  send: (r) => ({ sendDt: when(r), sendType: r.pick(['PUSH', 'SMS', 'LMS']), message: generators.message(r) }),
  terms: (r) => ({ termsName: r.pick(['서비스 이용약관', '개인정보 처리방침', '마케팅 정보 수신 동의']), agreeYn: r.chance(0.8) ? 'Y' : 'N', agreeDt: when(r) }),
  login: (r) => ({ loginDt: when(r), device: r.pick(['iOS', 'Android']), appVersion: generators.appVersion(r) }),
};

function tabRows(cusId: string, tab: string): Row[] | undefined {
  if (tab === 'memo') return memos().all().filter((row) => textOf(row.cusId) === cusId).reverse();
  const make = TAB_ROWS[tab];
  if (!make) return undefined;
  const r = createRandom(seedFrom(BASE_SEED, 'memberTab', cusId, tab));
  return Array.from({ length: r.int(0, 24) }, () => make(r)).sort((a, b) => String(Object.values(b)[0]).localeCompare(String(Object.values(a)[0])));
}

/** PUT {id}/{field}: one field of the member, required. */
const patchField = (field: string, label: string) =>
  http.put(`/api/member/:id/${field === 'cusName' ? 'name' : field}`, async ({ request, params }) => {
    const { table } = members();
    const id = param(params, 'id');
    if (!table.get(id)) return notFound();
    const value = textOf(recordOf(await readBody(request))[field]);
    if (!value) return badRequest(`${label}을(를) 입력해주세요.`);
    return success({ data: table.update(id, { [field]: value, modId: adminIdNow(), modDt: nowText() }) });
  });

/** A POST on some members named in the body (`cusId` or `cusIds`). */
const onMembers = (path: string, apply: (ids: string[], body: Row) => Response | undefined) =>
  http.post(`/api/member/${path}`, async ({ request }) => {
    const body = recordOf(await readBody(request));
    const ids = (Array.isArray(body.cusIds) ? body.cusIds : [body.cusId]).map(textOf).filter(Boolean);
    if (ids.length === 0) return badRequest('회원번호을(를) 입력해주세요.');
    if (ids.some((id) => !members().table.get(id))) return notFound('회원을 찾을 수 없습니다.');
    return apply(ids, body) ?? success();
  });

export const memberHandlers: HttpHandler[] = [
  http.get('/api/member/list', ({ request }) => listOf(members(), request.url)),
  http.get('/api/member/lbs', ({ request }) => listOf(familyTable('member', 'lbs'), request.url)),
  http.get('/api/member/phone_history', ({ request }) => listOf(familyTable('member', 'phone_history'), request.url)),
  http.get('/api/member/statistic/:id', ({ params }) => {
    const id = param(params, 'id');
    if (!members().table.get(id)) return notFound();
    const count = (tab: string) => tabRows(id, tab)?.length ?? 0;
    return ok({ data: { cusId: id, stampCnt: count('stamp'), couponCnt: count('coupon'), couponUseCnt: count('coupon_use'), cardCnt: count('card'), memoCnt: count('memo') } });
  }),
  onMembers('memo', ([cusId], body) => {
    const memo = textOf(body.memo);
    if (!memo) return badRequest('메모을(를) 입력해주세요.');
    return success({ data: memos().insert({ cusId, memo, regId: adminIdNow(), regDt: nowText() }) });
  }),
  http.delete('/api/member/memo/:id', ({ params }) => deleteRecord({ table: memos() }, param(params, 'id'))),
  http.post('/api/member/combine', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const [from, to] = [textOf(body.fromCusId), textOf(body.toCusId)];
    const { table } = members();
    if (!from || !to) return badRequest('통합할 회원번호을(를) 입력해주세요.');
    if (from === to) return badRequest('같은 회원은 통합할 수 없습니다.');
    const [source, dest] = [table.get(from), table.get(to)];
    if (!source || !dest) return notFound('회원을 찾을 수 없습니다.');
    table.update(to, { stampCnt: (Number(dest.stampCnt) || 0) + (Number(source.stampCnt) || 0) });
    table.remove(from);
    const log = familyTable('rest', 'combine').table;
    log.insert({ combineDt: nowText(), fromCusId: from, toCusId: to, cusName: dest.cusName, movedStampCnt: Number(source.stampCnt) || 0, movedCouponCnt: tabRows(from, 'coupon')?.length ?? 0, regId: adminIdNow() });
    return success({}, '회원이 통합되었습니다.');
  }),
  onMembers('unsubscribe', (ids) => {
    ids.forEach((id) => members().table.update(id, { smsYn: 'N', pushYn: 'N', emailYn: 'N', unsubscribeDt: nowText() }));
    return undefined;
  }),
  onMembers('setMemberVip', (ids, body) => {
    const vipYn = textOf(body.vipYn) || 'Y';
    if (vipYn !== 'Y' && vipYn !== 'N') return badRequest('VIP 여부를 선택해주세요.');
    ids.forEach((id) => members().table.update(id, { vipYn }));
    return undefined;
  }),
  onMembers('updateCustomerCampaignInfo', ([cusId], body) => {
    const table = campaigns();
    const row = { ...body, cusId, modDt: nowText() };
    if (table.get(cusId)) table.update(cusId, row);
    else table.insert(row);
    return undefined;
  }),
  onMembers('deleteCustomerCampaignInfo', ([cusId]) => {
    campaigns().remove(cusId);
    return undefined;
  }),
  http.post('/api/member/:id', ({ params }) => detailOf(members(), param(params, 'id'), true)),
  patchField('cusName', '이름'),
  patchField('email', '이메일'),
  patchField('level', '회원 등급'),
  http.put('/api/member/:id/issuedLevelCoupon', ({ params }) => {
    const row = members().table.get(param(params, 'id'));
    if (!row) return notFound();
    return success({ data: { cusId: row.cusId, level: row.level ?? row.levelName } }, '등급 쿠폰이 발급되었습니다.');
  }),
  http.put('/api/member/:id', async ({ request, params }) => updateRecord(members(), param(params, 'id'), await readBody(request))),
  http.delete('/api/member/:id', ({ params }) => deleteRecord(members(), param(params, 'id'))),
  http.get('/api/member/:id/:tab', ({ request, params }) => {
    const id = param(params, 'id');
    if (!members().table.get(id)) return notFound();
    const rows = tabRows(id, param(params, 'tab'));
    return rows ? ok(queryRows(rows, request.url)) : notFound();
  }),
];
