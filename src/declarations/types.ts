/**
 * The declaration language: one `ScreenDeclaration` per menu route generates the
 * <Resource>, its permission guard, its labels and its generic CRUD screens.
 */

/** How a value is stored, shown, filtered and edited. */
export type FieldKind =
  | 'text' // single line
  | 'adminId' // who did it: an admin's id, or the server's own work (`SYSTEM_ACTOR`) shown '시스템'
  | 'longText' // multi-line plain text
  | 'richText' // server HTML, always rendered through DOMPurify
  | 'number' // integer/decimal; inputs accept only digits, control keys and '.' (spec §5)
  | 'won' // amount in won, shown as `1,234원`
  | 'phone' // shown 3-3/4-4 (spec §5)
  | 'couponCode' // shown 4-4-4-3/4 (spec §5)
  | 'bizNo' // business number, shown 3-2-5, empty unless 10 digits (spec §5)
  | 'email'
  | 'date' // YYYY-MM-DD
  | 'dateTime' // YYYY-MM-DD HH:mm
  | 'yn' // 'Y' | 'N' flag, shown 사용/미사용 unless `choices` say otherwise
  | 'select' // fixed choices
  | 'code' // choices fed by GET /api/code/sub/{codeGroup}
  | 'reference' // id of a record of another resource
  | 'image' // one image URL / upload
  | 'attachments'; // attachment bag (GET /api/attach/{a}/{b}[/{c}])

export type ValidatorName = 'adminId' | 'password' | 'email' | 'mobile' | 'appVersion' | 'storeUrl';

/**
 * Personal data (docs/permissions.md): masked in lists, shown in full on a detail only with the
 * modify flag and a logged '보기', and an Excel download holding it asks for a reason.
 * `phone` and `email` kinds are personal without saying so (see declarations/personal.ts).
 */
export type PersonalKind = 'name' | 'phone' | 'email' | 'card' | 'birth' | 'address';

export interface Choice {
  id: string | number;
  name: string; // Korean
}

export interface FieldDeclaration {
  source: string;
  label: string; // Korean, shown as column header, input label and filter label
  kind: FieldKind;
  /** Shown as a list column. */
  column?: boolean;
  /** Offered as a list filter; 'alwaysOn' keeps it visible. 'range' on date kinds gives a from/to pair. */
  filter?: boolean | 'alwaysOn' | 'range';
  /** Editable in create/edit forms (default true). `false` = shown read-only on detail. */
  input?: boolean;
  /** Only in the create form (e.g. the key of a new record). */
  createOnly?: boolean;
  /** Changed by head office only (a store's identity): read-only for a store owner, whose change the server refuses (403). */
  headOfficeOnly?: boolean;
  required?: boolean;
  /** A new record's value (a required yn field otherwise starts at 'Y'). */
  initial?: string;
  validate?: ValidatorName[];
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: Choice[]; // for 'select' (and optional labels for 'yn')
  codeGroup?: string; // for 'code'
  reference?: string; // resource name, for 'reference'
  referenceLabel?: string; // source on the referenced record to display
  /** For a date field declared as a range: the sibling field that is its end. */
  rangeEnd?: string;
  /** Hint for the mock seeder: a generator name (see mocks/db/generators.ts). */
  sample?: string;
  /** Personal data of this kind; `phone` and `email` kinds are personal by default. */
  personal?: PersonalKind;
  /** The value is the key of a record of this resource: list cells link to its detail (`/member/{value}/show`). */
  linkTo?: LinkTarget;
  /**
   * The row's field holding the linked record's key when the value itself is not it (a prepaid
   * card links by its opaque `cardKey`, never by its number: issue 34 item 6a); without a key in
   * the row the value does not link.
   */
  linkKey?: string;
  /**
   * attachments: the third part of the bag's address (`GET attach/{type}/{id}/{refTargetType}`), for a
   * bag narrowed to one kind of file (item images: 'IMAGE'); without it the field is the record's
   * whole bag (`GET attach/{type}/{id}`, refTargetType 'FILE').
   */
  refTargetType?: string;
  /** A figure that does not add up across rows (a rate, an average, a balance held): left out of a 합계. */
  noTotal?: boolean;
}

/** The screens a value can open the detail of (a member number, a card number). */
export type LinkTarget = 'member' | 'prepayCard' | 'giftCard' | 'offlineGiftCard';

