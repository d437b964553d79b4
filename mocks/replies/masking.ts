import { canOnAnyMenu, type Permissions } from '@resources/permissions';
import { findScreen, screens } from '@resources/registry';
import { OPAQUE_KEYS, personalKindOf } from '@/declarations/personal';
import type { ApiFamily, FieldDeclaration, PersonalKind, ScreenDeclaration } from '@/declarations/types';
import { isMasked, maskPersonal } from '@/format/mask';
import { opaqueKeyOf } from '../opaqueKeys';
import { failure, readBody, RESULT } from '../handlers/util';
import { permissionsOf } from '../permissions';
import type { Reply } from './reply';

/**
 * Masking by the server (issue 34 item 5, docs/api.md "Personal data"): every personal value of a
 * reply is masked unless its reader holds the modify flag of the screen that owns the data,
 * whatever screen asks. A call's personal keys are the personal fields declared by the screens
 * served under its first path segment plus the bespoke replies' keys below; a member's own data
 * (name, mobile, e-mail, birth date) is the member screen's wherever it appears (an order, a
 * lookup, a stamp gift), so it is masked unless the reader may modify 회원 정보. Values are masked
 * wherever they sit in the body (lists, `data`, nested rows), once per reply and cheaply: the keys
 * of a path and the reader's verdict per owner are worked out once, then one walk of the body.
 * The reveal call (`POST privacy/reveal`) and the signed-in admin's own profile (`auth/*`) pass.
 * The same walk issues the opaque `cardKey`/`couponKey` beside every card or coupon number (item 6).
 */

interface Owned {
  kind: PersonalKind;
  /** Menu codes whose modify flag sees the value in full (any one suffices). */
  owners: readonly string[];
}

const MEMBER = 'member';
const GENERIC: readonly ApiFamily[] = ['contentV1', 'contentV2', 'rest'];

/** A member's own data: the member screen's, whoever serves it. */
const MEMBER_KEYS: Readonly<Record<string, PersonalKind>> = {
  cusName: 'name',
  cusHp: 'phone',
  email: 'email',
  birthDt: 'birth',
  sendName: 'name',
  recvName: 'name',
};

/**
 * Bespoke replies whose personal keys no screen of their path declares: segment -> key -> kind,
 * owned by the screens `owners` names. A member's tabs hold cards and coupons, owned by their own screens.
 */
const BESPOKE: ReadonlyArray<{ segment: string; owners: readonly string[]; keys: Readonly<Record<string, PersonalKind>> }> = [
  {
    segment: 'prepayCard',
    owners: ['prepayCard'],
    keys: { cardNo: 'card', toCardNo: 'card', combinedTo: 'card', refundAccountNo: 'card', refundAccountHolder: 'name' },
  },
  { segment: 'member', owners: ['prepayCard', 'giftCard'], keys: { cardNo: 'card' } },
  { segment: 'member', owners: ['coupon'], keys: { couponCode: 'card' } },
  { segment: 'eDreamSet', owners: ['eDream'], keys: { address: 'address', addressDetail: 'address' } },
  { segment: 'admin', owners: ['user'], keys: { adminHp: 'phone', adminEmail: 'email' } },
];

/** Paths that never carry personal data to mask: the mock's own QA calls. The reveal (its value is the point) passes too. */
const UNMASKED = new Set(['mock']);

/**
 * The signed-in admin's own session and profile (`auth/*`): their mobile and e-mail are account
 * data of 계정 관리 (0804), masked like any admin's for a reader without its modify flag, so no
 * reply holds a full mobile (the name stays: the console shows whose session it is).
 */
const AUTH_KEYS: Readonly<Record<string, PersonalKind>> = { adminHp: 'phone', adminEmail: 'email' };
const isReveal = (segments: readonly string[]) => segments[0] === 'privacy' && segments[1] === 'reveal';

const segmentOf = (screen: ScreenDeclaration) => (GENERIC.includes(screen.api.family) ? (screen.api.type ?? screen.name) : screen.api.family);
const codeOf = (name: string) => findScreen(name)?.menuCode;

let bySegment: Map<string, Map<string, Owned>> | undefined;

function add(map: Map<string, Owned>, key: string, kind: PersonalKind, owner: string | undefined) {
  if (!owner) return;
  const known = map.get(key);
  map.set(key, { kind: known?.kind ?? kind, owners: known ? [...new Set([...known.owners, owner])] : [owner] });
}

function addFields(map: Map<string, Owned>, fields: readonly FieldDeclaration[], owner: string) {
  for (const field of fields) {
    const kind = personalKindOf(field);
    if (!kind) continue;
    const member = MEMBER_KEYS[field.source];
    if (member) add(map, field.source, member, codeOf(MEMBER));
    else add(map, field.source, kind, owner);
  }
}

/** segment -> its personal keys, built once from the declarations. */
function keysBySegment(): Map<string, Map<string, Owned>> {
  if (bySegment) return bySegment;
  const result = new Map<string, Map<string, Owned>>();
  const mapOf = (segment: string) => result.get(segment) ?? result.set(segment, new Map()).get(segment) ?? new Map<string, Owned>();
  for (const screen of screens) addFields(mapOf(segmentOf(screen)), screen.fields, screen.menuCode);
  for (const { segment, owners, keys } of BESPOKE)
    for (const [key, kind] of Object.entries(keys)) for (const owner of owners) add(mapOf(segment), key, kind, codeOf(owner));
  bySegment = result;
  return result;
}

