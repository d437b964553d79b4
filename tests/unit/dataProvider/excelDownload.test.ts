import { describe, it } from 'vitest';
import { excelMeta, excelParams } from '@/providers/dataProvider/listQuery';
import { GET, POST, recorder } from './recorder';

/** What an Excel download adds to its request (docs/api.md "Excel downloads and personal data"). */
const all = { pagination: { page: 1, perPage: 57 }, sort: { field: 'id', order: 'ASC' as const }, filter: { status: 'Y' } };
const REASON = '고객 문의 확인';
const ENCODED = encodeURIComponent(REASON);

describe('Excel download parameters', () => {
  it('content and bespoke families: excelYn=Y and the reason at the end of the list query', async () => {
    const { expectSent } = recorder();
    await expectSent(
      (dp) => dp.getList('notice', { ...all, meta: excelMeta(REASON) }),
      [GET(`/api/notice/list?page=1&size=57&sort=id&order=ASC&status=Y&excelYn=Y&downloadReason=${ENCODED}`)],
    );
    await expectSent(
      (dp) => dp.getList('prepayCard', { ...all, meta: excelMeta(REASON) }),
      [GET(`/api/prepayCard/list?page=1&size=57&sort=cardNo&order=ASC&status=Y&excelYn=Y&downloadReason=${ENCODED}`)],
    );
    // no reason asked (no personal data): only the mark
    await expectSent(
      (dp) => dp.getList('notice', { ...all, meta: excelMeta() }),
      [GET('/api/notice/list?page=1&size=57&sort=id&order=ASC&status=Y&excelYn=Y')],
    );
    // an ordinary list read carries neither
    await expectSent((dp) => dp.getList('notice', all), [GET('/api/notice/list?page=1&size=57&sort=id&order=ASC&status=Y')]);
  });

  it('the rest family: appended to the simple-rest URL', async () => {
    const { expectSent } = recorder();
    const simpleRest = `/api/couponType?filter=${encodeURIComponent('{"status":"Y"}')}&range=${encodeURIComponent('[0,56]')}&sort=${encodeURIComponent('["id","ASC"]')}`;
    await expectSent((dp) => dp.getList('coupons', { ...all, meta: excelMeta(REASON) }), [GET(`${simpleRest}&excelYn=Y&downloadReason=${ENCODED}`)]);
    await expectSent((dp) => dp.getList('coupons', all), [GET(simpleRest)]);
  });

  it('the excelDetail body, through the filter', async () => {
    const { expectSent } = recorder();
    await expectSent(
      (dp) => dp.exportExcel('notice', { filter: { status: 'Y', ...excelParams(excelMeta(REASON)) } }),
      [POST('/api/notice/notice/excelDetail', { status: 'Y', excelYn: 'Y', downloadReason: REASON })],
    );
  });
});
