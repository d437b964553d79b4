import type { ApiFamily, ScreenDeclaration } from '@/declarations/types';
import { APPROVAL_RULES, APPROVAL_TASKS, isApprovalTask } from '@resources/approvalRules';
import type { MenuAction } from '@resources/permissions';
import { type MemberWrite, memberWriteAction } from '@resources/members/memberRules';
import { findScreen, screens } from '@resources/registry';
import { codeTable } from './db';
import { savedViewTable } from './savedViews';
import { isRecord } from './handlers/util';

/**
 * What each /api call needs (docs/permissions.md): the menu codes it belongs to (any one of them
 * suffices) and the action, read from the route, the query and, for a few calls, the body or the
 * stored record. `open` calls need only a session. Unknown paths need nothing here (they 404).
 */
export type Requirement = 'open' | { action: MenuAction; codes: readonly string[] };

export interface CallContext {
  method: string;
  /** Path segments after /api. */
  segments: string[];
  url: URL;
  body(): Promise<Record<string, unknown>>;
}

type Resolve = (ctx: CallContext, params: Record<string, string>) => Requirement | Promise<Requirement>;

const GENERIC: readonly ApiFamily[] = ['contentV1', 'contentV2', 'rest'];
const typeOf = (screen: ScreenDeclaration) => screen.api.type ?? screen.name;

/** The menu code of a registry screen by name (the rules name screens, not codes). */
function code(name: string): string {
  const screen = findScreen(name);
  if (!screen) throw new Error(`callRules: no screen '${name}'`);
  return screen.menuCode;
}

let readersBySegment: Map<string, Set<string>> | undefined;

/**
 * segment -> the codes that may READ it: the screens served under it, and the screens whose
 * reference fields look its records up (a form's choices are not a visit).
 */
function readersOf(segment: string): string[] {
  if (!readersBySegment) {
    const map = new Map<string, Set<string>>();
    const segmentOf = (screen: ScreenDeclaration) => (GENERIC.includes(screen.api.family) ? typeOf(screen) : screen.api.family);
    const add = (segment: string, menuCode: string) => map.set(segment, (map.get(segment) ?? new Set()).add(menuCode));
    for (const screen of screens) add(segmentOf(screen), screen.menuCode);
    for (const screen of screens)
      for (const field of screen.fields) {
        const target = field.reference ? findScreen(field.reference) : undefined;
        if (target) add(segmentOf(target), screen.menuCode);
      }
    readersBySegment = map;
  }
  return [...(readersBySegment.get(segment) ?? [])];
}

const need = (action: MenuAction, ...codes: string[]): Requirement => ({ action, codes });
const read = (...names: string[]) => need('read', ...names.map(code));
const write = (action: Exclude<MenuAction, 'read'>, ...names: string[]) => need(action, ...names.map(code));
/** A member write needs the flag the member workspace's buttons check (resources/members/memberRules.ts). */
const memberWrite = (call: MemberWrite) => () => write(memberWriteAction[call], 'member');
/** POST that saves a new record, or the one its body names (`save`, bad-issue settings). */
const saveOf =
  (key: string, ...names: string[]): Resolve =>
  async (ctx) => {
    const body = await ctx.body();
    const record = isRecord(body.data) ? body.data : body;
    return write(record[key] === undefined || record[key] === '' || record[key] === null ? 'create' : 'edit', ...names);
  };

/** Common codes: the code screen, and the category screen of the group (904 itemCategory, 900 faqCategory). */
function codesForGroup(group: unknown): string[] {
  const category = screens.filter((screen) => screen.categoryCode !== undefined && screen.categoryCode === String(group ?? ''));
  return [code('code'), ...category.map((screen) => screen.menuCode)];
}
const codesForCode = (id: string) => {
  const upCodeId = codeTable().get(id)?.upCodeId;
  return upCodeId ? codesForGroup(upCodeId) : [code('code')];
};
/** A reorder may touch several groups: only the codes every item allows. */
async function codesForOrder(ctx: CallContext): Promise<string[]> {
  const body = await ctx.body();
  const items = (Array.isArray(body.list) ? body.list.filter(isRecord).map((item) => String(item.codeId ?? item.id)) : []).concat(
    Array.isArray(body.ids) ? body.ids.map(String) : [],
  );
  return items.map(codesForCode).reduce((common, codes) => common.filter((one) => codes.includes(one)), codesForCode(items[0] ?? ''));
}
const bodyField = async (ctx: CallContext, field: string) => {
  const body = await ctx.body();
  return (isRecord(body.data) ? body.data : body)[field];
};