/** The keys of one call: its segment's, and the member's own data everywhere. */
function keysOf(segment: string): Map<string, Owned> {
  if (segment === 'auth') {
    const own = new Map<string, Owned>();
    for (const [key, kind] of Object.entries(AUTH_KEYS)) add(own, key, kind, codeOf('user'));
    return own;
  }
  const keys = new Map(keysBySegment().get(segment) ?? []);
  const memberCode = codeOf(MEMBER);
  if (memberCode) for (const [key, kind] of Object.entries(MEMBER_KEYS)) if (!keys.has(key)) add(keys, key, kind, memberCode);
  return keys;
}

/** key -> its kind, for the keys this reader may not see in full (empty: nothing to mask). */
function hiddenKeys(permissions: Permissions, segment: string): Map<string, PersonalKind> {
  const verdicts = new Map<string, boolean>();
  const mayModify = (owners: readonly string[]) => {
    const id = owners.join(',');
    const known = verdicts.get(id);
    if (known !== undefined) return known;
    const allowed = canOnAnyMenu(permissions, owners, 'edit');
    verdicts.set(id, allowed);
    return allowed;
  };
  const hidden = new Map<string, PersonalKind>();
  for (const [key, { kind, owners }] of keysOf(segment)) if (!mayModify(owners)) hidden.set(key, kind);
  return hidden;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A card number's value (string or number, not empty). */
const isValue = (value: unknown): value is string | number => (typeof value === 'string' || typeof value === 'number') && value !== '';

/**
 * The body with every hidden key's value masked, wherever it sits, and the opaque key beside every
 * card or coupon number (issue 34 item 6: the console's addresses and GET queries carry the key, and
 * a masked number still has one); objects with neither are kept as they are.
 */
function maskDeep(value: unknown, hidden: ReadonlyMap<string, PersonalKind>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const masked = maskDeep(item, hidden);
      changed ||= masked !== item;
      return masked;
    });
    return changed ? items : value;
  }
  if (!isObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const number in OPAQUE_KEYS) {
    const numberValue = value[number];
    if (!isValue(numberValue) || String(numberValue).includes('*')) continue;
    const key = opaqueKeyOf(numberValue);
    if (value[OPAQUE_KEYS[number]] !== key) (copy ??= { ...value })[OPAQUE_KEYS[number]] = key;
  }
  for (const key in value) {
    const item = value[key];
    const kind = hidden.get(key);
    let masked: unknown = item;
    if (kind && isValue(item)) masked = maskPersonal(kind, item);
    else if (Array.isArray(item) && kind) masked = item.map((one) => (typeof one === 'string' && one !== '' ? maskPersonal(kind, one) : one));
    else if (isObject(item)) masked = maskDeep(item, hidden);
    if (masked !== item) (copy ??= { ...value })[key] = masked;
  }
  return copy ?? value;
}

export const maskReply = (reply: Reply): unknown => {
  if (!reply.admin || !isObject(reply.body)) return reply.body;
  const segments = reply.url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const segment = segments[0] ?? '';
  if (UNMASKED.has(segment) || isReveal(segments)) return reply.body;
  return maskDeep(reply.body, hiddenKeys(permissionsOf(reply.admin), segment));
};

export const MASKED_WRITE_MSG = "가려진 개인정보(*)는 저장할 수 없습니다. '보기'로 전체 값을 확인한 뒤 입력해주세요.";

/** The first personal key of the call holding a masked value ('010-****-5678'), wherever it sits in the body. */
function maskedKeyIn(value: unknown, keys: ReadonlyMap<string, Owned>, depth = 0): string | undefined {
  if (depth > 4 || !isObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (keys.has(key) && isMasked(item)) return key;
    const nested = typeof item === 'object' ? maskedKeyIn(item, keys, depth + 1) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The server refuses a masked value written into a personal field (issue 34 item 5): 400 with
 * MASKED_WRITE_MSG, nothing changed. The console leaves a value it never revealed out of the save;
 * this catches any other client (or a stale form) sending what it was shown back as the value.
 */
export async function maskedWriteRefusal(request: Request): Promise<Response | undefined> {
  if (!WRITES.has(request.method.toUpperCase())) return undefined;
  const segments = new URL(request.url).pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const segment = segments[0] ?? '';
  if (UNMASKED.has(segment) || segment === 'privacy') return undefined;
  const body = await readBody(request.clone()).catch(() => undefined);
  const key = maskedKeyIn(body, keysOf(segment));
  return key ? failure(MASKED_WRITE_MSG, RESULT.FAIL, 400) : undefined;
}

/** The personal kind of a key in the replies of a screen's calls (declared, bespoke or a member's own data): what the reveal may answer. */
export const personalKindAt = (screen: ScreenDeclaration, key: string): PersonalKind | undefined => keysOf(segmentOf(screen)).get(key)?.kind;
