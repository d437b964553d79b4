import type { ApiFamily, AreaKey, Choice, FieldDeclaration, FieldKind, LinkTarget, ListPeriod, ScreenAction, ScreenDeclaration } from '@/declarations/types';

/**
 * Shared building blocks of the area declarations: reusable choices, field builders and
 * screen builders, so an area file only says what is particular to each screen.
 */

// ---- choices ----------------------------------------------------------------------------

/**
 * `choices({ Y: '…', N: '…' })`: fixed choices, ids in the order written. One name per list and
 * one list per meaning: a Y/N flag without choices of its own reads 사용/미사용 (`inUseChoices` of
 * `src/format/choice.ts`).
 */
export const choices = (names: Record<string, string>): Choice[] => Object.entries(names).map(([id, name]) => ({ id, name }));

export const displayStatusChoices: Choice[] = choices({ Y: '노출', N: '숨김' });
export const possibleChoices: Choice[] = choices({ Y: '가능', N: '불가' });
export const provideChoices: Choice[] = choices({ Y: '제공', N: '미제공' });
export const saleStatusChoices: Choice[] = choices({ Y: '판매', N: '판매 중지' });
/** `requiredYn`: a required or optional answer, term or agreement. */
export const requiredChoices: Choice[] = choices({ Y: '필수', N: '선택' });
/** `mainCardYn`: the member's main card among their cards. */
export const mainCardChoices: Choice[] = choices({ Y: '대표', N: '일반' });
export const channelChoices: Choice[] = choices({ PICKUP: '픽업', DELIVERY: '배달', RESERVE: '예약', SUBSCRIBE: '구독' });
export const payMethodChoices: Choice[] = choices({
  CARD: '신용카드',
  PREPAY: '선불카드',
  GIFT_CARD: '기프트카드',
  GIFT_COUPON: '모바일 상품권',
  EASY_PAY: '간편결제',
  PROMO_COUPON: '프로모션 쿠폰',
});
export const couponStatusChoices: Choice[] = choices({ ISSUED: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료', CANCELED: '발급 취소' });
export const cardStatusChoices: Choice[] = choices({ NORMAL: '정상', LOST: '분실 신고', REFUNDED: '환불 완료', COMBINED: '통합 해지' });
export const memberLevelChoices: Choice[] = choices({ WELCOME: '웰컴', WHITE: '화이트', BLUE: '블루' });
export const progressChoices: Choice[] = choices({ READY: '진행 예정', ING: '진행 중', END: '종료' });
export const stampTierChoices: Choice[] = [3, 6, 9, 12].map((tier) => ({ id: tier, name: `스탬프 ${tier}개` }));
export const osChoices: Choice[] = choices({ AOS: '안드로이드', IOS: '아이폰' });
export const processStatusChoices: Choice[] = choices({ WAIT: '처리 대기', DONE: '처리 완료', FAIL: '처리 실패' });

// ---- field builders ---------------------------------------------------------------------

export type FieldOptions = Partial<Omit<FieldDeclaration, 'source' | 'label' | 'kind'>>;

/** Kinds that are not list columns unless asked (long bodies, images, files). */
const notAColumn: FieldKind[] = ['longText', 'richText', 'image', 'attachments'];

const builder =
  (kind: FieldKind) =>
  (source: string, label: string, options: FieldOptions = {}): FieldDeclaration => ({
    source,
    label,
    kind,
    ...(notAColumn.includes(kind) ? {} : { column: true }),
    ...options,
  });

/** One builder per field kind: `f.won('payAmt', '결제금액')` is a won column. */
export const f = {
  text: builder('text'),
  adminId: builder('adminId'),
  longText: builder('longText'),
  richText: builder('richText'),
  number: builder('number'),
  won: builder('won'),
  phone: builder('phone'),
  couponCode: builder('couponCode'),
  bizNo: builder('bizNo'),
  email: builder('email'),
  date: builder('date'),
  dateTime: builder('dateTime'),
  yn: builder('yn'),
  image: builder('image'),
  attachments: builder('attachments'),
  select: (source: string, label: string, list: Choice[], options: FieldOptions = {}) => builder('select')(source, label, { choices: list, ...options }),
  code: (source: string, label: string, codeGroup: string, options: FieldOptions = {}) => builder('code')(source, label, { codeGroup, ...options }),
  reference: (source: string, label: string, reference: string, referenceLabel: string, options: FieldOptions = {}) =>
    builder('reference')(source, label, { reference, referenceLabel, ...options }),
};

/** Server-made values: shown, never edited. */
export const serverMade = { input: false } as const;

export const idField = (label = '번호') => f.number('id', label, serverMade);
export const sortOrder = () => f.number('sortOrder', '순서', serverMade);
/** The admin id the server writes for work it did by itself (automatic stamps, dormancy, seeded rows). */
export const SYSTEM_ACTOR = 'system';
export const regId = () => f.adminId('regId', '등록자', { ...serverMade, sample: 'adminId' });
export const regDt = (label = '등록일') => f.dateTime('regDt', label, serverMade);
export const modDt = (label = '수정일') => f.dateTime('modDt', label, serverMade);
/** The useYn flag; `labels` rename 사용/미사용 (e.g. 재직/퇴직). */
export const inUse = (label = '사용 여부', labels?: Choice[]) => f.yn('useYn', label, { filter: true, required: true, ...(labels ? { choices: labels } : {}) });
/** The `status` select the status-change action works on. */
export const status = (list: Choice[] = displayStatusChoices, label = '노출 상태') => f.select('status', label, list, { filter: true, required: true });
export const imageUrl = (label = '이미지', options: FieldOptions = {}) => f.image('imgUrl', label, { required: true, sample: 'imageUrl', ...options });
export const linkUrl = (label = '연결 주소') => f.text('linkUrl', label, { column: false, maxLength: 300, sample: 'url' });

interface PeriodOptions {
  start?: string;
  end?: string;
  kind?: 'date' | 'dateTime';
  required?: boolean;
}

/** A start/end pair; the start carries the list's date-range filter (board.ts pattern). */
export const period = (
  startLabel = '시작일',
  endLabel = '종료일',
  { start = 'startDt', end = 'endDt', kind = 'date', required = true }: PeriodOptions = {},
): FieldDeclaration[] => [builder(kind)(start, startLabel, { filter: 'range', rangeEnd: end, required }), builder(kind)(end, endLabel, { required })];

/** The display window of an image, banner or list entry. */
export const displayPeriod = () => period('노출 시작일', '노출 종료일', { start: 'dispStartDt', end: 'dispEndDt' });

/** One dated column filtered by a from/to range (search and statistics lists). */
export const searchDate = (source: string, label: string, kind: 'date' | 'dateTime' = 'dateTime') =>
  builder(kind)(source, label, { filter: 'range', ...serverMade });

/** The widest range a dated search may ask for (issue 16): one year. */
export const MAX_SEARCH_MONTHS = 12;

/**
 * The period a list opens on (and 초기화 restores): the range of its dated column `source`, from
 * `initial` (today's orders and payments, this month's settlement and statistics), at most a year.
 */
export const listPeriod = (source: string, initial: ListPeriod['initial'], extra: Partial<ListPeriod> = {}): ListPeriod => ({
  source,
  initial,
  maxMonths: MAX_SEARCH_MONTHS,
  // a list opening on this month counts by the month: it offers 당월 and 전월 (issue 32 item 4)
  ...(initial === 'thisMonth' ? { monthly: true } : {}),
  ...extra,
});

export const storeRef = (label = '매장', options: FieldOptions = {}) =>
  f.reference('storeId', label, 'storeManage', 'storeName', { filter: true, required: true, ...options });
export const storeName = (label = '매장명', source = 'storeName') => f.text(source, label, { filter: true, sample: 'storeName' });
/** A person's name (member, buyer, receiver, owner, staff): personal data, masked in lists ('김*준'). */
export const person = (source: string, label: string, options: FieldOptions = {}) =>
  f.text(source, label, { sample: 'personName', personal: 'name', ...options });
export const itemRef = (label = '상품', options: FieldOptions = {}) =>
  f.reference('itemCd', label, 'item', 'itemName', { filter: true, required: true, ...options });
export const couponTypeRef = (label = '쿠폰 유형', options: FieldOptions = {}) =>
  f.reference('couponTypeId', label, 'couponType', 'couponName', { filter: true, required: true, ...options });
export const orderNo = () => f.text('orderNo', '주문번호', { filter: 'alwaysOn', sample: 'orderNo' });
export const bizNo = (options: FieldOptions = {}) => f.bizNo('bizNo', '사업자등록번호', { sample: 'bizNo', ...options });

/** A member number: the list cell links to the member's detail, and the mock points it at a seeded member. */
export const customerNo = (label = '회원번호', source = 'cusId') => f.text(source, label, { filter: true, sample: 'memberId', linkTo: 'member' });
/** A coupon or mobile gift-card code: whoever holds it can spend it, so it is masked like a card number. */
export const couponNo = (label = '쿠폰 번호') => f.couponCode('couponCode', label, { filter: 'alwaysOn', sample: 'couponCode', personal: 'card' });
/**
 * A prepaid, gift or paper gift-card number: personal, only its last four digits in lists; `linkTo`
 * opens the card's detail by its opaque `cardKey` (issue 34 item 6).
 */
export const cardNo = (label = '카드번호', linkTo?: LinkTarget) =>
  f.text('cardNo', label, {
    filter: 'alwaysOn',
    sample: 'cardNo',
    personal: 'card',
    ...(linkTo ? { linkTo, linkKey: 'cardKey' } : {}),
  });
/**
 * The opaque key the server answers beside a card or coupon number (`OPAQUE_KEYS`, issue 34 item 6):
 * the record's key in addresses and GET queries, never shown.
 */
export const opaqueKey = (source: 'cardKey' | 'couponKey') => f.text(source, '식별 키', { column: false, input: false });
export const couponName = (label = '쿠폰명') => f.text('couponName', label, { filter: true, sample: 'couponName' });
export const itemName = (source: string, label: string) => f.text(source, label, { sample: 'itemName' });

/** Who a search row is about: member number, name, mobile. */
export const memberColumns = (): FieldDeclaration[] => [
  { ...customerNo(), filter: 'alwaysOn' },
  person('cusName', '회원명', { filter: true }),
  f.phone('cusHp', '휴대폰 번호', { filter: true, sample: 'phone' }),
];

/** The day a statistics row counts. */
export const statDate = (label = '기준일', source = 'statDt') => searchDate(source, label, 'date');

export const count = (source: string, label: string, options: FieldOptions = {}) => f.number(source, label, { sample: 'count', ...options });
export const amount = (source: string, label: string, options: FieldOptions = {}) => f.won(source, label, { sample: 'amount', ...options });

// ---- screen builders --------------------------------------------------------------------

export type ScreenInput = Omit<ScreenDeclaration, 'area' | 'api' | 'actions'> & {
  family?: ApiFamily;
  type?: string;
  /** Replaces the builder's actions. */
  actions?: ScreenAction[];
  /** Added to the builder's actions (e.g. 'excel' on a content screen). */
  extraActions?: ScreenAction[];
};

const has = (fields: FieldDeclaration[], source: string) => fields.some((field) => field.source === source);

/** Editing actions a content screen gets from its fields: status, order, event-id check. */
function contentActions(fields: FieldDeclaration[]): ScreenAction[] {
  return [
    'create',
    'edit',
    'delete',
    ...(has(fields, 'status') ? (['status'] as const) : []),
    ...(has(fields, 'sortOrder') ? (['order'] as const) : []),
    ...(has(fields, 'eventId') ? (['eventIdCheck'] as const) : []),
  ];
}

function defaultSort(screen: ScreenDeclaration): ScreenDeclaration['sort'] {
  if (screen.actions.includes('order')) return { field: 'sortOrder', order: 'ASC' };
  const dated = screen.fields.find((field) => field.kind === 'date' || field.kind === 'dateTime');
  return dated ? { field: dated.source, order: 'DESC' } : { field: screen.primaryKey ?? 'id', order: 'ASC' };
}

/** Fills what follows from the rest: status choices from the status field, default sort. */
function complete(screen: ScreenDeclaration): ScreenDeclaration {
  const statusField = screen.fields.find((field) => field.source === 'status');
  return {
    ...screen,
    ...(screen.actions.includes('status') && !screen.statusChoices ? { statusChoices: statusField?.choices ?? displayStatusChoices } : {}),
    sort: screen.sort ?? defaultSort(screen),
  };
}

/**
 * Builders bound to one area: `content` (content v1, edit actions from the fields),
 * `display` (content v2, lists reordered per sub-list), `search` (rest, read-only with excel),
 * `manage` (rest with create/edit/delete). Any of them takes `family`, `type`, `actions` overrides.
 */
export function screensOf(area: AreaKey) {
  const make =
    (family: ApiFamily, actions: (fields: FieldDeclaration[]) => ScreenAction[]) =>
    ({ family: chosen = family, type, actions: given, extraActions = [], ...rest }: ScreenInput): ScreenDeclaration =>
      complete({
        ...rest,
        area,
        api: { family: chosen, type: type ?? rest.name },
        actions: [...(given ?? actions(rest.fields)), ...extraActions],
      });
  return {
    content: make('contentV1', contentActions),
    display: make('contentV2', contentActions),
    search: make('rest', () => ['show', 'excel']),
    manage: make('rest', () => ['create', 'edit', 'delete']),
  };
}

/** A category screen edited through the common-code family (faqCategory 900, itemCategory 904). */
export function categoryScreen(input: {
  name: string;
  menuCode: string;
  area: AreaKey;
  label: string;
  categoryCode: string;
  nameLabel: string;
  sample: string;
}): ScreenDeclaration {
  return {
    name: input.name,
    menuCode: input.menuCode,
    area: input.area,
    label: input.label,
    api: { family: 'code' },
    categoryCode: input.categoryCode,
    primaryKey: 'codeId',
    fields: [
      f.text('codeId', '분류 코드', { createOnly: true, required: true, maxLength: 10 }),
      f.text('codeName', input.nameLabel, { filter: 'alwaysOn', required: true, maxLength: 30, sample: input.sample }),
      inUse(),
      sortOrder(),
      regDt(),
    ],
    actions: ['create', 'edit', 'delete', 'order'],
    sort: { field: 'sortOrder', order: 'ASC' },
  };
}
