import { beforeEach, describe, expect, it } from 'vitest';
import { clearCodeCache } from '@/providers/dataProvider';
import { DELETE, GET, POST, PUT, recorder, type Pin } from './recorder';

/** Method, path + query and body of every call of content v1/v2, rest and code, written out. */
const page1 = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const ORDER_5_6 = {
  list: [
    { id: 6, sortOrder: 1 },
    { id: 5, sortOrder: 2 },
  ],
};

const contentV1: Pin[] = [
  [
    'getList: paging, sort, flat filters, a Korean value encoded, a date range as From/To',
    (dp) =>
      dp.getList('notice', {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'regDt', order: 'DESC' },
        filter: { title: '공지', status: 'Y', regDt_gte: '2026-01-01', regDt_lte: '2026-01-31' },
      }),
    [GET('/api/notice/list?page=2&size=20&sort=regDt&order=DESC&title=%EA%B3%B5%EC%A7%80&status=Y&regDtFrom=2026-01-01&regDtTo=2026-01-31')],
  ],
  [
    'getList: a range given as { from, to }',
    (dp) => dp.getList('notice', { ...page1, filter: { dispStartDt: { from: '2026-02-01', to: '2026-02-28' } } }),
    [GET('/api/notice/list?page=1&size=10&sort=id&order=ASC&dispStartDtFrom=2026-02-01&dispStartDtTo=2026-02-28')],
  ],
  ['getOne', (dp) => dp.getOne('notice', { id: 5 }), [GET('/api/notice/notice/5')]],
  ['getMany: one detail per id', (dp) => dp.getMany('notice', { ids: [5, 6] }), [GET('/api/notice/notice/5'), GET('/api/notice/notice/6')]],
  [
    'getManyReference',
    (dp) => dp.getManyReference('notice', { target: 'faqCategory', id: '90001', ...page1 }),
    [GET('/api/notice/list?page=1&size=10&sort=id&order=ASC&faqCategory=90001')],
  ],
  ['create', (dp) => dp.create('notice', { data: { title: '새 공지' } }), [POST('/api/notice/create', { title: '새 공지' })]],
  [
    'update',
    (dp) => dp.update('notice', { id: 5, data: { id: 5, title: '수정' }, previousData: { id: 5 } }),
    [PUT('/api/notice/notice/5', { id: 5, title: '수정' })],
  ],
  [
    'updateMany: one update per id',
    (dp) => dp.updateMany('notice', { ids: [5, 6], data: { status: 'N' } }),
    [PUT('/api/notice/notice/5', { status: 'N' }), PUT('/api/notice/notice/6', { status: 'N' })],
  ],
  ['delete, with a JSON body', (dp) => dp.delete('notice', { id: 5, previousData: { id: 5 } }), [DELETE('/api/notice/notice/5', { id: 5 })]],
  [
    'deleteMany: one delete per id (no bulk call in v1)',
    (dp) => dp.deleteMany('notice', { ids: [5, 6] }),
    [DELETE('/api/notice/notice/5', { id: 5 }), DELETE('/api/notice/notice/6', { id: 6 })],
  ],
  ['changeStatus', (dp) => dp.changeStatus('notice', { ids: [5, 6], status: 'N' }), [POST('/api/notice/notice/status', { ids: [5, 6], status: 'N' })]],
  ['changeOrder', (dp) => dp.changeOrder('notice', { ids: [6, 5] }), [POST('/api/notice/notice/order', ORDER_5_6)]],
  ['checkEventId', (dp) => dp.checkEventId('notice', { eventId: 'EV-01', id: 5 }), [POST('/api/notice/notice/chkEventId', { eventId: 'EV-01', id: 5 })]],
  [
    'exportExcel',
    (dp) => dp.exportExcel('notice', { filter: { status: 'Y', title: '이벤트' } }),
    [POST('/api/notice/notice/excelDetail', { status: 'Y', title: '이벤트' })],
  ],
  ['contentCreateSub', (dp) => dp.contentCreateSub('notice', 'reply', { text: '답글' }), [POST('/api/notice/notice/sub/reply', { text: '답글' })]],
  ['contentSubCodes', (dp) => dp.contentSubCodes('notice', '900'), [GET('/api/notice/notice/sub/900')]],
];

