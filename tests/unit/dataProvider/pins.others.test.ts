import { describe, expect, it } from 'vitest';
import { DELETE, GET, POST, PUT, recorder, type Pin } from './recorder';

/** Method, path + query and body of the gift-card, e-Dream, event-standard, other-resource and file calls. */
const page1 = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const offlineGiftCard: Pin[] = [
  ['GET (getList)', (dp) => dp.getList('offlineGiftCard', page1), [GET('/api/offlineGiftCard?page=1&size=10&sort=cardNo&order=ASC')]],
  ['GET {id} (getOne)', (dp) => dp.getOne('offlineGiftCard', { id: 'K1' }), [GET('/api/offlineGiftCard/K1')]],
  [
    'GET balance',
    (dp) => dp.offlineGiftCardBalance({ cardNo: 'K1' }),
    [GET('/api/offlineGiftCard/balance?cardNo=K1')],
    { data: { cardNo: 'K1', balanceAmt: 5000 } },
  ],
  ['GET history/{id}, first page', (dp) => dp.offlineGiftCardHistory('K1'), [GET('/api/offlineGiftCard/history/K1?nextAprvSn=0')]],
  ['GET history/{id}, next page', (dp) => dp.offlineGiftCardHistory('K1', 100123), [GET('/api/offlineGiftCard/history/K1?nextAprvSn=100123')]],
];

const eDream: Pin[] = [
  ['GET list (getList)', (dp) => dp.getList('eDream', page1), [GET('/api/eDreamSet/list?page=1&size=10&sort=id&order=ASC')]],
  ['GET /{sub} with the id (getOne)', (dp) => dp.getOne('eDream', { id: 3 }), [GET('/api/eDreamSet/3')]],
  ['POST /{sub} with no sub (create)', (dp) => dp.create('eDream', { data: { title: '캠페인' } }), [POST('/api/eDreamSet', { title: '캠페인' })]],
  [
    'POST /{sub} with the id (update)',
    (dp) => dp.update('eDream', { id: 3, data: { id: 3, title: '변경' }, previousData: { id: 3 } }),
    [POST('/api/eDreamSet/3', { id: 3, title: '변경' })],
  ],
  ['GET /search (participants list)', (dp) => dp.getList('eDreamSearch', page1), [GET('/api/eDreamSet/search?page=1&size=10&sort=id&order=ASC')]],
  ['a participant read back from the list', (dp) => dp.getOne('eDreamSearch', { id: 1 }), [GET('/api/eDreamSet/search?id=1')]],
  ['GET /{sub}', (dp) => dp.eDreamSetGet('setting', { year: 2026 }), [GET('/api/eDreamSet/setting?year=2026')]],
  ['POST /{sub}', (dp) => dp.eDreamSetPost('setting', { goalStamp: 10 }), [POST('/api/eDreamSet/setting', { goalStamp: 10 })]],
  ['POST ticket/{id}', (dp) => dp.eDreamSetTicket(5, { storeCd: 'S1' }), [POST('/api/eDreamSet/ticket/5', { storeCd: 'S1' })]],
  ['POST stampRefresh/{id}', (dp) => dp.eDreamSetStampRefresh(5), [POST('/api/eDreamSet/stampRefresh/5', {})]],
  [
    'POST ticketChangeStore/{id}',
    (dp) => dp.eDreamSetTicketChangeStore(5, { storeName: '강남점' }),
    [POST('/api/eDreamSet/ticketChangeStore/5', { storeName: '강남점' })],
  ],
  [
    'POST ticketChangeAddress/{id}',
    (dp) => dp.eDreamSetTicketChangeAddress(5, { address: '서울' }),
    [POST('/api/eDreamSet/ticketChangeAddress/5', { address: '서울' })],
  ],
  ['POST couponCancel/{id}', (dp) => dp.eDreamSetCouponCancel(5), [POST('/api/eDreamSet/couponCancel/5', {})]],
  ['POST stampChange/{id}', (dp) => dp.eDreamSetStampChange(5, { stampCnt: 7 }), [POST('/api/eDreamSet/stampChange/5', { stampCnt: 7 })]],
  ['GET searchCoupon/{id}', (dp) => dp.eDreamSetSearchCoupon('ED1'), [GET('/api/eDreamSet/searchCoupon/ED1')]],
  ['GET searchCustomer/{id}', (dp) => dp.eDreamSetSearchCustomer('U1'), [GET('/api/eDreamSet/searchCustomer/U1')]],
  ['GET stamp/{id}', (dp) => dp.eDreamSetStamp('U1'), [GET('/api/eDreamSet/stamp/U1')]],
];

