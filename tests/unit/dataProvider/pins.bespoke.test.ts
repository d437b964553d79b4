import { describe, it } from 'vitest';
import { DELETE, GET, POST, PUT, recorder, type Pin } from './recorder';

/** Method, path + query and body of every call of the member, admin, prepaid-card and settings families. */
const page1 = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const member: Pin[] = [
  [
    'GET list (getList)',
    (dp) => dp.getList('member', { pagination: { page: 1, perPage: 20 }, sort: { field: 'joinDt', order: 'DESC' }, filter: { cusName: '김' } }),
    [GET('/api/member/list?page=1&size=20&sort=joinDt&order=DESC&cusName=%EA%B9%80')],
  ],
  ['GET lbs (getList of type lbs)', (dp) => dp.getList('lbs', page1), [GET('/api/member/lbs?page=1&size=10&sort=id&order=ASC')]],
  ['lbs detail read back from its list', (dp) => dp.getOne('lbs', { id: 1 }), [GET('/api/member/lbs?id=1')]],
  [
    'GET phone_history (getList of type phone_history)',
    (dp) => dp.getList('phoneHistory', page1),
    [GET('/api/member/phone_history?page=1&size=10&sort=id&order=ASC')],
  ],
  ['POST {id} (getOne)', (dp) => dp.getOne('member', { id: 'U1' }), [POST('/api/member/U1')]],
  [
    'PUT {id} (update)',
    (dp) => dp.update('member', { id: 'U1', data: { id: 'U1', cusId: 'U1', cusName: '홍길동' }, previousData: { id: 'U1' } }),
    [PUT('/api/member/U1', { cusId: 'U1', cusName: '홍길동' })],
  ],
  [
    'DELETE {id} with a body (memberWithdraw)',
    (dp) => dp.memberWithdraw('U1', { withdrawReason: 'OTHER', withdrawReasonText: '앱 삭제' }),
    [DELETE('/api/member/U1', { cusId: 'U1', withdrawReason: 'OTHER', withdrawReasonText: '앱 삭제' })],
  ],
  ['PUT {id}/name', (dp) => dp.memberUpdateName('U1', '홍길동'), [PUT('/api/member/U1/name', { cusName: '홍길동' })]],
  ['PUT {id}/email', (dp) => dp.memberUpdateEmail('U1', 'hong@example.com'), [PUT('/api/member/U1/email', { email: 'hong@example.com' })]],
  ['PUT {id}/level', (dp) => dp.memberUpdateLevel('U1', 'BLUE', '우수 고객'), [PUT('/api/member/U1/level', { level: 'BLUE', reason: '우수 고객' })]],
  ['GET {id}/{tab}', (dp) => dp.memberTab('U1', 'coupon_use', { page: 1, size: 10 }), [GET('/api/member/U1/coupon_use?page=1&size=10')]],
  ['POST memo', (dp) => dp.memberAddMemo('U1', '상담 메모'), [POST('/api/member/memo', { cusId: 'U1', memo: '상담 메모' })]],
  ['DELETE memo/{id}', (dp) => dp.memberDeleteMemo(3), [DELETE('/api/member/memo/3')]],
  ['GET statistic/{id}', (dp) => dp.memberStatistic('U1'), [GET('/api/member/statistic/U1')]],
  ['POST combine', (dp) => dp.memberCombine({ fromCusId: 'U1', toCusId: 'U2' }), [POST('/api/member/combine', { fromCusId: 'U1', toCusId: 'U2' })]],
  ['POST unsubscribe', (dp) => dp.memberUnsubscribe(['U1', 'U2']), [POST('/api/member/unsubscribe', { cusIds: ['U1', 'U2'] })]],
  [
    'POST unsubscribe of some channels',
    (dp) => dp.memberUnsubscribe(['U1'], ['SMS']),
    [POST('/api/member/unsubscribe', { cusIds: ['U1'], channels: ['SMS'] })],
  ],
  ['PUT {id}/issuedLevelCoupon', (dp) => dp.memberIssueLevelCoupon('U1'), [PUT('/api/member/U1/issuedLevelCoupon', {})]],
  ['POST setMemberVip', (dp) => dp.memberSetVip({ cusId: 'U1', vipYn: 'Y' }), [POST('/api/member/setMemberVip', { cusId: 'U1', vipYn: 'Y' })]],
  [
    'POST updateCustomerCampaignInfo',
    (dp) => dp.memberUpdateCampaignInfo({ cusId: 'U1', campaignCd: 'C1' }),
    [POST('/api/member/updateCustomerCampaignInfo', { cusId: 'U1', campaignCd: 'C1' })],
  ],
  ['POST deleteCustomerCampaignInfo', (dp) => dp.memberDeleteCampaignInfo({ cusId: 'U1' }), [POST('/api/member/deleteCustomerCampaignInfo', { cusId: 'U1' })]],
];