/** A 결재 request: the flag that runs its task; of an unknown task (answered 400), the modify flag of a watched screen. */
function approvalRequest(task: unknown): Requirement {
  if (!isApprovalTask(task)) return write('edit', ...new Set(APPROVAL_TASKS.map((one) => APPROVAL_RULES[one].screen)));
  const { action, screen } = APPROVAL_RULES[task];
  return write(action, screen);
}

/** Bespoke families' calls, most specific first. `METHOD path` with `:name` segments. */
const RULES: ReadonlyArray<[string, Resolve]> = [
  ['* auth/*', () => 'open'],
  ['GET menu/auth', () => 'open'],
  ['GET code/sub/:code', () => 'open'],
  ['GET dashboard', () => 'open'], // no menu code (spec §2); group 4 is refused by its handler
  ['POST dashboard/download', () => 'open'],
  ['POST attach/tmp', () => 'open'], // an upload belongs to no record until a save (checked then) names it
  ['DELETE attach/tmp', () => 'open'], // a temporary upload of one's own
  ['GET attach/image/:id', () => 'open'], // an image of rich text, by its unguessable file id
  ['GET attach/:a/:b', (_ctx, { a }) => attachRead(a)],
  ['GET attach/:a/:b/:c', (_ctx, { a }) => attachRead(a)],
  ['POST attach/download/:a/:b', (_ctx, { a }) => attachRead(a)],
  ['POST privacy/reveal', async (ctx) => revealOf(await bodyField(ctx, 'resource'))],
  ['POST privacy/download', async (ctx) => downloadOf(await bodyField(ctx, 'resource'))],

  // 개인정보 접속기록 (issue 34): the 월 점검 needs the modify flag; the list's other writes go by
  // the generic rule (each its flag) to their handler's 405
  ['GET accessLog/review', () => read('accessLog')],
  ['POST accessLog/review', () => write('edit', 'accessLog')],

  // 변경 이력 and 권한 변경 이력 (issue 34): read with the record's menu / 0821 (or 0804 for one account); never written (405)
  ['GET history', (ctx) => historyRead(ctx.url.searchParams.get('resource'))],
  ['* history', () => 'open'],
  ['* history/*', () => 'open'],
  ['GET authLog', (ctx) => (ctx.url.searchParams.get('targetId') ? read('authLog', 'user') : read('authLog'))],
  ['GET authLog/*', () => read('authLog')],
  ['POST authLog', () => write('create', 'authLog')],
  ['DELETE authLog', () => write('delete', 'authLog')],
  ['DELETE authLog/*', () => write('delete', 'authLog')],
  ['* authLog', () => write('edit', 'authLog')],
  ['* authLog/*', () => write('edit', 'authLog')],

  // 저장된 검색 (issue 36): the read right of the view's screen; the owner rule is the handler's (403)
  ['GET savedView', (ctx) => viewScreenRead(ctx.url.searchParams.get('screen'))],
  ['POST savedView', async (ctx) => viewScreenRead(await bodyField(ctx, 'screen'))],
  ['* savedView/*', (ctx) => viewScreenRead(savedViewTable().get(ctx.segments[1])?.screen ?? '')],
  // 결재함 (issue 37 item 2): read with 0822 (a record's own requests also with the record's menus);
  // a request the flag that runs its task (approvalRules.ts), then (in the handler) what its call needs; a decision the modify flag of 0822
  // (and, in the handler, what the call needs); nothing else is written (405)
  [
    'GET approval',
    (ctx) => (ctx.url.searchParams.get('targetKey') ? read('approval', 'prepayCard', 'eDream', 'couponType', 'couponListInsert') : read('approval')),
  ],
  ['GET approval/:id', () => read('approval')],
  ['GET approval/*', () => read('approval')],
  ['POST approval', async (ctx) => approvalRequest(await bodyField(ctx, 'task'))],
  ['POST approval/:id/approve', () => write('edit', 'approval')],
  ['POST approval/:id/reject', () => write('edit', 'approval')],
  ['DELETE approval', () => write('delete', 'approval')],
  ['DELETE approval/*', () => write('delete', 'approval')],
  ['* approval', () => write('edit', 'approval')],
  ['* approval/*', () => write('edit', 'approval')],

  ['GET member/lbs', () => read('lbs')],
  ['GET member/phone_history', () => read('phoneHistory')],
  ['GET member/*', () => read('member')],
  ['POST member/memo', memberWrite('addMemo')],
  ['DELETE member/memo/:id', memberWrite('deleteMemo')],
  ['POST member/combine', memberWrite('combine')],
  ['POST member/unsubscribe', memberWrite('unsubscribe')],
  ['POST member/setMemberVip', memberWrite('setVip')],
  ['POST member/updateCustomerCampaignInfo', memberWrite('updateCampaignInfo')],
  ['POST member/deleteCustomerCampaignInfo', memberWrite('deleteCampaignInfo')],
  ['POST member/:id', () => read('member')],
  ['PUT member/:id/issuedLevelCoupon', memberWrite('issueLevelCoupon')],
  ['PUT member/*', memberWrite('update')],
  ['DELETE member/:id', memberWrite('delete')],

  ['GET prepayCard/*', () => read('prepayCard')],
  ['POST prepayCard/*', () => write('edit', 'prepayCard')],

  ['GET admin/list', () => need('read', ...readersOf('admin'))],
  ['POST admin/detail', () => need('read', ...readersOf('admin'))],
  ['POST admin/duplicate', () => write('create', 'user')], // 복제 creates an account (issue 14)
  ['POST admin/create', () => write('create', 'user')],
  ['PUT admin/update', () => write('edit', 'user')],
  ['POST admin/delete', () => write('delete', 'user')],

  ['GET group/*', () => need('read', ...readersOf('group'))],
  ['POST group', () => write('create', 'group')],
  ['PUT group/:id', () => write('edit', 'group')],
  ['DELETE group/:id', () => write('delete', 'group')],

  ['GET menu/list', () => read('menu')],
  ['PUT menu/:id', () => write('edit', 'menu')],

  ['GET code/list', (ctx) => need('read', ...codesForGroup(ctx.url.searchParams.get('upCodeId')))],
  ['POST code/create', async (ctx) => need('create', ...codesForGroup(await bodyField(ctx, 'upCodeId')))],
  ['POST code/order', async (ctx) => need('edit', ...(await codesForOrder(ctx)))],
  ['POST code/greenDeposit', () => write('edit', 'code')],
  ['POST code/:subUrl/:id', (_ctx, { id }) => need('read', ...codesForCode(id))],
  ['PUT code/:subUrl/:id', (_ctx, { id }) => need('edit', ...codesForCode(id))],
  ['POST code/:subUrl', async (ctx) => need('read', ...codesForGroup(await bodyField(ctx, 'upCodeId')))],
  ['GET code/:id', (_ctx, { id }) => need('read', ...codesForCode(id))],
  ['PUT code/:id', (_ctx, { id }) => need('edit', ...codesForCode(id))],
  ['DELETE code/:id', (_ctx, { id }) => need('delete', ...codesForCode(id))],

  ['GET appVersion/*', () => read('appVersion')],
  ['POST appVersion', () => write('create', 'appVersion')],
  ['PUT appVersion/:id', () => write('edit', 'appVersion')],
  ['POST appVersion/app/:id', () => write('create', 'appVersion')],
  ['DELETE appVersion/app/:id', () => write('delete', 'appVersion')],

  ['GET badIssueStamp', () => read('badIssueStampSetting')],
  ['GET badIssueStamp/empty', () => read('badIssueStampSetting')],
  ['GET badIssueStamp/:period', () => read('badIssueStamp')],
  ['POST badIssueStamp/detail', () => read('badIssueStamp')],
  ['POST badIssueStamp/create', saveOf('id', 'badIssueStampSetting')],
  ['DELETE badIssueStamp', () => write('delete', 'badIssueStamp')],
  ['POST badIssueStamp/except', () => write('edit', 'badIssueStamp')],

  // eDream (issue 15): the cases of /eDream and their actions under 0409, the search of /eDreamSearch
  ['GET eDreamSet/list', () => read('eDream')],
  ['GET eDreamSet/search', () => read('eDreamSearch')],
  ['GET eDreamSet/setting', () => read('eDream')],
  ['GET eDreamSet/searchCoupon/:id', () => read('eDream')],
  ['GET eDreamSet/searchCustomer/:id', () => read('eDream')],
  ['GET eDreamSet/stamp/:id', () => read('eDream')],
  ['GET eDreamSet/:sub', () => read('eDream', 'eDreamSearch')],
  ['POST eDreamSet/:action/:id', () => write('edit', 'eDream')],
  ['POST eDreamSet/:sub', () => write('edit', 'eDream')], // the program setting ('setting'); no other sub is written
  ['POST eDreamSet', () => write('edit', 'eDream')],
  ['POST eDreamStampGift/issuedEdreamStamp/:id', () => write('edit', 'eDreamStampGift')],

  ['GET eventStandard/*', () => read('eventStandard')],
  ['POST eventStandard/save', saveOf('id', 'eventStandard')],
  ['DELETE eventStandard/:id', () => write('delete', 'eventStandard')],

  ['GET offlineGiftCard/*', () => read('offlineGiftCard')],

  // Departments of the head office, managed and chosen on /officeUser (issue 14).
  ['GET department', () => read('officeUser')],
  ['POST department', () => write('create', 'officeUser')],
  ['PUT department/:id', () => write('edit', 'officeUser')],
  ['DELETE department/:id', () => write('delete', 'officeUser')],
  ['GET offlineGiftCard', () => read('offlineGiftCard')],

  // 프로모션 복제 adds a payment random-number set (issue 15)
  ['POST paymentRandomNumber/duplicate/promotion/:id', () => write('create', 'paymentRandomNumber')],

  // 엑셀 일괄등록 (issue 37): the mode's flag (create: add; update and upsert: modify, an upsert's new rows also need add, checked per row)
  ...screens.flatMap((screen): Array<[string, Resolve]> =>
    screen.bulkUpload
      ? [[`POST ${screen.bulkUpload.call ?? typeOf(screen)}/bulk`, () => write(screen.bulkUpload?.mode === 'create' ? 'create' : 'edit', screen.name)]]
      : [],
  ),
];

