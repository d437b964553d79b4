import { http, type HttpHandler } from 'msw';
import { findScreen, screens } from '@resources/registry';
import { levelCouponName, uniqueCouponCode } from '../../db/universe/coupons';
import { CHANNEL_FLAGS, CHANNELS, type Channel } from '../../db/universe/history';
import type { Level } from '../../db/universe/members';
import { DAY, dateOf, type Row, rowsOf, type Stores, updateWhere } from '../../db/universe/model';
import { combineMembers, withdrawMember } from '../../db/universe/operations';
import { isActiveCard } from '../../db/universe/summaries';
import { collectionOf } from '../../db';
import { createRandom } from '../../db/random';
import { failure, notFound, readBody, RESULT, success } from '../util';
import { updateRecord } from './records';
import { changeLevel } from './memberLevel';
import { campaignOf, emailProblem, infoPatch, isProblem, memberFor, memberStores, memoProblem, nameProblem, withdrawReason } from './memberRules';
import { adminIdNow, badRequest, nowText, param, recordOf, textOf, type Params } from './shared';

/** Member writes (issue 12): each checks its flag, the member and its input, then changes the universe's tables. */
type Args = { request: Request; params: Params };
type Write = (stores: Stores, body: Row, params: Params) => Response;

/** Runs a write with the body read (`{ data }` or flat); the gate checked its flag before (mocks/callRules.ts). */
const writing =
  (run: Write) =>
  async ({ request, params }: Args) =>
    run(memberStores(), recordOf(await readBody(request)), params);

const conflict = (msg: string) => failure(msg, RESULT.FAIL, 409);

/** The member's name or mobile in every record that shows them beside the member number (one write per table). */
function propagate(cusId: string, patch: Row): void {
  const done = new Set<string>();
  for (const screen of screens) {
    if (!screen.fields.some((field) => field.linkTo === 'member' && field.source === 'cusId') || screen.name === 'member') continue;
    const table = collectionOf(screen);
    if (done.has(table.name)) continue;
    done.add(table.name);
    const own = (row: Row) => Object.fromEntries(Object.entries(patch).filter(([field]) => field in row));
    updateWhere(table, (row) => String(row.cusId) === cusId && Object.keys(own(row)).length > 0, own);
  }
}

const patchMember = (field: 'cusName' | 'email', check: (value: string, member: Row) => string | undefined, done: string) =>
  writing((stores, body, params) => {
    const member = memberFor(stores, param(params, 'id'));
    if (member instanceof Response) return member;
    const value = textOf(body[field]);
    const problem = check(value, member);
    if (problem) return badRequest(problem);
    const cusId = String(member.cusId);
    const data = stores.member.update(cusId, { [field]: value, modId: adminIdNow(), modDt: nowText() });
    if (field === 'cusName') propagate(cusId, { cusName: value });
    return success({ data }, done);
  });

function info(stores: Stores, body: Row, params: Params): Response {
  const member = memberFor(stores, param(params, 'id'));
  if (member instanceof Response) return member;
  const checked = infoPatch(body, member);
  if (isProblem(checked)) return badRequest(checked.problem);
  const { patch } = checked;
  const cusId = String(member.cusId);
  const phone = textOf(patch.cusHp);
  const changedPhone = phone && phone !== member.cusHp;
  if (changedPhone && stores.member.all().some((other) => other.cusHp === phone && other.cusId !== cusId && other.memberStatus !== 'WITHDRAWN')) {
    return conflict('이미 다른 회원이 사용 중인 휴대폰 번호입니다.');
  }
  const before = member.cusHp;
  const screen = findScreen('member');
  const answer = screen ? updateRecord({ table: collectionOf(screen), screen }, cusId, patch) : notFound();
  if (answer.ok && changedPhone) {
    stores.phoneHistory.insert({ cusId, cusName: member.cusName, beforeHp: before, afterHp: phone, changeType: 'ADMIN', changeDt: nowText() });
    propagate(cusId, { cusHp: phone });
  }
  return answer;
}