const eventStandard: Pin[] = [
  ['GET list (getList)', (dp) => dp.getList('eventStandard', page1), [GET('/api/eventStandard/list?page=1&size=10&sort=id&order=ASC')]],
  ['GET /{id} (getOne)', (dp) => dp.getOne('eventStandard', { id: 3 }), [GET('/api/eventStandard/3')]],
  ['POST /save (create)', (dp) => dp.create('eventStandard', { data: { title: '가입 축하' } }), [POST('/api/eventStandard/save', { title: '가입 축하' })]],
  [
    'POST /save with the id (update)',
    (dp) => dp.update('eventStandard', { id: 3, data: { id: 3, title: '변경' }, previousData: { id: 3 } }),
    [POST('/api/eventStandard/save', { id: 3, title: '변경' })],
  ],
  ['DELETE /{id} (delete)', (dp) => dp.delete('eventStandard', { id: 3 }), [DELETE('/api/eventStandard/3')]],
  ['GET /{id}/{typeCd}', (dp) => dp.eventStandardByType(3, 'COUPON'), [GET('/api/eventStandard/3/COUPON')]],
  ['GET /rewardType/empty', (dp) => dp.eventStandardRewardTypes(), [GET('/api/eventStandard/rewardType/empty')]],
  ['GET /joinType/{x}', (dp) => dp.eventStandardJoinTypes('JOIN'), [GET('/api/eventStandard/joinType/JOIN')]],
  ['GET /bonusStampSet/list', (dp) => dp.eventStandardBonusStampSets(), [GET('/api/eventStandard/bonusStampSet/list')]],
  ['GET /couponType/list', (dp) => dp.eventStandardCouponTypes(), [GET('/api/eventStandard/couponType/list')]],
];

const crudOf = (name: 'couponType' | 'promotion' | 'paymentRandomNumber'): Pin[] => [
  [`${name}: GET`, (dp) => dp[`${name}List`]({ page: 1, size: 10 }), [GET(`/api/${name}?page=1&size=10`)]],
  [`${name}: GET /{id}`, (dp) => dp[`${name}Get`](4), [GET(`/api/${name}/4`)]],
  [`${name}: POST`, (dp) => dp[`${name}Create`]({ title: 'x' }), [POST(`/api/${name}`, { title: 'x' })]],
  [`${name}: PUT /{id}`, (dp) => dp[`${name}Update`](4, { title: 'y' }), [PUT(`/api/${name}/4`, { title: 'y' })]],
  [`${name}: DELETE /{id}`, (dp) => dp[`${name}Delete`](4), [DELETE(`/api/${name}/4`)]],
];

const others: Pin[] = [
  ['department: GET', (dp) => dp.departmentList({ deptName: '영업' }), [GET('/api/department?deptName=%EC%98%81%EC%97%85')]],
  ['department: POST', (dp) => dp.departmentCreate({ deptName: '영업' }), [POST('/api/department', { deptName: '영업' })]],
  ['department: PUT /{id}', (dp) => dp.departmentUpdate(3, { deptName: '마케팅' }), [PUT('/api/department/3', { deptName: '마케팅' })]],
  ['department: DELETE /{id}', (dp) => dp.departmentDelete(3), [DELETE('/api/department/3')]],
  ['item: GET', (dp) => dp.itemList(), [GET('/api/item')]],
  ['item: GET /posItems', (dp) => dp.itemPosItems({ posItemName: '라떼' }), [GET('/api/item/posItems?posItemName=%EB%9D%BC%EB%96%BC')]],
  ['subscribe: GET', (dp) => dp.subscribeList({ page: 2, size: 20 }), [GET('/api/subscribe?page=2&size=20')]],
  ...crudOf('couponType'),
  ['storeManage: GET', (dp) => dp.storeManageList(), [GET('/api/storeManage')]],
  [
    'storeManage: POST /geocode',
    (dp) => dp.storeManageGeocode('서울 중구 세종대로 110'),
    [POST('/api/storeManage/geocode', { address: '서울 중구 세종대로 110' })],
  ],
  ...crudOf('promotion'),
  ...crudOf('paymentRandomNumber'),
  [
    'paymentRandomNumber: POST /duplicate/promotion/{id}',
    (dp) => dp.paymentRandomNumberDuplicatePromotion(12),
    [POST('/api/paymentRandomNumber/duplicate/promotion/12')],
  ],
  ['dashboard: GET', (dp) => dp.getDashboard({ startDt: '2026-11-01' }), [GET('/api/dashboard?startDt=2026-11-01')]],
];