/** The period presets of a date-range filter: 오늘, 어제, 1주일, 1개월, 3개월 (each ending today, 어제 aside). */
export type PeriodPreset = 'today' | 'yesterday' | 'week' | 'month' | 'threeMonths';

/** The calendar months of a monthly list: 당월 (the 1st to today) and 전월 (the whole previous month). */
export type MonthPreset = 'thisMonth' | 'lastMonth';

/**
 * The period of a list (issue 13, issue 16 item 2, spec §9): the date range of `source` the list
 * opens on (and 초기화 restores), '진행중' when declared, and the widest range a search may ask for.
 */
export interface ListPeriod {
  /** The date field whose range filter (`{source}From`/`{source}To`) holds the period. */
  source: string;
  /** What the list opens on: a preset, or 'thisMonth' (the 1st of this month to today). */
  initial: PeriodPreset | 'thisMonth';
  /** The choice '진행중': `period=ing` is sent with these filters (the order type of spec §9). */
  ongoing?: Readonly<Record<string, string>>;
  /** The widest range a search may ask for, in months: a wider one gets '조회 기간은 최대 1년입니다.' instead of a request. */
  maxMonths?: number;
  /** A month is the unit (settlement, statistics): '당월' and '전월' are offered beside the presets. */
  monthly?: boolean;
}

/**
 * 엑셀 일괄등록 (issue 37 item 1): the list offers a template, reads an uploaded .xlsx off the
 * page's thread, previews every row (each error with its row, column and reason) and writes the
 * valid rows in batches with `POST {call}/bulk` (docs/api.md "Bulk upload").
 */
export interface BulkUploadDeclaration {
  /** create: new records only (add flag); update: existing ones only (modify flag); upsert: both flags. */
  mode: 'create' | 'update' | 'upsert';
  /** The column(s) keying a row: a row already written is 'unchanged', never created twice. */
  key: string | readonly string[];
  /** The template's columns, in order. */
  columns: readonly BulkColumn[];
  /** The `{type}` of the call when not the screen's (`POST {call}/bulk`). */
  call?: string;
  /** Rows per call (default 200). */
  batchSize?: number;
}

/**
 * One column of the template: a field of the screen by its source (label, kind, choices, code
 * group, reference, limits and `required` come from the field unless given), or a column of its
 * own (`kind` then says what it holds).
 */
export interface BulkColumn {
  source: string;
  label?: string;
  /** What a cell may hold; 'time' is HH:mm, 'memberKey' a member number or a mobile number. */
  kind?: 'text' | 'number' | 'won' | 'phone' | 'time' | 'select' | 'yn' | 'code' | 'reference' | 'memberKey';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: Choice[];
  codeGroup?: string;
  reference?: string;
  referenceLabel?: string;
  /** The template's example row. */
  example: string | number;
}

/** Non-CRUD actions a generic screen can offer. */
/** The four views of a screen; a bespoke one replaces the generic one (src/screens/bespokeViews.ts). */
export type ViewKind = 'list' | 'show' | 'edit' | 'create';

export type ScreenAction =
  | 'create'
  | 'edit'
  | 'delete'
  | 'show'
  | 'status' // change the status of selected rows
  | 'order' // reorder rows (drag or up/down) and save the order
  | 'eventIdCheck' // duplicate check of an event id before saving
  | 'excel' // download the list as .xlsx
  | 'excelDetail' // 'Excel with details': the server's file of the filtered rows and their sub-rows (POST {type}/{type}/excelDetail)
  | 'like'; // rest: '추천 지정/해제' of one record on its detail (POST {type}/{id}/status-like `{ likeYn }`)

export type AreaKey = 'items' | 'display' | 'orders' | 'marketing' | 'stores' | 'settlement' | 'members' | 'settings' | 'push' | 'statistics' | 'board';

/**
 * API families (DESIGN §3). The three generic variants of spec §7 and the bespoke families
 * whose calls spec §7 lists by name.
 */
export type ApiFamily =
  | 'contentV1'
  | 'contentV2'
  | 'rest'
  | 'member'
  | 'admin'
  | 'prepayCard'
  | 'group'
  | 'appVersion'
  | 'badIssueStamp'
  | 'code'
  | 'menu'
  | 'offlineGiftCard'
  | 'eDreamSet'
  | 'eventStandard';

