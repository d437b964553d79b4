import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider, type AppDataProvider } from '@/providers/dataProvider';
import { server } from '@mocks/node';
import { fixtures } from './recorder';

/**
 * The reply shapes spec §3 and §7 leave open, each in the form the console assumes and the natural
 * alternatives it accepts (docs/api.md "Where the spec is silent"); anything else is said in Korean.
 */
const BAD_REPLY = '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.';
const dp: AppDataProvider = createDataProvider({ findScreen: (name) => fixtures.find((screen) => screen.name === name) });

const answer = (path: string, body: Record<string, unknown>) => server.use(http.get(path, () => HttpResponse.json(body)));

describe('where the spec is silent', () => {
  it.each([
    ['balanceAmt, as the list rows', { cardNo: '9410', balanceAmt: 12000 }],
    ['balance', { data: { cardNo: '9410', balance: '12,000' } }],
    ['payment, as the prepaid card', { payment: { balance: 12000 } }],
    ['payment as a number', { payment: 12000 }],
  ])('reads the gift-card balance from %s', async (_shape, body) => {
    answer('/api/offlineGiftCard/balance', body);
    expect(await dp.offlineGiftCardBalance({ cardNo: '9410' })).toMatchObject({ balanceAmt: 12000 });
  });

  it('refuses a gift-card balance answer without a balance', async () => {
    answer('/api/offlineGiftCard/balance', { cardNo: '9410', faceAmt: 50000 });
    await expect(dp.offlineGiftCardBalance({ cardNo: '9410' })).rejects.toThrow(BAD_REPLY);
  });

  it.each([
    ['payment (spec §3)', { payment: 3000 }],
    ['payment with its totals', { data: { payment: { balance: 3000, chargeAmt: 5000 } } }],
    ['a balance beside no payment', { balance: '3000' }],
  ])('reads the prepaid balance from %s', async (_shape, body) => {
    answer('/api/prepayCard/balance', body);
    expect(await dp.prepayCardBalance({ cardNo: '1' })).toMatchObject({ balance: 3000 });
  });

  it("reads an eDream case's coupons as spec §3's coupon list, with its counts", async () => {
    answer('/api/eDreamSet/searchCoupon/ED1', { couponList: [{ couponNo: 'C1' }, { couponNo: 'C2' }], limitCnt: '1', ticketCnt: 1 });
    expect(await dp.eDreamSetSearchCoupon('ED1')).toEqual({ list: [{ couponNo: 'C1' }, { couponNo: 'C2' }], totalCnt: 2, limitCnt: 1, ticketCnt: 1 });
  });

  it.each([
    ['a list', { list: [{ cusId: 'M1' }], totalCnt: 1 }],
    ['the one record found', { cusId: 'M1', cusName: '김*수' }],
    ['the record in data', { data: { cusId: 'M1' } }],
  ])("reads an eDream case's customer search answering %s", async (_shape, body) => {
    answer('/api/eDreamSet/searchCustomer/ED1', body);
    const { list, totalCnt } = await dp.eDreamSetSearchCustomer('ED1');
    expect(list.map((row) => row.cusId)).toEqual(['M1']);
    expect(totalCnt).toBe(1);
  });

  it('refuses a search answer with nothing to read', async () => {
    answer('/api/eDreamSet/stamp/ED1', { result: '0000' });
    await expect(dp.eDreamSetStamp('ED1')).rejects.toThrow(BAD_REPLY);
  });
});
