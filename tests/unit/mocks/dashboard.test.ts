import { describe, expect, it } from 'vitest';
import { call, signIn } from './api';

type Row = Record<string, number>;
interface Dashboard {
  data1: Row;
  data2: Row;
  levelData1: { LEVEL_NAME: string; CUS_TOTAL: number }[];
  levelData2: { LEVEL_NAME: string; CUS_TOTAL: number }[];
  levelData3: { LEVEL_NAME: string; CUS_TOTAL: number }[];
  [key: string]: unknown;
}

const QUERY = '/api/dashboard?startDt=2026-11-01&endDt=2026-11-21&prevStartDt=2026-10-01&prevEndDt=2026-10-31&levelStartMonth=2026-09&extra=1';

describe('GET /api/dashboard', () => {
  it('answers both periods with consistent figures', async () => {
    await signIn('hq.master');
    const { status, body } = await call<Dashboard>(QUERY);
    expect(status).toBe(200);
    const memberKeys = ['TOTAL_CNT', 'NEW_CNT', 'ACTIVE_CERTIFY_CNT', 'DROP_CNT', 'MAU_CNT', 'DIAPAUSE_CNT', 'PAYMENT_CNT', 'PRE_DIAPAUSE_CNT', 'CERTIFY_CNT'];
    for (const data of [body.data1, body.data2]) expect(Object.keys(data).sort()).toEqual([...memberKeys].sort());
    expect(body.data2.TOTAL_CNT).toBeGreaterThan(1_100_000);
    expect(body.data1.TOTAL_CNT).toBe(body.data2.TOTAL_CNT + body.data1.NEW_CNT - body.data1.DROP_CNT);
    for (const level of [body.levelData1, body.levelData2, body.levelData3]) {
      expect(level.map((entry) => entry.LEVEL_NAME)).toEqual(['Blue', 'White', 'Welcome']);
      expect(level.every((entry) => entry.CUS_TOTAL > 0)).toBe(true);
    }
    expect(Object.keys(body.stampIssuedData1 as Row)).toEqual(['ISSUE_ORDER', 'ISSUE_BEANIST', 'ISSUE_MARKETING', 'ISSUE_ETC']);
    expect(Object.keys(body.stampUsedData2 as Row)).toEqual([
      'CHANGE_STAMP_COUPON_03',
      'CHANGE_STAMP_COUPON_06',
      'CHANGE_STAMP_COUPON_09',
      'CHANGE_STAMP_COUPON_12',
      'CHANGE_COUPON',
    ]);
    for (const prefix of ['QR', 'GIFT_CARD', 'PREPAY', 'NICE_EASY', 'GIFT_COUPON', 'PROMO_COUPON']) {
      const payment = body.paymentData1 as Row;
      expect(payment[`${prefix}_TOTAL`]).toBeGreaterThanOrEqual(payment[`${prefix}_CNT`]);
      expect(payment[`${prefix}_AMOUNT`] % 100).toBe(0);
    }
    for (const prefix of ['DELIVERY', 'PICKUP', 'SUBSCRIBE', 'RESERVE', 'GIFT']) expect(body.serviceData2).toHaveProperty(`${prefix}_AMOUNT`);
    expect((await call<Dashboard>(QUERY)).body).toEqual(body); // stable per period
  });

  it('refuses group 4 with 403', async () => {
    await signIn('store.owner1');
    expect(await call('/api/dashboard')).toEqual({ status: 403, body: { result: '9999', msg: '권한이 없습니다.' } });
  });

  it('downloads the sample file with a Korean file name and a BOM', async () => {
    await signIn('hq.master');
    const response = await fetch('/api/dashboard/download', { method: 'POST' });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="dashboard_sample.csv"; filename*=UTF-8''%EB%8C%80%EC%8B%9C%EB%B3%B4%EB%93%9C_%EC%83%98%ED%94%8C%EC%96%91%EC%8B%9D.csv`,
    );
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('구분,항목');
    // a blank form that says so: no figure the dashboard does not show
    expect(text).toContain('빈 양식입니다.');
    const items = text.trim().split('\r\n').slice(2);
    expect(items.length).toBeGreaterThan(0);
    for (const line of items) expect(line).toMatch(/^[^,]+,[^,]+,,,$/);
  });
});