/** A record's attachments follow the record's screen; a bag of no known screen needs only a session. */
function attachRead(refTarget: string): Requirement {
  const codes = readersOf(refTarget);
  return codes.length ? need('read', ...codes) : 'open';
}

/** A saved view of a screen: whoever may open the screen keeps views of it; an unknown screen or view needs only a session (the handler answers 400/404). */
function viewScreenRead(name: unknown): Requirement {
  const screen = typeof name === 'string' ? findScreen(name) : undefined;
  return screen ? need('read', screen.menuCode) : 'open';
}

/** Seeing a personal value in full needs the screen's modify flag (docs/permissions.md). */
function revealOf(resource: unknown): Requirement {
  const screen = typeof resource === 'string' ? findScreen(resource) : undefined;
  return need('edit', ...(screen ? [screen.menuCode] : []));
}

/** An Excel export of a list needs the list's read permission (issue 34 item 6b). */
function downloadOf(resource: unknown): Requirement {
  const screen = typeof resource === 'string' ? findScreen(resource) : undefined;
  return need('read', ...(screen ? [screen.menuCode] : []));
}

/** A record's change history follows the record's screen; a screen without one any screen with one (the handler answers 400). */
function historyRead(resource: string | null): Requirement {
  const screen = resource ? findScreen(resource) : undefined;
  return screen?.history ? need('read', screen.menuCode) : need('read', ...screens.filter((one) => one.history).map((one) => one.menuCode));
}