const contentV2: Pin[] = [
  [
    'getList',
    (dp) => dp.getList('display', { ...page1, sort: { field: 'sortOrder', order: 'ASC' } }),
    [GET('/api/pickupDp/list?page=1&size=10&sort=sortOrder&order=ASC')],
  ],
  ['getOne: POST detail', (dp) => dp.getOne('display', { id: 3 }), [POST('/api/pickupDp/detail', { id: 3 })], { data: { id: 3 } }],
  ['create', (dp) => dp.create('display', { data: { title: 'x' } }), [POST('/api/pickupDp/create', { title: 'x' })]],
  [
    'update',
    (dp) => dp.update('display', { id: 3, data: { id: 3, title: 'y' }, previousData: { id: 3 } }),
    [PUT('/api/pickupDp/pickupDp/3', { id: 3, title: 'y' })],
  ],
  ['delete', (dp) => dp.delete('display', { id: 3 }), [DELETE('/api/pickupDp/pickupDp/3', { id: 3 })]],
  ['deleteMany: DELETE list (bulk)', (dp) => dp.deleteMany('display', { ids: [3, 4] }), [DELETE('/api/pickupDp/list', { ids: [3, 4] })]],
  ['changeStatus', (dp) => dp.changeStatus('display', { ids: [3], status: 'Y' }), [POST('/api/pickupDp/pickupDp/status', { ids: [3], status: 'Y' })]],
  ['changeOrder', (dp) => dp.changeOrder('display', { ids: [6, 5] }), [POST('/api/pickupDp/pickupDp/order', ORDER_5_6)]],
  ['checkEventId', (dp) => dp.checkEventId('display', { eventId: 'EV-02' }), [POST('/api/pickupDp/pickupDp/chkEventId', { eventId: 'EV-02' })]],
  ['exportExcel', (dp) => dp.exportExcel('display', { filter: {} }), [POST('/api/pickupDp/pickupDp/excelDetail', {})]],
  ['contentDetail: POST detail', (dp) => dp.contentDetail('display', { id: 3 }), [POST('/api/pickupDp/detail', { id: 3 })]],
  ['contentChangeOrderSub', (dp) => dp.contentChangeOrderSub('display', 'MAIN', [6, 5]), [POST('/api/pickupDp/pickupDp/order/MAIN', ORDER_5_6)]],
  ['contentCreateSub', (dp) => dp.contentCreateSub('display', 'item', { itemCd: 'IT1' }), [POST('/api/pickupDp/pickupDp/sub/item', { itemCd: 'IT1' })]],
  ['contentSubCodes', (dp) => dp.contentSubCodes('display', '904'), [GET('/api/pickupDp/pickupDp/sub/904')]],
];

const LIST = { list: [{ id: 7 }, { id: 8 }], totalCnt: 12 };
const rest: Pin[] = [
  [
    'getList: simple-rest filter, range and sort',
    (dp) => dp.getList('coupons', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { couponName: 'a' } }),
    [GET('/api/couponType?filter=%7B%22couponName%22%3A%22a%22%7D&range=%5B10%2C19%5D&sort=%5B%22id%22%2C%22DESC%22%5D')],
    LIST,
  ],
  ['getOne', (dp) => dp.getOne('coupons', { id: 7 }), [GET('/api/couponType/7')], { data: { id: 7 } }],
  ['getMany', (dp) => dp.getMany('coupons', { ids: [7, 8] }), [GET('/api/couponType?filter=%7B%22id%22%3A%5B7%2C8%5D%7D')], LIST],
  [
    'getManyReference',
    (dp) => dp.getManyReference('coupons', { target: 'itemCd', id: 'IT1', ...page1 }),
    [GET('/api/couponType?filter=%7B%22itemCd%22%3A%22IT1%22%7D&range=%5B0%2C9%5D&sort=%5B%22id%22%2C%22ASC%22%5D')],
    LIST,
  ],
  ['create', (dp) => dp.create('coupons', { data: { couponName: 'x' } }), [POST('/api/couponType', { couponName: 'x' })]],
  [
    'update',
    (dp) => dp.update('coupons', { id: 7, data: { id: 7, couponName: 'y' }, previousData: { id: 7 } }),
    [PUT('/api/couponType/7', { id: 7, couponName: 'y' })],
  ],
  [
    'updateMany',
    (dp) => dp.updateMany('coupons', { ids: [7, 8], data: { useYn: 'N' } }),
    [PUT('/api/couponType/7', { useYn: 'N' }), PUT('/api/couponType/8', { useYn: 'N' })],
  ],
  ['delete', (dp) => dp.delete('coupons', { id: 7 }), [DELETE('/api/couponType/7')]],
  ['deleteMany: DELETE {type}/ with params', (dp) => dp.deleteMany('coupons', { ids: [7, 8] }), [DELETE('/api/couponType/?ids=7&ids=8')]],
  [
    'changeStatus: POST {type}/{url}, url status by default',
    (dp) => dp.changeStatus('coupons', { ids: [7], status: 'N' }),
    [POST('/api/couponType/status', { ids: [7], status: 'N' })],
  ],
  [
    'changeStatus with another url',
    (dp) => dp.changeStatus('coupons', { ids: [7], status: 'Y', url: 'useYn' }),
    [POST('/api/couponType/useYn', { ids: [7], status: 'Y' })],
  ],
  ['changeOrder: POST {type}/order', (dp) => dp.changeOrder('coupons', { ids: [6, 5] }), [POST('/api/couponType/order', ORDER_5_6)]],
  ['restChangeOrderOne: POST {type}/order/{id}', (dp) => dp.restChangeOrderOne('coupons', 7, 3), [POST('/api/couponType/order/7', { sortOrder: 3 })]],
  ['restGetSub', (dp) => dp.restGetSub('coupons', 'items', 7), [GET('/api/couponType/items/7')], LIST],
  ['restStatistic', (dp) => dp.restStatistic('coupons', 'daily', { fromDt: '2026-01-01' }), [GET('/api/couponType/daily?fromDt=2026-01-01')]],
  ['restStatusLike', (dp) => dp.restStatusLike('coupons', 7, { likeYn: 'Y' }), [POST('/api/couponType/7/status-like', { likeYn: 'Y' })]],
  ['restIssuedEdreamStamp', (dp) => dp.restIssuedEdreamStamp('coupons', 7, { stampCnt: 1 }), [POST('/api/couponType/issuedEdreamStamp/7', { stampCnt: 1 })]],
];