const DUPLICATE = {
  srcAdminId: 'a.dmin',
  adminId: 'new.admin1',
  adminName: '신규',
  adminHp: '010-1234-5678',
  adminEmail: 'new@bean.kr',
  adminPwd: 'Mocha2026##',
  pwdTempYn: 1,
} as const;

const admin: Pin[] = [
  ['GET list', (dp) => dp.getList('user', page1), [GET('/api/admin/list?page=1&size=10&sort=adminId&order=ASC')]],
  ['POST detail', (dp) => dp.getOne('user', { id: 'a.dmin' }), [POST('/api/admin/detail', { adminId: 'a.dmin' })]],
  [
    'POST create',
    (dp) => dp.create('user', { data: { adminId: 'new.admin1', adminName: '신규' } }),
    [POST('/api/admin/create', { adminId: 'new.admin1', adminName: '신규' })],
  ],
  [
    'PUT update',
    (dp) => dp.update('user', { id: 'a.dmin', data: { id: 'a.dmin', adminId: 'a.dmin', adminName: '변경' }, previousData: { id: 'a.dmin' } }),
    [PUT('/api/admin/update', { adminId: 'a.dmin', adminName: '변경' })],
  ],
  ['POST delete', (dp) => dp.delete('user', { id: 'a.dmin' }), [POST('/api/admin/delete', { adminId: 'a.dmin' })]],
  ['POST duplicate', (dp) => dp.adminDuplicate(DUPLICATE), [POST('/api/admin/duplicate', DUPLICATE)]],
];

const prepayCard: Pin[] = [
  ['GET list', (dp) => dp.getList('prepayCard', page1), [GET('/api/prepayCard/list?page=1&size=10&sort=cardNo&order=ASC')]],
  ['a card read back from the list', (dp) => dp.getOne('prepayCard', { id: 'K1' }), [GET('/api/prepayCard/list?cardNo=K1')]],
  ['GET prepayInfoLostAndRefund', (dp) => dp.prepayCardLostAndRefundInfo({ cardNo: 'K1' }), [GET('/api/prepayCard/prepayInfoLostAndRefund?cardNo=K1')]],
  ['GET balance', (dp) => dp.prepayCardBalance({ cardNo: 'K1' }), [GET('/api/prepayCard/balance?cardNo=K1')], { payment: { balance: 5000 } }],
  [
    'GET prepayCardUseList',
    (dp) => dp.prepayCardUseList({ cardNo: 'K1', page: 1, size: 10 }),
    [GET('/api/prepayCard/prepayCardUseList?cardNo=K1&page=1&size=10')],
  ],
  ['GET prepayCardIdList', (dp) => dp.prepayCardIdList({ cusId: 'U1' }), [GET('/api/prepayCard/prepayCardIdList?cusId=U1')]],
  [
    'POST prepaySetMainCard',
    (dp) => dp.prepayCardSetMain({ cusId: 'U1', cardNo: 'K1' }),
    [POST('/api/prepayCard/prepaySetMainCard', { cusId: 'U1', cardNo: 'K1' })],
  ],
  [
    'POST prepayLostUpdate',
    (dp) => dp.prepayCardLost({ cardNo: 'K1', lostYn: 'Y' }),
    [POST('/api/prepayCard/prepayLostUpdate', { cardNo: 'K1', lostYn: 'Y' })],
  ],
  [
    'POST prepayCardRefund',
    (dp) => dp.prepayCardRefund({ cardNo: 'K1', refundAmt: 5000, bankCode: '004', accountNo: '1234567890', accountHolder: '김하늘' }),
    [POST('/api/prepayCard/prepayCardRefund', { cardNo: 'K1', refundAmt: 5000, bankCode: '004', accountNo: '1234567890', accountHolder: '김하늘' })],
  ],
  [
    'GET prepayCardCombineList',
    (dp) => dp.prepayCardCombineList({ cusId: 'U1', cardNo: 'K1' }),
    [GET('/api/prepayCard/prepayCardCombineList?cusId=U1&cardNo=K1')],
  ],
  [
    'POST prepayCardCombineUpdate',
    (dp) => dp.prepayCardCombine({ cusId: 'U1', toCardNo: 'K1', fromCardNos: ['K2', 'K3'] }),
    [POST('/api/prepayCard/prepayCardCombineUpdate', { cusId: 'U1', toCardNo: 'K1', fromCardNos: ['K2', 'K3'] })],
  ],
];

