/**
 * The reply shapes the console reads, as JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12): one
 * per reader of src/providers/dataProvider/records.ts (docs/api.md "Replies the client
 * accepts"), plus the auth record, the sign-in reply and the dashboard of spec §3. The first
 * branch of an `anyOf` is the shape the server should send; the others are what the console
 * also accepts. A reply the schema refuses is one the console would refuse too.
 */
export type Schema = Record<string, unknown>;

export type ReplyKind =
  | 'list'
  | 'detail'
  | 'saved'
  | 'deleted'
  | 'done'
  | 'result'
  | 'reveal'
  | 'dashboard'
  | 'balance'
  | 'login'
  | 'auth'
  | 'menu'
  | 'menuList'
  | 'search'
  | 'couponList'
  | 'download'
  | 'any';

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const OK = { const: '0000', description: "'0000' = done; any other result is a refusal shown with its msg" };
const PROTOCOL = ['result', 'msg', 'ids', 'data'];

/** A whole number ≥ 0, or such a number as text ('20'). */
const count: Schema = {
  anyOf: [
    { type: 'integer', minimum: 0 },
    { type: 'string', pattern: '^\\s*\\d+\\s*$' },
  ],
};
const flag: Schema = { enum: [0, 1, '0', '1'] };
const row: Schema = { type: 'object' };