const files: Pin[] = [
  ['DELETE attach/tmp with query', (dp) => dp.attachDeleteTmp({ fileId: 'T1' }), [DELETE('/api/attach/tmp?fileId=T1')]],
  ['GET attach/{a}/{b}', (dp) => dp.attachList('notice', 5), [GET('/api/attach/notice/5')]],
  ['GET attach/{a}/{b}/{c}', (dp) => dp.attachListSub('notice', 5, 'IMG'), [GET('/api/attach/notice/5/IMG')]],
  [
    'POST attach/download/{refTarget}/{refTargetType} (blob)',
    (dp) => dp.attachDownload('notice', 'IMG', { refId: 5 }),
    [POST('/api/attach/download/notice/IMG', { refId: 5 })],
  ],
  ['POST {path} (blob): the dashboard sample', (dp) => dp.download('dashboard/download'), [POST('/api/dashboard/download')]],
];

describe.each([
  ['offline gift card', offlineGiftCard],
  ['e-Dream set', eDream],
  ['event standard', eventStandard],
  ['other resources', others],
  ['attachments and downloads', files],
])('%s calls', (_family, pins) => {
  it.each(pins)('%s', async (_label, call, expected, answer) => {
    await recorder().expectSent(call, expected, answer);
  });
});

describe('answers the typed methods shape', () => {
  it('reads the balance from the payment field, a number or an object with the totals', async () => {
    const { expectSent } = recorder();
    const sent = [GET('/api/prepayCard/balance?cardNo=K1')];
    expect(await expectSent((dp) => dp.prepayCardBalance({ cardNo: 'K1' }), sent, { payment: { balance: 5000 } })).toEqual({ balance: 5000 });
    expect(await expectSent((dp) => dp.prepayCardBalance({ cardNo: 'K1' }), sent, { payment: 7000 })).toEqual({ balance: 7000 });
    expect(
      await expectSent((dp) => dp.prepayCardBalance({ cardNo: 'K1' }), sent, { payment: { balance: '3000', chargeAmt: 10000, useAmt: 7000, refundAmt: 0 } }),
    ).toEqual({ balance: 3000, chargeAmt: 10000, useAmt: 7000, refundAmt: 0 });
  });

  it('reads a gift-card history page and its last flag', async () => {
    const page = await recorder().expectSent((dp) => dp.offlineGiftCardHistory('K1'), [GET('/api/offlineGiftCard/history/K1?nextAprvSn=0')], {
      list: [{ aprvSn: 9 }],
      last: true,
    });
    expect(page).toEqual({ list: [{ aprvSn: 9 }], last: true, totalCnt: 1 });
  });

  it('names a download from content-disposition (RFC 5987)', async () => {
    const file = await recorder().expectSent((dp) => dp.attachDownload('notice', 'IMG', { refId: 5 }), [POST('/api/attach/download/notice/IMG', { refId: 5 })]);
    expect(file).toMatchObject({ fileName: '목록.csv' });
  });

  it('hands a prepaid-card write failure back as an outcome instead of rejecting', async () => {
    const { dp, sent } = recorder();
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('@mocks/node');
    server.use(http.post('/api/prepayCard/prepayCardRefund', () => HttpResponse.json({ result: '9999', msg: '환불할 잔액이 없습니다.' }, { status: 400 })));
    const outcome = await dp.prepayCardRefund({ cardNo: 'K1', refundAmt: 0, bankCode: '004', accountNo: '1234567890', accountHolder: '김하늘' });
    expect(outcome).toMatchObject({ ok: false, error: { status: 400, message: '환불할 잔액이 없습니다.' } });
    expect(await dp.prepayCardLost({ cardNo: 'K1' })).toEqual({ ok: true, data: { result: '0000' } });
    expect(sent.map((request) => request.url)).toEqual(['/api/prepayCard/prepayLostUpdate']);
    // a 200 with another result code is a refusal too, with the server's message
    server.use(
      http.post('/api/prepayCard/prepaySetMainCard', () => HttpResponse.json({ result: '9999', msg: '환불된 카드는 대표카드로 설정할 수 없습니다.' })),
    );
    expect(await dp.prepayCardSetMain({ cardNo: 'K1' })).toMatchObject({ ok: false, error: { message: '환불된 카드는 대표카드로 설정할 수 없습니다.' } });
  });
});