const settings: Pin[] = [
  ['menu: GET auth', (dp) => dp.menuAuth(), [GET('/api/menu/auth')]],
  ['menu: GET list', (dp) => dp.getList('menu', page1), [GET('/api/menu/list?page=1&size=10&sort=menuId&order=ASC')]],
  ['menu: a node read back from the list', (dp) => dp.getOne('menu', { id: 1 }), [GET('/api/menu/list?menuId=1')]],
  [
    'menu: PUT {id}',
    (dp) => dp.update('menu', { id: 1, data: { id: 1, menuId: 1, menuTitle: '공지' }, previousData: { id: 1 } }),
    [PUT('/api/menu/1', { menuId: 1, menuTitle: '공지' })],
  ],
  ['group: GET list', (dp) => dp.getList('group', page1), [GET('/api/group/list?page=1&size=10&sort=grpId&order=ASC')]],
  ['group: GET {id}', (dp) => dp.getOne('group', { id: 1 }), [GET('/api/group/1')]],
  ['group: POST', (dp) => dp.create('group', { data: { grpName: '마케팅' } }), [POST('/api/group', { grpName: '마케팅' })]],
  [
    'group: PUT {id}',
    (dp) => dp.update('group', { id: 1, data: { id: 1, grpId: 1, grpName: '본사' }, previousData: { id: 1 } }),
    [PUT('/api/group/1', { grpId: 1, grpName: '본사' })],
  ],
  ['group: DELETE {id}', (dp) => dp.delete('group', { id: 1 }), [DELETE('/api/group/1')]],
  ['appVersion: GET list', (dp) => dp.getList('appVersion', page1), [GET('/api/appVersion/list?page=1&size=10&sort=id&order=ASC')]],
  ['appVersion: GET {id}', (dp) => dp.getOne('appVersion', { id: 2 }), [GET('/api/appVersion/2')]],
  ['appVersion: POST', (dp) => dp.create('appVersion', { data: { osType: 'IOS' } }), [POST('/api/appVersion', { osType: 'IOS' })]],
  [
    'appVersion: PUT {id}',
    (dp) => dp.update('appVersion', { id: 2, data: { id: 2, forceYn: 'Y' }, previousData: { id: 2 } }),
    [PUT('/api/appVersion/2', { id: 2, forceYn: 'Y' })],
  ],
  ['appVersion: GET app/{id}', (dp) => dp.appVersionApps(2), [GET('/api/appVersion/app/2')]],
  ['appVersion: POST app/{id}', (dp) => dp.appVersionAddApp(2, { appName: '멤버십' }), [POST('/api/appVersion/app/2', { appName: '멤버십' })]],
  ['appVersion: DELETE app/{id}', (dp) => dp.appVersionDeleteApp(9), [DELETE('/api/appVersion/app/9')]],
];

const badIssueStamp: Pin[] = [
  ['GET daily by default', (dp) => dp.getList('badIssueStamp', page1), [GET('/api/badIssueStamp/daily?page=1&size=10&sort=id&order=ASC')]],
  [
    'GET weekly from the periodType filter',
    (dp) => dp.getList('badIssueStamp', { ...page1, filter: { periodType: 'weekly', cusId: 'U1' } }),
    [GET('/api/badIssueStamp/weekly?page=1&size=10&sort=id&order=ASC&cusId=U1')],
  ],
  [
    'GET (empty): the settings',
    (dp) => dp.getList('badIssueStampSetting', { ...page1, filter: { periodType: 'daily' } }),
    [GET('/api/badIssueStamp?page=1&size=10&sort=id&order=ASC&periodType=daily')],
  ],
  ['a setting read back from the list', (dp) => dp.getOne('badIssueStampSetting', { id: 1 }), [GET('/api/badIssueStamp?id=1')]],
  ['POST detail', (dp) => dp.getOne('badIssueStamp', { id: 4 }), [POST('/api/badIssueStamp/detail', { id: 4 })]],
  ['POST create', (dp) => dp.create('badIssueStampSetting', { data: { limitSaveCnt: 5 } }), [POST('/api/badIssueStamp/create', { limitSaveCnt: 5 })]],
  [
    'POST create with the id (update of a setting)',
    (dp) => dp.update('badIssueStampSetting', { id: 2, data: { id: 2, limitSaveCnt: 6 }, previousData: { id: 2 } }),
    [POST('/api/badIssueStamp/create', { id: 2, limitSaveCnt: 6 })],
  ],
  ['DELETE with query (cancel)', (dp) => dp.delete('badIssueStamp', { id: 4 }), [DELETE('/api/badIssueStamp?id=4')]],
  ['POST except', (dp) => dp.badIssueStampExcept({ ids: [4, 5] }), [POST('/api/badIssueStamp/except', { ids: [4, 5] })]],
];

describe.each([
  ['member', member],
  ['admin', admin],
  ['prepaid card', prepayCard],
  ['menu, group, app version', settings],
  ['bad-issue stamp', badIssueStamp],
])('%s calls', (_family, pins) => {
  it.each(pins)('%s', async (_label, call, expected, answer) => {
    await recorder().expectSent(call, expected, answer);
  });
});
