import { http, type HttpHandler } from 'msw';
import type { ScreenDeclaration } from '@/declarations/types';
import {
  type AllowedValue,
  type BulkRowResult,
  type BulkStatus,
  bulkColumnsOf,
  bulkKeyOf,
  bulkKeysOf,
  checkCell,
  isMobileKey,
  type ResolvedBulkColumn,
} from '@/declarations/bulkUpload';
import { inStoreScope } from '@/declarations/storeScope';
import { canOnAnyMenu } from '@resources/permissions';
import { findScreen, screens } from '@resources/registry';
import { approvedRunOf } from '../../approvals';
import { codesOf, collectionOf, db } from '../../db';
import { formatDate } from '../../db/generators';
import { permissionsOf } from '../../permissions';
import { currentAdmin } from '../../session';
import { currentStoreScope, OTHER_STORE_MSG } from '../../storeScope';
import { isRecord, ok, readBody } from '../util';
import { adminIdNow, badRequest, nowText, type Row } from './shared';

/**
 * 엑셀 일괄등록 (issue 37 item 1, docs/api.md "Bulk upload"): `POST {type}/bulk` of every screen
 * declaring `bulkUpload`. The server checks each row as the console did (the shared rules of
 * src/declarations/bulkUpload.ts) and then what only it knows (the record exists, the store is
 * the admin's, the member is known), and answers each row: created, updated, unchanged (already
 * so: a file sent twice writes nothing twice) or refused with its Korean reason. `dryRun` answers
 * the same without writing (the preview). The permission gate (mocks/callRules.ts) has already
 * checked the mode's flag; the writes go through the tables, so 변경 이력 records them.
 */

export const BULK_MAX_ROWS = 1000;

type Values = Record<string, string | number>;

interface Context {
  screen: ScreenDeclaration;
  columns: ResolvedBulkColumn[];
  keys: string[];
  dryRun: boolean;
  /** The approved request this call is the run of (the coupons it issues carry it). */
  approvalId?: number;
  /** Keys already answered in this call (a key twice in one call: the second is refused). */
  seen: Set<string>;
  /** Lookups built once per call (a call carries up to BULK_MAX_ROWS rows). */
  cache: { phones?: Map<string, Row>; issued?: Set<string>; allowed: Map<string, AllowedValue[] | undefined> };
}

const refused = (row: number, key: string, refusal: 'unknown' | 'rule', message: string, column?: string): BulkRowResult => ({
  row,
  key,
  status: 'refused',
  refusal,
  message,
  ...(column ? { column } : {}),
});

/** What a code / select / yn column accepts on the server: its own code table or choices. */
function allowedOf(column: ResolvedBulkColumn): AllowedValue[] | undefined {
  if (column.kind === 'code' && column.codeGroup) return codesOf(column.codeGroup).map((code) => ({ id: String(code.codeId), name: String(code.codeName) }));
  if (column.kind === 'reference' && column.reference) {
    const target = findScreen(column.reference);
    if (!target) return undefined;
    const table = collectionOf(target);
    return table.all().map((row) => ({ id: String(row[table.key]), name: String(row[column.referenceLabel ?? table.key] ?? '') }));
  }
  return undefined;
}

const FORMAT_MESSAGES: Record<string, string> = {
  number: '숫자로 입력해주세요.',
  time: '시각은 HH:mm 형식으로 입력해주세요.',
  phone: '전화번호 형식이 올바르지 않습니다.',
  memberKey: '회원번호 또는 휴대폰 번호 형식이 올바르지 않습니다.',
};

/** The row's values as the server reads them, or the first problem (the console's own checks, repeated). */
function checked(ctx: Context, body: Row, row: number, key: string): { values: Values } | { refusal: BulkRowResult } {
  const values: Values = {};
  for (const column of ctx.columns) {
    const raw = body[column.source];
    if (raw === undefined || raw === null || String(raw).trim() === '') {
      if (column.required || (ctx.keys.includes(column.source) && ctx.screen.bulkUpload?.mode !== 'update'))
        return { refusal: refused(row, key, 'rule', `${column.label}을(를) 입력해주세요.`, column.label) };
      continue;
    }
    if (!ctx.cache.allowed.has(column.source)) ctx.cache.allowed.set(column.source, allowedOf(column));
    const allowed = ctx.cache.allowed.get(column.source);
    const result = checkCell(column, raw, allowed);
    if ('error' in result) {
      const { problem, format, limit } = result.error;
      if (problem === 'unknownCode') return { refusal: refused(row, key, 'unknown', `${column.label}: 등록되지 않은 값입니다.`, column.label) };
      const message =
        format === 'maxLength'
          ? `${limit}자 이내로 입력해주세요.`
          : format === 'min'
            ? `${limit} 이상으로 입력해주세요.`
            : format === 'max'
              ? `${limit} 이하로 입력해주세요.`
              : (FORMAT_MESSAGES[format ?? ''] ?? '형식이 올바르지 않습니다.');
      return { refusal: refused(row, key, 'rule', `${column.label}: ${message}`, column.label) };
    }
    values[column.source] = result.value;
  }
  return { values };
}

