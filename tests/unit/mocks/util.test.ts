import { describe, expect, it } from 'vitest';
import { queryRows, readBody } from '@mocks/handlers/util';

const rows = [
  { id: 1, title: '여름 시즌 안내', status: 'Y', regDt: '2026-03-02 10:00:00', viewCnt: 5 },
  { id: 2, title: '겨울 이벤트', status: 'N', regDt: '2026-05-10 09:00:00', viewCnt: 50 },
  { id: 3, title: '여름 이벤트', status: 'Y', regDt: '2026-07-21 12:00:00', viewCnt: 7 },
  { id: 4, title: '공지', status: 'YN', regDt: '', viewCnt: 1 },
];
const ids = (url: string) => queryRows(rows, url).list.map((row) => row.id);

describe('queryRows (docs/api.md list query)', () => {
  it('pages with page/size, and returns everything without them', () => {
    expect(queryRows(rows, '/api/x/list?page=2&size=3')).toEqual({ list: [rows[3]], totalCnt: 4 });
    expect(ids('/api/x/list')).toEqual([1, 2, 3, 4]);
  });

  it('filters text by substring, codes exactly, dates by From/To, and ignores unknown parameters', () => {
    expect(ids('/api/x/list?title=%EC%97%AC%EB%A6%84')).toEqual([1, 3]);
    expect(ids('/api/x/list?status=Y')).toEqual([1, 3]);
    expect(ids('/api/x/list?regDtFrom=2026-05-10&regDtTo=2026-07-20')).toEqual([2]);
    expect(ids('/api/x/list?periodType=ing&status=N')).toEqual([2]);
    expect(ids('/api/x/list?status=Y&status=N')).toEqual([1, 2, 3]);
  });

  it('sorts numbers and text, empty values last', () => {
    expect(ids('/api/x/list?sort=viewCnt&order=DESC')).toEqual([2, 3, 1, 4]);
    expect(ids('/api/x/list?sort=regDt&order=DESC')).toEqual([3, 2, 1, 4]);
  });

  it('reads the rest variant: filter json, range and sort array', () => {
    const url = `/api/x?filter=${encodeURIComponent(JSON.stringify({ status: 'Y' }))}&range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","DESC"]')}`;
    expect(queryRows(rows, url)).toEqual({ list: [rows[2]], totalCnt: 2 });
  });
});

describe('readBody', () => {
  it('reads JSON, multipart and url-encoded bodies', async () => {
    const json = new Request('http://localhost/a', { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json' } });
    expect(await readBody(json)).toEqual({ a: 1 });
    const form = new FormData();
    form.append('adminId', 'hq.master');
    expect(await readBody(new Request('http://localhost/a', { method: 'POST', body: form }))).toEqual({ adminId: 'hq.master' });
    expect(await readBody(new Request('http://localhost/a', { method: 'POST', body: new URLSearchParams({ b: '2' }) }))).toEqual({ b: '2' });
    expect(await readBody(new Request('http://localhost/a', { method: 'POST' }))).toEqual({});
  });
});
