import type { Route } from './tables';
import type { ReplyKind, Schema } from './replies';
import { CODE_SUB_URL } from '../../resources/settingsRules';

/**
 * What the contract says of each call beyond its route: the reply the console reads (the reader
 * its dataProvider method uses), whether it only reads (the server team's check sends those),
 * the body it sends, and sample parameters for the check. Inferred from the entry's name and
 * method, so a new route-table entry gets a sensible description at once; the table below
 * corrects what the name does not tell.
 */
export type SampleValue = string | number | { from: string; field: string };
export interface Sample {
  path?: Record<string, SampleValue>;
  query?: Record<string, SampleValue>;
  body?: Record<string, SampleValue>;
}

export interface CallFacts {
  kind: ReplyKind;
  readOnly: boolean;
  /** The JSON body sent, when the call sends one. */
  body?: Schema;
  /** Form data instead of JSON (the sign-in). */
  form?: boolean;
  /** The file's own bytes as the body (the temporary upload), not JSON. */
  raw?: boolean;
  /** The list query of docs/api.md ('simple-rest': filter/range/sort). */
  listQuery?: 'paged' | 'simple-rest';
  sample?: Sample;
  note?: string;
}

/** `$key`: the primary key of the screen the call is about. */
export const KEY = '$key';
const fromList = (call: string, field = KEY): SampleValue => ({ from: call, field });

const obj = (properties: Record<string, Schema>, required: string[] = [], extra = true): Schema => ({
  type: 'object',
  ...(required.length ? { required } : {}),
  properties,
  ...(extra ? {} : { additionalProperties: false }),
});
const str: Schema = { type: 'string' };
const ids: Schema = { type: 'array', items: { type: ['string', 'number'] } };
const record: Schema = { type: 'object', description: 'the record (its fields, `rev` on an update: docs/api.md "Versions")' };
const ORDER = obj({ list: { type: 'array', items: obj({ sortOrder: { type: 'integer' } }, ['sortOrder']) } }, ['list']);
const STATUS = obj({ ids, status: str }, ['ids', 'status']);

function infer(route: Route): CallFacts {
  const { method, entry } = route;
  if (method === 'GET') return /list$/i.test(entry) ? { kind: 'list', readOnly: true, listQuery: 'paged' } : { kind: 'detail', readOnly: true };
  if (/^(create|update|save)$|(Create|Update)$/.test(entry)) return { kind: 'saved', readOnly: false, body: record };
  if (/^(delete|cancel)$|Delete$/.test(entry)) return { kind: 'deleted', readOnly: false };
  return { kind: 'done', readOnly: false, body: { type: 'object' } };
}

/** The prepaid card's opaque key (issue 34 item 6a, docs/api.md "Masking by the server"). */
const CARD_KEY = "?cardKey= (the opaque key every prepaid reply carries beside cardNo) or ?cardNo=: no card number in the console's addresses or query strings";

const read = (kind: ReplyKind, extra: Partial<CallFacts> = {}): Partial<CallFacts> => ({ kind, readOnly: true, ...extra });
const list = (extra: Partial<CallFacts> = {}) => read('list', { listQuery: 'paged', ...extra });
const check = (body: Schema, sample: Sample['body']): Partial<CallFacts> => read('result', { body, sample: { body: sample } });