/** POST calls of the generic families that only read: the detail, the Excel, the checks, geocoding. */
const READING_POSTS = new Set(['detail', 'excelDetail', 'chkEventId', 'geocode']);

/** Content v1/v2 and rest calls of `{type}`: the declaring screens write, their readers read. */
function genericRule({ method, segments }: CallContext): Requirement | undefined {
  const [type, ...rest] = segments;
  const declaring = screens.filter((screen) => GENERIC.includes(screen.api.family) && typeOf(screen) === type).map((screen) => screen.menuCode);
  if (declaring.length === 0) return undefined;
  const last = rest.at(-1) ?? '';
  if (method === 'GET' || (method === 'POST' && (READING_POSTS.has(last) || rest[0] === 'duplicate'))) return need('read', ...readersOf(type));
  if (method === 'PUT') return need('edit', ...declaring);
  if (method === 'DELETE') return need('delete', ...declaring);
  if (method !== 'POST') return undefined;
  const creates = rest.length === 0 || (rest.length === 1 && rest[0] === 'create') || (rest[0] === type && rest[1] === 'sub');
  return need(creates ? 'create' : 'edit', ...declaring);
}

function match(spec: string, ctx: CallContext): Record<string, string> | undefined {
  const [method, path] = spec.split(' ');
  if (method !== '*' && method !== ctx.method) return undefined;
  const parts = path.split('/');
  const wildcard = parts.at(-1) === '*';
  const fixed = wildcard ? parts.slice(0, -1) : parts;
  if (wildcard ? ctx.segments.length <= fixed.length : ctx.segments.length !== fixed.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = ctx.segments[index];
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/** What the call needs, or undefined for a path no rule knows (the 404 handler answers it). */
export async function requirementOf(ctx: CallContext): Promise<Requirement | undefined> {
  for (const [spec, resolve] of RULES) {
    const params = match(spec, ctx);
    if (params) return resolve(ctx, params);
  }
  return genericRule(ctx);
}