const changedFields = (current: Row, values: Values) => Object.keys(values).filter((field) => String(current[field] ?? '') !== String(values[field]));

/** 상품: a new item code is created (add flag), a known one updated (modify flag); the same values are no change. */
function applyItem(ctx: Context, row: number, key: string, values: Values): BulkRowResult {
  const table = collectionOf(ctx.screen);
  const itemCd = String(values.itemCd);
  const current = table.get(itemCd);
  if (!current) {
    const admin = currentAdmin();
    if (!admin || !canOnAnyMenu(permissionsOf(admin), [ctx.screen.menuCode], 'create'))
      return refused(row, key, 'rule', '상품 등록 권한이 없습니다.', '상품 코드');
    const missing = ctx.columns.find(
      (column) => values[column.source] === undefined && ctx.screen.fields.find((field) => field.source === column.source)?.required,
    );
    if (missing) return refused(row, key, 'rule', `새 상품은 ${missing.label}을(를) 입력해야 합니다.`, missing.label);
    if (!ctx.dryRun) table.insert({ ...values, itemCd, regId: adminIdNow(), regDt: nowText() });
    return { row, key, status: 'created' };
  }
  const changed = changedFields(current, values);
  if (changed.length === 0) return { row, key, status: 'unchanged' };
  if (!ctx.dryRun) table.update(itemCd, Object.fromEntries(changed.map((field) => [field, values[field]])));
  return { row, key, status: 'updated' };
}

const SERVICE_FIELDS = ['openTime', 'closeTime'];

/** 매장: an existing store of the admin's scope; phone and state on the store, hours on its service setting (매장 서비스 설정). */
function applyStore(ctx: Context, row: number, key: string, values: Values): BulkRowResult {
  const stores = collectionOf(ctx.screen);
  const storeId = String(values.storeId);
  const current = stores.get(storeId);
  if (!current) return refused(row, key, 'unknown', '등록되지 않은 매장 코드입니다.', '매장 코드');
  if (!inStoreScope(currentStoreScope(), storeId)) return refused(row, key, 'rule', OTHER_STORE_MSG, '매장 코드');
  const serviceScreen = findScreen('storeService');
  const services = serviceScreen ? collectionOf(serviceScreen) : undefined;
  const service = services?.all().find((candidate) => String(candidate.storeId) === storeId);
  const hours = Object.fromEntries(Object.entries(values).filter(([field]) => SERVICE_FIELDS.includes(field)));
  const own = Object.fromEntries(Object.entries(values).filter(([field]) => field !== 'storeId' && !SERVICE_FIELDS.includes(field)));
  if (Object.keys(hours).length && !service) return refused(row, key, 'rule', '매장 서비스 설정이 없는 매장은 시각을 바꿀 수 없습니다.', '주문 시작 시각');
  const open = String(hours.openTime ?? service?.openTime ?? '');
  const close = String(hours.closeTime ?? service?.closeTime ?? '');
  if (Object.keys(hours).length && open && close && open >= close)
    return refused(row, key, 'rule', '주문 마감 시각은 시작 시각보다 늦어야 합니다.', '주문 마감 시각');
  const ownChanged = changedFields(current, own);
  const hoursChanged = service ? changedFields(service, hours) : [];
  if (ownChanged.length === 0 && hoursChanged.length === 0) return { row, key, status: 'unchanged' };
  if (!ctx.dryRun) {
    const stamp = { modId: adminIdNow(), modDt: nowText() };
    if (ownChanged.length) stores.update(storeId, Object.fromEntries(ownChanged.map((field) => [field, own[field]])));
    if (services && service && hoursChanged.length)
      services.update(service[services.key], { ...Object.fromEntries(hoursChanged.map((field) => [field, hours[field]])), ...stamp });
  }
  return { row, key, status: 'updated' };
}

/**
 * 쿠폰 일괄 발급: the coupon issued to the member (by number or mobile) once; a member who has it
 * from a bulk issue already is unchanged. The approval of a large issue (issue 37 item 2) is
 * checked before the first row (BEFORE_ROWS below).
 */