/** The components every contract carries. */
export const replySchemas: Record<string, Schema> = {
  Row: { ...row, description: 'A record: its fields as the screen declares them (resources/), its primary key included' },
  Record: {
    type: 'object',
    minProperties: 1,
    not: { propertyNames: { enum: PROTOCOL } },
    description: 'A record with at least one field that is not result/msg/ids/data',
  },
  ListReply: {
    anyOf: [
      {
        type: 'object',
        required: ['list'],
        properties: {
          list: { type: 'array', items: ref('Row') },
          totalCnt: { ...count, description: 'All matching rows (the pager); the length of list when absent' },
          graphList: {
            type: 'array',
            items: { type: 'object' },
            description: 'A chart\'s points, keyed `x` or by the declared x field (docs/api.md "Charts"); points of one x are summed',
          },
          summary: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\s*[-+]?[\\d,]*\\.?\\d+\\s*$' }] },
            description: 'The 합계 of a list declaring totals: { field: sum } over every row of the filter in the admin scope (docs/api.md "Totals")',
          },
          result: OK,
          msg: { type: 'string' },
        },
      },
      { type: 'array', items: ref('Row'), description: 'also read: a bare array of rows' },
      {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'object', required: ['list'], properties: { list: { type: 'array', items: ref('Row') }, totalCnt: count } } },
      },
    ],
  },
  DetailReply: {
    anyOf: [
      { type: 'object', required: ['data'], properties: { data: { type: 'object', minProperties: 1 }, result: OK, msg: { type: 'string' } } },
      { allOf: [ref('Record'), { properties: { result: OK } }], description: 'also read: the record itself' },
    ],
  },
  SavedReply: {
    type: 'object',
    required: ['result'],
    properties: { result: OK, msg: { type: 'string' }, data: { type: 'object', minProperties: 1, description: 'the saved record, with its primary key' } },
    anyOf: [{ required: ['data'] }, ref('Record')],
  },
  DoneReply: { type: 'object', required: ['result'], properties: { result: OK, msg: { type: 'string' }, data: row, ids: { type: 'array' } } },
  ResultReply: {
    type: 'object',
    required: ['result'],
    properties: {
      result: { type: ['string', 'number'], minLength: 1, description: "a check: '0000' free, '9999' taken (an answer, not a failure)" },
      msg: { type: 'string' },
    },
  },
  RevealReply: {
    type: 'object',
    required: ['result', 'value'],
    properties: {
      result: OK,
      msg: { type: 'string' },
      value: {
        type: ['string', 'number'],
        description:
          "the full value (issue 34): every other reply masks it for a reader without the owning screen's modify flag ('010-****-5678'); '' when the record has none",
      },
    },
  },
  ErrorReply: {
    type: 'object',
    required: ['msg'],
    properties: {
      result: { type: ['string', 'number'] },
      msg: { type: 'string', description: 'Korean; shown to the operator' },
      expired: { type: 'boolean', description: '401: true when a sign-in elsewhere took the session' },
    },
  },
  LoginReply: {
    type: 'object',
    required: ['result'],
    properties: {
      result: {
        enum: ['0000', '0001', '9993', '9995', '9996', '9997', '9999'],
        description: 'spec §3: 0000 signed in, 0001 SMS step, 9993/9995 SMS, 9996 locked, 9997 wrong password',
      },
      msg: { type: 'string' },
      mobileNo: { type: 'string', description: 'masked: 010-****-5678' },
      remainCnt: { type: 'integer', minimum: 0 },
    },
  },
  AuthRecord: {
    type: 'object',
    required: ['adminId', 'adminName', 'grpId'],
    properties: {
      adminId: { type: 'string', minLength: 1 },
      adminName: { type: 'string' },
      grpId: { type: ['integer', 'string'] },
      pwdChangeYn: flag,
      pwdTempYn: flag,
      accessMenu: { type: 'array', items: { type: 'string' }, description: '[] = every menu' },
      adminHp: { type: 'string' },
      adminEmail: { type: 'string' },
      storeIds: { type: 'array', items: { type: 'string' }, description: 'group 4 only' },
    },
  },
  MenuNode: {
    type: 'object',
    required: ['menuCd', 'menuTitle'],
    properties: {
      menuId: { type: ['integer', 'string'] },
      menuCd: { type: 'string' },
      menuTitle: { type: 'string' },
      menuUrl: { type: ['string', 'null'] },
      menuIcon: { type: ['string', 'null'] },
      authAddYn: flag,
      authModYn: flag,
      authDelYn: flag,
      children: { type: 'array', items: ref('MenuNode') },
    },
  },
  MenuReply: {
    anyOf: [
      { type: 'object', required: ['list'], properties: { list: { type: 'array', items: ref('MenuNode') } } },
      { type: 'array', items: ref('MenuNode'), description: 'also read: a bare array' },
    ],
  },
  MenuListNode: {
    allOf: [ref('MenuNode')],
    description: 'a node of /menu: the menu node with what /menu edits',
    properties: {
      sortOrder: { type: ['integer', 'string'], description: 'the place among its siblings when absent' },
      useYn: { enum: ['Y', 'N'], description: "'Y' when absent" },
      children: { type: 'array', items: ref('MenuListNode') },
    },
  },
  MenuListReply: {
    anyOf: [
      {
        type: 'object',
        required: ['list'],
        description: "spec §3's menu nodes as a tree (every node, used or not)",
        properties: { list: { type: 'array', items: ref('MenuListNode') }, totalCnt: count },
      },
      { allOf: [ref('ListReply')], description: 'also read: flat rows, each naming its parent menu code in upMenuCd (null at the top)' },
    ],
  },
  CouponListReply: {
    type: 'object',
    required: ['couponList'],
    description: "spec §3's coupon list",
    properties: {
      couponList: { type: 'array', items: ref('Row') },
      limitCnt: { ...count, description: 'how many tickets one case may hold' },
      ticketCnt: { ...count, description: 'the tickets of the case not cancelled' },
      totalCnt: count,
    },
  },
  SearchReply: {
    anyOf: [
      { allOf: [ref('ListReply')] },
      { allOf: [ref('CouponListReply')], description: "also read: spec §3's coupon list" },
      { allOf: [ref('DetailReply')], description: 'also read: the one record found (a list of one)' },
    ],
  },
  CouponSearchReply: {
    anyOf: [{ allOf: [ref('CouponListReply')] }, { allOf: [ref('SearchReply')], description: 'also read: a list, or the one record found' }],
  },
  Figures: { type: 'object', additionalProperties: { type: ['number', 'string', 'null'] }, description: 'numbers (or numbers as text) by key' },
  LevelList: {
    type: 'array',
    items: { type: 'object', properties: { LEVEL_NAME: { type: 'string' }, CUS_TOTAL: { type: ['number', 'string'] }, MONTH: { type: 'string' } } },
  },
  DashboardReply: {
    type: 'object',
    description: 'spec §3; *1 = the current period, *2 = the previous one; any block may be missing (each is said missing on its own)',
    properties: Object.fromEntries([
      ...['data', 'stampIssuedData', 'stampUsedData', 'paymentData', 'serviceData'].flatMap((block) => [1, 2].map((n) => [`${block}${n}`, ref('Figures')])),
      ...[1, 2, 3].map((n) => [`levelData${n}`, ref('LevelList')]),
    ]),
  },
  BalanceReply: {
    allOf: [ref('DetailReply')],
    anyOf: [
      {
        required: ['payment'],
        properties: {
          payment: {
            anyOf: [{ type: ['number', 'string'] }, { type: 'object', required: ['balance'], properties: { balance: { type: ['number', 'string'] } } }],
          },
        },
      },
      { required: ['data'], properties: { data: { required: ['payment'] } } },
    ],
  },
};

/** The schema of a 2xx reply of each kind (undefined: no JSON body to check). */
export function replySchema(kind: ReplyKind): Schema | undefined {
  switch (kind) {
    case 'list':
      return ref('ListReply');
    case 'detail':
      return ref('DetailReply');
    case 'saved':
      return ref('SavedReply');
    case 'deleted':
    case 'done':
      return ref('DoneReply');
    case 'result':
      return ref('ResultReply');
    case 'reveal':
      return ref('RevealReply');
    case 'dashboard':
      return ref('DashboardReply');
    case 'balance':
      return ref('BalanceReply');
    case 'login':
      return ref('LoginReply');
    case 'auth':
      return { anyOf: [ref('AuthRecord'), { type: 'null', description: 'signed out: an empty body' }] };
    case 'menu':
      return ref('MenuReply');
    case 'menuList':
      return ref('MenuListReply');
    case 'search':
      return ref('SearchReply');
    case 'couponList':
      return ref('CouponSearchReply');
    case 'any':
      return {};
    default:
      return undefined;
  }
}