export interface ApiMapping {
  family: ApiFamily;
  /** The `{type}` of the URL, e.g. 'notice' -> /api/notice/list. Defaults to the resource name. */
  type?: string;
}

/**
 * A chart above a list, drawn from the list reply's `graphList` (docs/api.md "Charts"): the server
 * groups the filtered rows by `x` and sums the measures. Nothing is drawn without a graphList.
 */
export interface ChartDeclaration {
  /** 'line': a time series of the measures; 'stackedBar': the one measure split by `stackBy`. */
  kind: 'line' | 'stackedBar';
  /** The date field the x axis runs along. */
  x: string;
  /** How `x` is grouped: by day or by month (YYYY-MM). */
  period: 'day' | 'month';
  /** Number or won fields of the screen: the lines, or (stackedBar) the one measure stacked. */
  measures: string[];
  /** stackedBar: the select field whose choices are the stacks. */
  stackBy?: string;
}

/** Totals of the filtered rows read with `GET {type}/{statistic}` (rest family), shown above the list. */
export interface SummaryDeclaration {
  statistic: string;
  /** Number or won fields of the screen, summed by the server. */
  measures: string[];
}

/**
 * Sub-rows of a record, shown as a section of its detail and edit (docs/api.md "Generic content
 * calls"): content v1 reads them with `GET {type}/{type}/sub/{id}` and adds one with
 * `POST {type}/{type}/sub/{id}`; rest reads them with `GET {type}/{sub}/{id}` (read-only).
 */
export interface SubListDeclaration {
  /** The name of the sub-rows: the rest path segment; the mock's collection `{type}_{sub}` (content v1). */
  sub: string;
  /** Korean section title. */
  label: string;
  /** The sub-row's columns and (when `add`) the inputs of its add dialog (text, longText, number, select). */
  fields: FieldDeclaration[];
  /** content v1: the operator adds rows (modify flag). */
  add?: boolean;
  /** A server-made field of the record counting its sub-rows (kept by the server). */
  countField?: string;
}

export interface ScreenDeclaration {
  /** Resource name, the route path without its slash: 'notice' for /notice. */
  name: string;
  /** First (and checked) menu permission code of the route, spec §2. */
  menuCode: string;
  area: AreaKey;
  /** Korean menu label, also the page title. */
  label: string;
  api: ApiMapping;
  /** Category code of spec §2 (904 item categories, 900 FAQ categories). */
  categoryCode?: string;
  /** Field holding the record id (default 'id'). */
  primaryKey?: string;
  /** Name of the route parameter of a detail route (the limit screens: 'storeId'). */
  detailParam?: string;
  fields: FieldDeclaration[];
  actions: ScreenAction[];
  /** Choices of the status-change action. */
  statusChoices?: Choice[];
  /** Default list sort. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The list's period choice and the one it opens on. */
  period?: ListPeriod;
  /** A chart of the list's `graphList` above the table (statistics, settlement summaries). */
  chart?: ChartDeclaration;
  /** Totals of the filtered rows above the table (`GET {type}/{statistic}`). */
  summary?: SummaryDeclaration;
  /**
   * The list reply carries `summary`: the sums of the amount and count columns (`totalFields`)
   * over every row of the filter, shown as the table's 합계 row and written under the Excel rows.
   */
  totals?: boolean;
  /** Sub-rows of a record on its detail and edit. */
  subList?: SubListDeclaration;
  /** One record per value of this field (a store's service setting): the server refuses a second. */
  uniqueBy?: string;
  /**
   * content v2: the field whose value groups the order (a display category, a tab). The reorder
   * needs the list filtered to one value and saves with `POST {type}/{type}/order/{value}`.
   */
  orderGroup?: string;
  /**
   * 변경 이력 (issue 34): the server records every write to the screen's records (who, when, the
   * changed fields before → after) and the record's detail and edit show them (`GET history`).
   */
  history?: boolean;
  /** 엑셀 일괄등록 on the list (issue 37 item 1). */
  bulkUpload?: BulkUploadDeclaration;
  /**
   * 결재 (issue 37 item 2): the record's requests show on its detail and edit ('결재 대기'), the
   * server keying them `{approvalKey}:{id}` (a coupon type: `couponType`, its issue to members).
   */
  approvalKey?: string;
  /** 권한 변경 이력 of the record (an admin account): the detail also lists the grants' changes (`GET authLog?targetId=`). */
  grantHistory?: boolean;
}