function withdraw(stores: Stores, body: Row, params: Params): Response {
  const member = memberFor(stores, param(params, 'id'), true);
  if (member instanceof Response) return member;
  if (member.memberStatus === 'WITHDRAWN') return badRequest('이미 탈퇴한 회원입니다.');
  const reason = withdrawReason(body);
  if (isProblem(reason)) return badRequest(reason.problem);
  const cusId = String(member.cusId);
  if (rowsOf(stores.prepayCard, cusId).some((card) => isActiveCard(card) && Number(card.balanceAmt) > 0)) {
    return badRequest('선불카드 잔액이 남아 있어 탈퇴할 수 없습니다. 환불 후 다시 시도해주세요.');
  }
  return success({ data: withdrawMember(stores, cusId, reason, nowText(), adminIdNow()) }, '회원 탈퇴가 처리되었습니다.');
}

function combine(stores: Stores, body: Row): Response {
  const [fromId, toId] = [textOf(body.fromCusId), textOf(body.toCusId)];
  if (!fromId || !toId) return badRequest('통합할 두 회원을 선택해주세요.');
  if (fromId === toId) return badRequest('같은 회원은 통합할 수 없습니다.');
  for (const id of [fromId, toId]) {
    const member = memberFor(stores, id, true);
    if (member instanceof Response) return member;
    if (member.memberStatus === 'WITHDRAWN') return badRequest(`탈퇴한 회원(${id})은 통합할 수 없습니다.`);
  }
  return success({ data: combineMembers(stores, fromId, toId, nowText(), adminIdNow()) }, '회원이 통합되었습니다.');
}

function unsubscribe(stores: Stores, body: Row): Response {
  const ids = (Array.isArray(body.cusIds) ? body.cusIds : [body.cusId]).map(textOf).filter(Boolean);
  const channels = Array.isArray(body.channels) ? body.channels.map(textOf) : CHANNELS;
  if (ids.length === 0) return badRequest('수신 거부할 회원을 선택해주세요.');
  if (channels.length === 0) return badRequest('수신 거부할 채널을 선택해주세요.');
  if (channels.some((channel) => !(channel in CHANNEL_FLAGS))) return badRequest('수신 거부 채널을 확인해주세요.');
  const members: Row[] = [];
  for (const id of ids) {
    const member = memberFor(stores, id);
    if (member instanceof Response) return member;
    members.push(member);
  }
  const changes = members.flatMap((member) =>
    (channels as Channel[]).filter((channel) => member[CHANNEL_FLAGS[channel]] === 'Y').map((channel) => ({ member, channel })),
  );
  if (changes.length === 0) return badRequest('이미 수신 거부된 채널입니다.');
  for (const member of members) {
    const off = changes.filter((change) => change.member === member).map(({ channel }) => [CHANNEL_FLAGS[channel], 'N']);
    if (off.length > 0) stores.member.update(member.cusId, { ...Object.fromEntries(off), modDt: nowText() });
  }
  for (const { member, channel } of changes)
    stores.unsubscribe.insert({ recvHp: member.cusHp, cusId: member.cusId, cusName: member.cusName, channel, reqPath: 'CS', reqDt: nowText() });
  return success({ count: changes.length }, '수신 거부가 처리되었습니다.');
}

function issueLevelCoupon(stores: Stores, _body: Row, params: Params): Response {
  const member = memberFor(stores, param(params, 'id'));
  if (member instanceof Response) return member;
  const couponName = levelCouponName(member.level as Level);
  const month = nowText().slice(0, 7);
  if (
    rowsOf(stores.coupon, String(member.cusId)).some(
      (row) => row.couponName === couponName && String(row.issueDt).startsWith(month) && row.couponStatus !== 'CANCELED',
    )
  ) {
    return conflict('이번 달 등급 쿠폰이 이미 발급되었습니다.');
  }
  const taken = new Set(stores.coupon.all().map((row) => String(row.couponCode)));
  const now = nowText();
  const coupon = stores.coupon.insert({
    couponCode: uniqueCouponCode(createRandom(Date.now() >>> 0), taken),
    couponName,
    cusId: member.cusId,
    issueDt: now,
    expireDt: dateOf(Date.parse(`${now.slice(0, 10)}T00:00:00Z`) + 30 * DAY),
    couponStatus: 'ISSUED',
    useDt: null,
    useStoreName: null,
  });
  return success({ data: coupon }, `${couponName}이 발급되었습니다.`);
}