const code: Pin[] = [
  [
    'getList: the category code as upCodeId',
    (dp) => dp.getList('faqCategory', { pagination: { page: 1, perPage: 20 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: { codeName: '회원' } }),
    [GET('/api/code/list?page=1&size=20&sort=sortOrder&order=ASC&codeName=%ED%9A%8C%EC%9B%90&upCodeId=900')],
  ],
  [
    'getList without a category: sort id means the primary key',
    (dp) => dp.getList('code', page1),
    [GET('/api/code/list?page=1&size=10&sort=codeId&order=ASC')],
  ],
  ['getOne', (dp) => dp.getOne('faqCategory', { id: '90001' }), [GET('/api/code/90001')]],
  [
    'create sends upCodeId',
    (dp) => dp.create('faqCategory', { data: { codeId: '90009', codeName: '기타', useYn: 'Y' } }),
    [POST('/api/code/create', { codeId: '90009', codeName: '기타', useYn: 'Y', upCodeId: '900' })],
  ],
  [
    'update strips the synthetic id',
    (dp) => dp.update('faqCategory', { id: '90001', data: { id: '90001', codeId: '90001', codeName: '회원' }, previousData: { id: '90001' } }),
    [PUT('/api/code/90001', { codeId: '90001', codeName: '회원' })],
  ],
  ['delete', (dp) => dp.delete('faqCategory', { id: '90001' }), [DELETE('/api/code/90001')]],
  [
    'changeOrder: POST order keyed by codeId',
    (dp) => dp.changeOrder('faqCategory', { ids: ['90002', '90001'] }),
    [
      POST('/api/code/order', {
        list: [
          { codeId: '90002', sortOrder: 1 },
          { codeId: '90001', sortOrder: 2 },
        ],
      }),
    ],
  ],
  // No module cache (issue 14): react-query keeps the codes, keyed on the code generation (useCodes).
  ['getCodes: asks each time', async (dp) => [await dp.getCodes('900'), await dp.getCodes('900')], [GET('/api/code/sub/900'), GET('/api/code/sub/900')]],
  ['codeCheckContent', (dp) => dp.codeCheckContent('check', '90001'), [POST('/api/code/check/90001', {})]],
  ['codeUpdateSub', (dp) => dp.codeUpdateSub('useYn', '90001', { useYn: 'N' }), [PUT('/api/code/useYn/90001', { useYn: 'N' })]],
  [
    'codeCheckName',
    (dp) => dp.codeCheckName('nameCheck', { codeName: '기타', upCodeId: '900' }),
    [POST('/api/code/nameCheck', { codeName: '기타', upCodeId: '900' })],
  ],
  ['codeGreenDeposit', (dp) => dp.codeGreenDeposit({ depositAmt: 300 }), [POST('/api/code/greenDeposit', { depositAmt: 300 })]],
];

describe.each([
  ['content v1', contentV1],
  ['content v2', contentV2],
  ['rest', rest],
  ['code', code],
])('%s calls', (_family, pins) => {
  beforeEach(() => clearCodeCache());
  it.each(pins)('%s', async (_label, call, expected, answer) => {
    await recorder().expectSent(call, expected, answer);
  });
});

describe('calls a family does not have', () => {
  it.each([
    ['contentDetail on content v1', (dp) => dp.contentDetail('notice', { id: 1 }), "'notice' 화면의 API(contentV1)에는 detail 호출이 없습니다."],
    ['checkEventId on rest', (dp) => dp.checkEventId('coupons', { eventId: 'x' }), "'coupons' 화면의 API(rest)에는 checkEventId 호출이 없습니다."],
    ['exportExcel on code', (dp) => dp.exportExcel('code', { filter: {} }), "'code' 화면의 API(code)에는 exportExcel 호출이 없습니다."],
    ['create on member', (dp) => dp.create('member', { data: {} }), "'member' 화면의 API(member)에는 create 호출이 없습니다."],
    ['an unknown screen', (dp) => dp.getList('nope', page1), '등록되지 않은 화면입니다: nope'],
  ] satisfies [string, Pin[1], string][])('%s rejects with a clear Error and sends nothing', async (_label, call, message) => {
    const { dp, sent } = recorder();
    await expect(call(dp)).rejects.toThrow(message);
    expect(sent).toEqual([]);
  });
});