function applyCoupon(ctx: Context, row: number, key: string, values: Values): BulkRowResult {
  const member = findScreen('member');
  const couponType = findScreen('couponType');
  if (!member || !couponType) return refused(row, key, 'rule', '쿠폰을 발급할 수 없습니다.');
  const members = collectionOf(member);
  const memberKey = String(values.member);
  ctx.cache.phones ??= new Map(members.all().map((candidate) => [String(candidate.cusHp ?? '').replace(/\D/g, ''), candidate]));
  const found = isMobileKey(memberKey) ? ctx.cache.phones.get(memberKey) : members.get(memberKey);
  if (!found) return refused(row, key, 'unknown', '등록되지 않은 회원입니다.', '회원번호 또는 휴대폰 번호');
  if (found.memberStatus === 'WITHDRAWN') return refused(row, key, 'rule', '탈퇴한 회원에게는 발급할 수 없습니다.', '회원번호 또는 휴대폰 번호');
  const types = collectionOf(couponType);
  const type = types.get(values.couponTypeId);
  if (!type) return refused(row, key, 'unknown', '등록되지 않은 쿠폰입니다.', '발급 쿠폰');
  if (type.useYn === 'N') return refused(row, key, 'rule', '사용하지 않는 쿠폰은 발급할 수 없습니다.', '발급 쿠폰');
  const cusId = String(found.cusId);
  const coupons = db.collection('coupon', 'couponCode');
  const bulkKey = `${values.couponTypeId}|${cusId}`;
  ctx.cache.issued ??= new Set(coupons.all().flatMap((coupon) => (coupon.bulkKey ? [String(coupon.bulkKey)] : [])));
  if (ctx.cache.issued.has(bulkKey)) return { row, key, status: 'unchanged' };
  if (!ctx.dryRun) {
    ctx.cache.issued.add(bulkKey);
    const issued = Date.now() + 9 * 3_600_000;
    const validDays = Number(type.validDays ?? 30) || 30;
    coupons.insert({
      couponCode: `${issued}${String(row).padStart(6, '0')}`.slice(-16),
      couponName: String(type.couponName ?? ''),
      cusId,
      issueDt: nowText(),
      expireDt: formatDate(issued + validDays * 86_400_000),
      couponStatus: 'ISSUED',
      useDt: null,
      useStoreName: null,
      bulkKey,
      ...(ctx.approvalId !== undefined ? { approvalId: ctx.approvalId } : {}),
    });
  }
  return { row, key, status: 'created' };
}

const APPLY: Record<string, (ctx: Context, row: number, key: string, values: Values) => BulkRowResult> = {
  item: applyItem,
  storeManage: applyStore,
  couponListInsert: applyCoupon,
};

function answerRow(ctx: Context, body: Row): BulkRowResult {
  const row = Number(body.row) || 0;
  const key = bulkKeyOf(ctx.keys, body);
  const read = checked(ctx, body, row, key);
  if ('refusal' in read) return read.refusal;
  const normalKey = bulkKeyOf(ctx.keys, read.values);
  if (ctx.seen.has(normalKey)) return refused(row, normalKey, 'rule', '같은 요청에 두 번 있는 행입니다.');
  ctx.seen.add(normalKey);
  const apply = APPLY[ctx.screen.name];
  return apply ? apply(ctx, row, normalKey, read.values) : refused(row, normalKey, 'rule', '일괄등록을 지원하지 않는 화면입니다.');
}

/**
 * What the server checks of a whole call before its first row (a Response refuses it all). The
 * coupon issue to more than 1,000 members (issue 37 item 2) is not checked here but by the one
 * approval gate in front of every call (mocks/approvals.ts `TASK_PATHS`, measured by
 * ./couponIssue.ts): 403 `APPROVAL_MESSAGES.required` before any handler runs.
 */
const BEFORE_ROWS: Record<string, (rows: readonly Row[], total: number, ctx: Context) => Response | undefined> = {
  couponListInsert: () => undefined,
};

/** The `{type}` of a screen's bulk call. */
export const bulkCallOf = (screen: ScreenDeclaration) => screen.bulkUpload?.call ?? screen.api.type ?? screen.name;

export const bulkHandlers: HttpHandler[] = screens
  .filter((screen) => screen.bulkUpload)
  .map((screen) =>
    http.post(`/api/${bulkCallOf(screen)}/bulk`, async ({ request }) => {
      const body = await readBody(request);
      const rows = Array.isArray(body.rows) ? body.rows.filter(isRecord) : undefined;
      if (!rows || rows.length === 0) return badRequest('등록할 행이 없습니다.');
      // an approved request's run (the gate honoured its token) takes the whole file in one call
      const approvalId = approvedRunOf(request);
      if (rows.length > BULK_MAX_ROWS && approvalId === undefined)
        return badRequest(`한 번에 ${BULK_MAX_ROWS.toLocaleString('ko-KR')}건까지 보낼 수 있습니다.`);
      const ctx: Context = {
        screen,
        columns: bulkColumnsOf(screen),
        keys: bulkKeysOf(screen),
        dryRun: body.dryRun === true,
        approvalId,
        seen: new Set(),
        cache: { allowed: new Map() },
      };
      // `total`: the sound rows of the whole file (every batch carries it), else this call's
      const total = typeof body.total === 'number' && body.total >= rows.length ? body.total : rows.length;
      const refusal = BEFORE_ROWS[screen.name]?.(rows, total, ctx);
      if (refusal) return refusal;
      const list = rows.map((row) => answerRow(ctx, row));
      const count = (status: BulkStatus) => list.filter((entry) => entry.status === status).length;
      const counts = { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused') };
      const n = (value: number) => value.toLocaleString('ko-KR');
      return ok({
        result: '0000',
        // the run's result as the 결재함 keeps it (an approved coupon issue)
        msg: `신규 ${n(counts.created)}건 · 수정 ${n(counts.updated)}건 · 변경 없음 ${n(counts.unchanged)}건 · 서버 거부 ${n(counts.refused)}건`,
        dryRun: ctx.dryRun,
        ...counts,
        list,
      });
    }),
  );