function setVip(stores: Stores, body: Row): Response {
  const member = memberFor(stores, body.cusId);
  if (member instanceof Response) return member;
  const vipYn = textOf(body.vipYn);
  if (vipYn !== 'Y' && vipYn !== 'N') return badRequest('VIP 여부를 선택해주세요.');
  if (member.vipYn === vipYn) return badRequest(vipYn === 'Y' ? '이미 VIP 회원입니다.' : '이미 일반 회원입니다.');
  stores.member.update(member.cusId, { vipYn, modId: adminIdNow(), modDt: nowText() });
  return success({ data: { cusId: member.cusId, vipYn } }, vipYn === 'Y' ? 'VIP로 지정되었습니다.' : 'VIP 지정이 해제되었습니다.');
}

function updateCampaign(stores: Stores, body: Row): Response {
  const member = memberFor(stores, body.cusId);
  if (member instanceof Response) return member;
  const checked = campaignOf(body);
  if (isProblem(checked)) return badRequest(checked.problem);
  const row = { ...checked.campaign, cusId: member.cusId, modDt: nowText() };
  const data = stores.campaign.get(member.cusId) ? stores.campaign.update(member.cusId, row) : stores.campaign.insert(row);
  return success({ data }, '캠페인 정보가 저장되었습니다.');
}

function deleteCampaign(stores: Stores, body: Row): Response {
  const member = memberFor(stores, body.cusId);
  if (member instanceof Response) return member;
  if (!stores.campaign.remove(member.cusId)) return notFound('캠페인 정보가 없습니다.');
  return success({}, '캠페인 정보가 삭제되었습니다.');
}

function addMemo(stores: Stores, body: Row): Response {
  const member = memberFor(stores, body.cusId, true);
  if (member instanceof Response) return member;
  const memo = textOf(body.memo);
  const problem = memoProblem(memo);
  if (problem) return badRequest(problem);
  return success({ data: stores.memo.insert({ cusId: member.cusId, memo, regId: adminIdNow(), regDt: nowText() }) }, '메모가 등록되었습니다.');
}

function deleteMemo(stores: Stores, _body: Row, params: Params): Response {
  const id = param(params, 'id');
  const memo = stores.memo.get(id);
  if (!memo) return notFound('메모를 찾을 수 없습니다.');
  stores.memo.remove(id);
  return success({ data: memo }, '메모가 삭제되었습니다.');
}

/** In MSW order: the fixed paths before `member/:id`. */
export const memberWriteHandlers: HttpHandler[] = [
  http.post('/api/member/memo', writing(addMemo)),
  http.delete('/api/member/memo/:id', writing(deleteMemo)),
  http.post('/api/member/combine', writing(combine)),
  http.post('/api/member/unsubscribe', writing(unsubscribe)),
  http.post('/api/member/setMemberVip', writing(setVip)),
  http.post('/api/member/updateCustomerCampaignInfo', writing(updateCampaign)),
  http.post('/api/member/deleteCustomerCampaignInfo', writing(deleteCampaign)),
  http.put('/api/member/:id/name', patchMember('cusName', nameProblem, '이름이 변경되었습니다.')),
  http.put('/api/member/:id/email', patchMember('email', emailProblem, '이메일이 변경되었습니다.')),
  http.put('/api/member/:id/level', writing(changeLevel)),
  http.put('/api/member/:id/issuedLevelCoupon', writing(issueLevelCoupon)),
  http.put('/api/member/:id', writing(info)),
  http.delete('/api/member/:id', writing(withdraw)),
];