/** Corrections to the inference, by route key. */
const FACTS: Record<string, Partial<CallFacts>> = {
  'auth.signin': { kind: 'login', readOnly: false, form: true, body: obj({ adminId: str, adminPwd: str, authNum: str }, ['adminId', 'adminPwd']) },
  'auth.sendSms': { kind: 'result', readOnly: false, body: obj({ adminId: str }, ['adminId']) },
  'auth.refresh': read('auth', { note: 'the auth record; an empty body when signed out; 401 { expired: true } when a sign-in elsewhere took the session' }),
  'auth.signout': { kind: 'any', readOnly: false, note: 'ends the session (an empty body or { result })' },
  'auth.profile': { kind: 'done', readOnly: false, body: obj({ adminPwd: str, adminPwdConfirm: str, adminHp: str, adminEmail: str }) },
  'auth.pwdChange': { kind: 'done', readOnly: false, body: obj({ adminPwd: str, adminPwdConfirm: str }, ['adminPwd']) },
  'auth.pwdChangePass': { kind: 'done', readOnly: false },

  'menu.auth': read('menu'),
  'menu.list': read('menuList', {
    listQuery: 'paged',
    note: 'a tree is not paged: page and size are ignored, a filter keeps the nodes it matches and their ancestors',
  }),
  'code.sub': read('list', { sample: { path: { code: '900' } } }),
  'code.checkContent': { ...check({ type: 'object' }, {}), sample: { path: { subUrl: CODE_SUB_URL.contentCheck } } },
  'code.checkName': {
    ...check(obj({ codeName: str, upCodeId: str, codeId: str }, ['codeName']), { codeName: '계약 확인용 코드명', upCodeId: '900' }),
    sample: { path: { subUrl: CODE_SUB_URL.nameCheck }, body: { codeName: '계약 확인용 코드명', upCodeId: '900' } },
  },
  'code.order': { body: ORDER },
  'code.updateSub': { kind: 'done', body: obj({ useYn: { enum: ['Y', 'N'] } }) },
  'code.greenDeposit': { kind: 'done', body: obj({ depositAmt: { type: 'integer' } }, ['depositAmt']) },

  'member.detail': read('detail', { sample: { path: { id: fromList('member.list', 'cusId') } } }),
  'member.lbs': list(),
  'member.phoneHistory': list(),
  'member.tab': list({ sample: { path: { id: fromList('member.list', 'cusId'), tab: 'stamp' }, query: { page: 1, size: 5 } } }),
  'member.statistic': read('detail', { sample: { path: { id: fromList('member.list', 'cusId') } } }),
  'member.update': { body: obj({ cusId: str, nickname: str, cusHp: str, gender: str, birthDt: str, rev: { type: 'integer' } }, ['cusId']) },
  'member.updateName': { kind: 'done', body: obj({ cusName: str }, ['cusName']) },
  'member.updateEmail': { kind: 'done', body: obj({ email: str }, ['email']) },
  'member.updateLevel': { kind: 'done', body: obj({ level: { enum: ['WELCOME', 'WHITE', 'BLUE'] }, reason: str }, ['level', 'reason']) },
  'member.delete': { kind: 'done', body: obj({ cusId: str, withdrawReason: str, withdrawReasonText: str }, ['cusId', 'withdrawReason']) },
  'member.addMemo': { body: obj({ cusId: str, memo: { type: 'string', maxLength: 500 } }, ['cusId', 'memo']) },
  'member.deleteMemo': { kind: 'done' },
  'member.combine': { body: obj({ fromCusId: str, toCusId: str }, ['fromCusId', 'toCusId']) },
  'member.unsubscribe': { body: obj({ cusIds: ids, channels: { type: 'array', items: { enum: ['SMS', 'PUSH', 'EMAIL'] } } }, ['cusIds']) },
  'member.issueLevelCoupon': { kind: 'done', body: { type: 'object' } },
  'member.setVip': { body: obj({ cusId: str, vipYn: { enum: ['Y', 'N'] } }, ['cusId', 'vipYn']) },
  'member.updateCampaignInfo': { kind: 'done', body: obj({ cusId: str, campaignCd: str, campaignName: str, inflowChannel: str, campaignDt: str }, ['cusId']) },
  'member.deleteCampaignInfo': { kind: 'done', body: obj({ cusId: str }, ['cusId']) },

  'contentV1.list': list(),
  'contentV1.excelDetail': read('download', {
    body: { type: 'object', description: 'the list filter, flat; excelYn, downloadReason (a POST body)' },
    note: 'a CSV file (content-disposition names it)',
  }),
  'contentV1.chkEventId': check(obj({ eventId: str }, ['eventId']), { eventId: 'CONTRACT-CHECK' }),
  'contentV1.order': { body: ORDER },
  'contentV1.status': { body: STATUS },
  // {code}: a record's key on a screen declaring sub-rows (its sub-rows), a code group elsewhere (empty for a key)
  'contentV1.subCodes': list({
    listQuery: undefined,
    sample: { path: { code: fromList('contentV1.list') } },
    note: 'the sub-rows of record {code} (a screen with subList), else the codes of group {code}',
  }),
  'contentV1.delete': { body: obj({ rev: { type: 'integer' } }) },
  'contentV1.createSub': { kind: 'saved', body: record },
  'contentV2.detail': read('detail', {
    body: { type: 'object', description: '{ [primaryKey]: id } or other conditions' },
    sample: { body: { id: fromList('contentV1.list') } },
  }),
  'contentV2.deleteList': { kind: 'done', body: obj({ ids }, ['ids']) },
  'contentV2.orderSub': { body: ORDER },

  'rest.list': list({ listQuery: 'simple-rest' }),
  'rest.statistic': list({ listQuery: undefined, sample: { path: { statistic: 'summary' } } }),
  'rest.getSub': read('detail', { note: 'GET {type}/{sub}/{id}: the spec names no sub-resource, so the check has no sample' }),
  'rest.deleteBulk': { kind: 'done', note: '?ids=1&ids=2' },
  'rest.order': { body: ORDER },
  'rest.orderOne': { body: obj({ sortOrder: { type: 'integer' } }, ['sortOrder']) },
  'rest.status': { body: STATUS },

  'admin.list': list(),
  'admin.detail': read('detail', { body: obj({ adminId: str }, ['adminId']), sample: { body: { adminId: fromList('admin.list', 'adminId') } } }),
  // 복제 creates an account (issue 14): a write, never sent to a real server by the check
  'admin.duplicate': {
    kind: 'saved',
    readOnly: false,
    body: obj({ srcAdminId: str, adminId: str, adminName: str, adminHp: str, adminEmail: str, adminPwd: str, pwdTempYn: { enum: [0, 1] } }, [
      'srcAdminId',
      'adminId',
      'adminName',
      'adminPwd',
    ]),
    sample: {
      body: {
        srcAdminId: fromList('admin.list', 'adminId'),
        adminId: 'contract.copy01',
        adminName: '계약점검',
        adminHp: '010-2000-3000',
        adminEmail: 'contract@beancoffee.co.kr',
        adminPwd: 'Bean2026!!',
        pwdTempYn: 1,
      },
    },
  },
  'admin.delete': { kind: 'deleted', body: obj({ adminId: str }, ['adminId']) },

  'group.list': list(),
  'appVersion.apps': list({ listQuery: undefined }),
  'appVersion.addApp': { kind: 'done' },
  'appVersion.deleteApp': { kind: 'done' },

  // issue 34 item 6a: the console names a card by the opaque `cardKey` each reply carries beside `cardNo` (cardNo still accepted)
  'prepayCard.lostAndRefundInfo': read('detail', { sample: { query: { cardKey: fromList('prepayCard.list', 'cardKey') } }, note: CARD_KEY }),
  'prepayCard.balance': read('balance', { sample: { query: { cardKey: fromList('prepayCard.list', 'cardKey') } }, note: CARD_KEY }),
  'prepayCard.useList': list({ sample: { query: { cardKey: fromList('prepayCard.list', 'cardKey'), page: 1, size: 5 } }, note: CARD_KEY }),
  'prepayCard.idList': list({ sample: { query: { cusId: fromList('prepayCard.list', 'cusId') } } }),
  'prepayCard.combineList': list({ sample: { query: { cusId: fromList('prepayCard.list', 'cusId') } } }),
  'prepayCard.setMainCard': { kind: 'result', body: obj({ cusId: str, cardNo: str }, ['cardNo']), note: 'spec §8: the result is handed to the caller' },
  'prepayCard.lost': { kind: 'result', body: obj({ cusId: str, cardNo: str, lostYn: { enum: ['Y', 'N'] } }, ['cardNo']) },
  'prepayCard.refund': { kind: 'result', body: obj({ cusId: str, cardNo: str }, ['cardNo']) },
  'prepayCard.combine': { kind: 'result', body: obj({ cusId: str, toCardNo: str, fromCardNos: { type: 'array', items: str } }, ['toCardNo', 'fromCardNos']) },

  'badIssueStamp.list': list({ sample: { path: { periodType: 'daily' } } }),
  'badIssueStamp.settingList': list(),
  'badIssueStamp.detail': read('detail', {
    body: obj({ id: { type: ['string', 'integer'] } }, ['id']),
    sample: { body: { id: fromList('badIssueStamp.list', 'id') } },
  }),
  'badIssueStamp.cancel': {
    kind: 'done',
    note: "?ids=…&reason=… (or ?id=): cancels the detections' stamps; 400 without a reason or when one is already handled",
  },
  'badIssueStamp.except': {
    kind: 'done',
    body: obj({ ids, reason: str }, ['ids', 'reason']),
    note: "takes the detections' members out of detection: every waiting detection of theirs becomes EXCEPTED",
  },

  'eDreamSet.getSub': read('detail', { sample: { path: { sub: fromList('eDreamSet.list', 'id') } } }),
  'eDreamSet.postSub': {
    kind: 'done',
    body: obj({ goalStamp: { type: 'integer' }, rewardName: str, rev: { type: 'integer' } }, ['goalStamp', 'rewardName']),
    note: 'sub = setting (the program setting)',
  },
  'eDreamSet.ticketChangeStore': { kind: 'done', body: obj({ storeId: str }, ['storeId']) },
  'eDreamSet.ticketChangeAddress': { kind: 'done', body: obj({ zipCode: str, address: str, addressDetail: str }, ['zipCode', 'address', 'addressDetail']) },
  'eDreamSet.couponCancel': { kind: 'done', body: obj({ couponNo: str }, ['couponNo']) },
  'eDreamSet.stampChange': { kind: 'done', body: obj({ stampCnt: { type: 'integer' }, reason: str }, ['stampCnt', 'reason']) },
  'eDreamSet.searchCoupon': read('couponList', { sample: { path: { id: fromList('eDreamSet.list', 'id') } } }),
  'eDreamSet.searchCustomer': read('search', { sample: { path: { id: fromList('eDreamSet.list', 'id') } } }),
  'eDreamSet.stamp': read('search', { sample: { path: { id: fromList('eDreamSet.list', 'id') } } }),
  'eventStandard.byType': read('detail', { sample: { path: { id: fromList('eventStandard.list', 'id'), typeCd: '90702' } } }),
  'eventStandard.rewardTypes': list({ listQuery: undefined }),
  'eventStandard.joinTypes': list({ listQuery: undefined, sample: { path: { x: 'empty' } } }),
  'eventStandard.bonusStampSets': list({ listQuery: undefined }),
  'eventStandard.couponTypes': list({ listQuery: undefined }),

  'offlineGiftCard.list': list(),
  'offlineGiftCard.balance': read('detail', { sample: { query: { cardNo: fromList('offlineGiftCard.list', 'cardNo') } } }),
  'offlineGiftCard.history': list({ listQuery: undefined, sample: { path: { id: fromList('offlineGiftCard.list', 'cardNo') }, query: { nextAprvSn: 0 } } }),

  'other.itemPosItems': list(),
  'other.storeManageGeocode': read('detail', { body: obj({ address: str }, ['address']), sample: { body: { address: '서울특별시 중구 세종대로 110' } } }),
  'other.paymentRandomNumberDuplicatePromotion': {
    kind: 'saved',
    readOnly: false,
    note: '프로모션 복제: a copy of the payment random-number set {id} (useCnt 0, 대기), answered as the new record',
  },
  'other.getDashboard': read('dashboard', {
    sample: { query: { startDt: '2026-04-01', endDt: '2026-04-14', prevStartDt: '2026-03-01', prevEndDt: '2026-03-31', levelStartMonth: '2026-02' } },
  }),

  'upload.attachUploadTmp': {
    kind: 'detail',
    readOnly: false,
    raw: true,
    body: { type: 'string', format: 'binary' },
    sample: { query: { fileName: '안내문.txt', refTargetType: 'FILE' } },
    note: "the file's bytes; the reply's data is the temporary file (fileId, fileName, fileSize, fileType, tmpYn 'Y')",
  },
  'file.attachDeleteTmp': { kind: 'done', note: '?fileId=' },
  'file.attachList': list({ listQuery: undefined, sample: { path: { a: 'notice', b: 1 } } }),
  'file.attachListSub': list({ listQuery: undefined, sample: { path: { a: 'notice', b: 1, c: 1 } } }),
  'file.attachDownload': { kind: 'download', readOnly: true, note: 'a zip file' },
  'file.download': {
    kind: 'download',
    readOnly: true,
    sample: { path: { path: 'dashboard/download' } },
    note: 'POST {path}: any file download; the contract shows the one the console sends (the dashboard sample format)',
  },

  'privacy.reveal': {
    kind: 'reveal',
    readOnly: false,
    body: obj({ resource: str, id: { type: ['string', 'integer'] }, field: str }, ['resource', 'id', 'field']),
    note: "logged in the access log (열람); 403 without the modify flag; answers the full value. Every other reply masks personal values for a reader without the owning screen's modify flag, and a masked value written into a personal field answers 400 (docs/api.md, Masking by the server)",
  },
  'privacy.download': {
    kind: 'result',
    readOnly: false,
    body: obj({ resource: str, reason: { type: 'string', maxLength: 200 }, rows: { type: 'integer', minimum: 0 } }, ['resource', 'rows']),
    note: 'an Excel export starts: logged once (다운로드, reason, rows); answers `downloadKey`, which the list pages carry as `downloadKey` with `excelYn=Y` (the reason never travels in a query); 400 without a reason on a screen with personal data',
  },
  'accessLog.review': read('list', {
    sample: { query: { month: '2026-10' } },
    note: "the month's access-log entries that need a look (`flags`), `status` '점검 완료' | '미점검', `review` (who, when, note) or null",
  }),
  'accessLog.saveReview': {
    kind: 'done',
    readOnly: false,
    body: obj({ month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, note: { type: 'string', maxLength: 500 } }, ['month', 'note']),
    note: "records '점검 완료' (modify flag of 0820); logged. Entries themselves cannot be changed: PUT/PATCH/DELETE on accessLog answer 405",
  },

  // issue 34 (docs/api.md "Change history"): read-only logs, 405 to PUT/POST/DELETE
  'history.record': list({
    sample: { query: { resource: 'member', id: fromList('member.list', 'cusId'), page: 1, size: 20 } },
    note: 'resource (a screen with history) and id (the record key) required; newest first; each row: changeDt, adminId, adminName, adminText, action, changes[{ field, label, before, after }] (personal values masked without the modify flag); READ of the record menu',
  }),
  // issue 37 item 1 (docs/api.md "Bulk upload"): {type} is item, storeManage or couponListInsert
  'bulk.bulk': {
    kind: 'done',
    readOnly: false,
    body: obj(
      {
        rows: { type: 'array', minItems: 1, maxItems: 1000, items: obj({ row: { type: 'integer', minimum: 2 } }, ['row']) },
        dryRun: { type: 'boolean' },
        total: { type: 'integer', minimum: 1, description: 'the sound rows of the whole file, sent with every batch (a check of the whole issue counts them)' },
      },
      ['rows'],
    ),
    note: "엑셀 일괄등록 of item (upsert by itemCd), storeManage (update by storeId) and couponListInsert (create by couponTypeId + member): each row its file row number and its values by field; dryRun writes nothing; reply msg (the counts in Korean), list[{ row, key, status: 'created'|'updated'|'unchanged'|'refused', refusal?: 'unknown'|'rule', column?, message? }] and the counts; the mode's flag (create: add; update/upsert: modify); couponListInsert over 1,000 members (the most of rows, total and the coupon's unapproved bulk issues of the day + the call's new members) answers 403 '결재가 필요한 작업입니다. 결재함에서 승인을 받으세요.' unless it is an approved request's run (the whole file in one call, no row cap)",
  },
  'history.grants': list({
    sample: { query: { page: 1, size: 20 } },
    note: '권한 변경 이력 (/authLog 0821): newest first; targetId (one account, also READ of 0804), adminId, regDtFrom/regDtTo; each row: regDt, adminId, adminName, targetType, targetId, targetName, authType, beforeText, afterText; kept 3 years',
  }),

  // issue 36 (docs/api.md "Saved views"): 저장된 검색 of the generic lists, kept per admin on the server
  'savedView.list': read('list', {
    sample: { query: { screen: 'notice' } },
    note: "screen (a declaration name) required; the admin's own views of the screen and those shared with the admin's group, own first; each row: id, screen, name, shared ('N' | 'GROUP'), ownerId, ownerName, mine, default, state { filter, periodPreset, sort, order, perPage, columns }, regDt, updDt; READ of the screen's menu",
  }),
  'savedView.create': {
    kind: 'saved',
    readOnly: false,
    body: obj(
      {
        screen: str,
        name: { type: 'string', maxLength: 50 },
        shared: { enum: ['N', 'GROUP'] },
        state: obj(
          {
            filter: { type: 'object' },
            periodPreset: { type: ['string', 'null'] },
            sort: { type: ['string', 'null'] },
            order: { enum: ['ASC', 'DESC', null] },
            perPage: { enum: [20, 50, 100, null] },
            columns: { type: ['array', 'null'], items: str },
          },
          ['filter'],
        ),
      },
      ['screen', 'name', 'state'],
    ),
    note: "answers { result, msg, data: the view }; 400 for a missing, long (over 50) or taken name (per admin and screen), an unknown screen or a malformed state; READ of the screen's menu",
  },
  'savedView.update': {
    kind: 'saved',
    readOnly: false,
    body: obj({ name: { type: 'string', maxLength: 50 }, shared: { enum: ['N', 'GROUP'] }, state: { type: 'object' } }),
    note: "the owner only: 403 '다른 관리자가 저장한 검색 조건은 변경할 수 없습니다.' to anyone else; 404 for a view the admin cannot see",
  },
  'savedView.delete': {
    kind: 'done',
    readOnly: false,
    note: "the owner only: 403 '다른 관리자가 저장한 검색 조건은 삭제할 수 없습니다.'; the defaults on it end",
  },
  'savedView.setDefault': {
    kind: 'done',
    readOnly: false,
    body: obj({ default: { enum: ['Y', 'N'] } }, ['default']),
    note: "the admin's default view of its screen (one per admin and screen): any view the admin sees, own or shared",
  },
  // issue 37 item 2 (docs/api.md "Approval"): 결재 requests; the watched calls answer 403 over their threshold without an approved request
  'approval.ofRecord': read('list', {
    sample: { query: { targetKey: 'K0000000000000000' } },
    note: "the requests of one record (`targetKey`: a card's cardKey, `eDream:{id}`, `couponType:{id}` also finding a request of several coupons), newest first; each row: approvalId, reqDt, reqAdminText, task, taskName, targetName, amount, amountText, reason, state (대기/승인/반려), decAdminText, decDt, decReason, resultMsg, steps; READ of 0822, 0310, 0409, 040201 or 040202",
  }),
  'approval.request': {
    kind: 'saved',
    readOnly: false,
    body: obj(
      {
        task: { type: 'string', enum: ['prepayRefund', 'prepayCombine', 'couponIssue', 'stampChange'] },
        target: str,
        amount: { type: 'number' },
        reason: { type: 'string', maxLength: 200 },
        call: obj({ method: str, path: str, body: { type: 'object' } }, ['path', 'body']),
      },
      ['task', 'reason', 'call'],
    ),
    note: "a request (state 대기) instead of running the call; the server measures the call itself; 400 at or under the threshold, 409 when one waits for the same record, 403 without the call's own flag; couponIssue: call POST couponListInsert/bulk { rows: every sound row of the file, total }, target couponType:{id}",
  },
  'approval.approve': {
    kind: 'saved',
    readOnly: false,
    body: { type: 'object' },
    note: "runs the stored call once (its msg after '승인되었습니다.'); 403 to the requester, 409 once decided; the modify flag of 0822 and the call's own flag",
  },
  'approval.reject': {
    kind: 'saved',
    readOnly: false,
    body: obj({ reason: { type: 'string', maxLength: 200 } }, ['reason']),
    note: 'state 반려 with the reason (required); 403 to the requester, 409 once decided',
  },
};

/**
 * A record's `{id}` is taken from the first row of its family's list: `list` of the same table,
 * or `{group}List` for `{group}Get` (the other resources).
 */
function idSample(route: Route, routeKeys: ReadonlySet<string>): SampleValue | undefined {
  const group = /^(.*?)(Get|Update|Delete)$/.exec(route.entry)?.[1];
  const candidates = [group ? `${route.table}.${group}List` : '', `${route.table}.list`];
  const list = candidates.find((key) => key && routeKeys.has(key));
  return list ? fromList(list) : undefined;
}

/** The contract's facts of one route: inferred, then corrected; `{id}` sampled from a list when not said. */
export function factsOf(route: Route, routeKeys: ReadonlySet<string> = new Set()): CallFacts {
  const facts: CallFacts = { ...infer(route), ...FACTS[route.key] };
  if (route.template.includes('{id}') && facts.sample?.path?.id === undefined) {
    const id = idSample(route, routeKeys);
    if (id) facts.sample = { ...facts.sample, path: { ...facts.sample?.path, id } };
  }
  return facts;
}

/** Route keys the corrections name (a test checks that each still names a route). */
export const correctedKeys = (): string[] => Object.keys(FACTS);
