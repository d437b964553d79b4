import { describe, expect, it } from 'vitest';
import { excelMeta } from '@/providers/dataProvider/listQuery';
import { GET, POST, recorder } from './recorder';

/** What an Excel download adds to its request (docs/api.md "Excel downloads and personal data"). */
const all = { pagination: { page: 1, perPage: 57 }, sort: { field: 'id', order: 'ASC' as const }, filter: { status: 'Y' } };
const REASON = '고객 문의 확인';
/** The export's key from POST privacy/download (issue 34 item 6b): the reason never rides in a query. */
const KEY = 'dl-abc-123';

describe('Excel download parameters', () => {
  it('content and bespoke families: excelYn=Y and the download key at the end of the list query', async () => {
    const { expectSent } = recorder();
    await expectSent(
      (dp) => dp.getList('notice', { ...all, meta: excelMeta(KEY) }),
      [GET(`/api/notice/list?page=1&size=57&sort=id&order=ASC&status=Y&excelYn=Y&downloadKey=${KEY}`)],
    );
    await expectSent(
      (dp) => dp.getList('prepayCard', { ...all, meta: excelMeta(KEY) }),
      [GET(`/api/prepayCard/list?page=1&size=57&sort=cardNo&order=ASC&status=Y&excelYn=Y&downloadKey=${KEY}`)],
    );
    // no key: only the mark
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
    await expectSent((dp) => dp.getList('coupons', { ...all, meta: excelMeta(KEY) }), [GET(`${simpleRest}&excelYn=Y&downloadKey=${KEY}`)]);
    await expectSent((dp) => dp.getList('coupons', all), [GET(simpleRest)]);
  });

  it('the excelDetail body, through the filter', async () => {
    const { expectSent } = recorder();
    await expectSent(
      (dp) => dp.exportExcel('notice', { filter: { status: 'Y', excelYn: 'Y', downloadReason: REASON } }),
      [POST('/api/notice/notice/excelDetail', { status: 'Y', excelYn: 'Y', downloadReason: REASON })],
    );
  });

  it('POST privacy/download: the reason and the row count in the body, the key from the answer', async () => {
    const { expectSent } = recorder();
    const key = await expectSent(
      (dp) => dp.startDownload({ resource: 'member', reason: REASON, rows: 12 }),
      [POST('/api/privacy/download', { resource: 'member', reason: REASON, rows: 12 })],
      { result: '0000', downloadKey: KEY },
    );
    expect(key).toBe(KEY);
  });
});
