import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { failureKind } from '@/http/failures';
import { createDataProvider, type AppDataProvider } from '@/providers/dataProvider';
import { readDetail, readDone, readList, readResult, readSaved } from '@/providers/dataProvider/records';
import { server } from '@mocks/node';
import { fixtures, ROW } from './recorder';

/**
 * The reply validator (records.ts) per family: a 200 whose body is not what the call expects
 * rejects with the Korean "cannot read the reply" HttpError, and a refused write with the
 * server's message; nothing of it resolves as data or as a success.
 */
const BAD_REPLY = '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.';

type Body = string | Record<string, unknown> | unknown[] | undefined;

/** Answers every /api call with `body` (a string is sent as an HTML page, undefined as an empty body). */
function answer(body: Body): void {
  server.use(
    http.all('/api/*', () => {
      if (body === undefined) return new HttpResponse(null, { status: 200 });
      if (typeof body === 'string') return new HttpResponse(body, { headers: { 'content-type': 'text/html' } });
      return HttpResponse.json(body);
    }),
  );
}

const dp: AppDataProvider = createDataProvider({ findScreen: (name) => fixtures.find((screen) => screen.name === name) });

async function rejection(call: () => Promise<unknown>): Promise<HttpError> {
  const outcome = await call().then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  expect(outcome, 'the call must reject').toHaveProperty('error');
  const { error } = outcome as { error: unknown };
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const NOT_A_LIST: [string, Body][] = [
  ['an HTML page', '<!doctype html><title>점검 중</title>'],
  ['an empty body', undefined],
  ['a list that is not an array', { list: { id: 1 }, totalCnt: 1 }],
  ['rows that are not records', { list: [1, 2], totalCnt: 2 }],
  ['a totalCnt that is not a number', { list: [ROW], totalCnt: '스무 건' }],
  ['no list at all', { result: '0000', msg: '성공' }],
];

/** The screens of the fixtures whose family lists, one per family. */
const LISTS = [
  'notice',
  'display',
  'coupons',
  'code',
  'member',
  'user',
  'prepayCard',
  'group',
  'appVersion',
  'menu',
  'badIssueStamp',
  'offlineGiftCard',
  'eDream',
  'eventStandard',
];
const DETAILS = [
  'notice',
  'display',
  'coupons',
  'code',
  'member',
  'user',
  'group',
  'appVersion',
  'badIssueStamp',
  'offlineGiftCard',
  'eDream',
  'eventStandard',
];
const CREATES = ['notice', 'display', 'coupons', 'code', 'user', 'group', 'appVersion', 'badIssueStampSetting', 'eDream', 'eventStandard'];
const UPDATES = ['notice', 'display', 'coupons', 'code', 'member', 'user', 'group', 'appVersion', 'menu', 'eDream', 'eventStandard'];
const DELETES = ['notice', 'display', 'coupons', 'code', 'user', 'group', 'eventStandard']; // a member leaves through memberWithdraw (below)

const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('list replies', () => {
  it.each(LISTS)('%s: every malformed list rejects in Korean', async (resource) => {
    for (const [what, body] of NOT_A_LIST) {
      answer(body);
      const error = await rejection(() => dp.getList(resource, page));
      expect({ what, message: error.message, kind: failureKind(error) }).toEqual({ what, message: BAD_REPLY, kind: 'badReply' });
    }
  });

  it('a list refused with a result code says the server message', async () => {
    answer({ result: '9999', msg: '조회 권한이 없는 매장입니다.' });
    expect((await rejection(() => dp.getList('notice', page))).message).toBe('조회 권한이 없는 매장입니다.');
  });

  it('typed list methods of the bespoke families read the same way', async () => {
    answer('<html>502 Bad Gateway</html>');
    for (const call of [
      () => dp.memberTab('U1', 'stamp'),
      () => dp.prepayCardUseList({}),
      () => dp.eDreamSetStamp(1),
      () => dp.restStatistic('coupons', 'daily'),
      () => dp.getCodes('G9'),
    ]) {
      expect(failureKind(await rejection(call))).toBe('badReply');
    }
  });
});

describe('detail replies', () => {
  it.each(DETAILS)('%s: an empty body, an HTML page or a bare result is not a record', async (resource) => {
    for (const body of [undefined, '<html></html>', { result: '0000' }, {}] satisfies Body[]) {
      answer(body);
      expect(failureKind(await rejection(() => dp.getOne(resource, { id: 1 })))).toBe('badReply');
    }
  });

  it('the dashboard: an object (its blocks read by the dashboard), never null, a list or an empty body', async () => {
    for (const body of [undefined, '<html></html>', []] satisfies Body[]) {
      answer(body);
      expect(failureKind(await rejection(() => dp.getDashboard({})))).toBe('badReply');
    }
    server.use(http.get('/api/dashboard', () => HttpResponse.json(null)));
    expect(failureKind(await rejection(() => dp.getDashboard({})))).toBe('badReply');
    answer({});
    expect(await dp.getDashboard({})).toEqual({});
  });

  it('a prepaid-card balance that is not a number is not a balance of 0', async () => {
    answer({ payment: '알 수 없음' });
    expect(failureKind(await rejection(() => dp.prepayCardBalance({ cardNo: 'K1' })))).toBe('badReply');
    answer({ payment: { balance: 12000 } });
    expect(await dp.prepayCardBalance({ cardNo: 'K1' })).toEqual({ balance: 12000 });
  });
});

describe('write replies', () => {
  it.each(CREATES)('%s: a create reply without result 0000 or without the new key is not saved', async (resource) => {
    for (const body of [
      undefined,
      '<html></html>',
      { result: '0000', msg: '저장되었습니다.' },
      { result: '0000', data: { title: '키 없음' } },
    ] satisfies Body[]) {
      answer(body);
      expect(failureKind(await rejection(() => dp.create(resource, { data: { title: '새 항목' } })))).toBe('badReply');
    }
    answer({ result: '9999', msg: '이미 등록된 코드입니다.' });
    expect((await rejection(() => dp.create(resource, { data: { title: '새 항목' } }))).message).toBe('이미 등록된 코드입니다.');
  });

  it.each(UPDATES)('%s: an update reply without result 0000 or without the record is not saved', async (resource) => {
    for (const body of [undefined, '<html></html>', { result: '0000' }, { data: ROW }] satisfies Body[]) {
      answer(body);
      expect(failureKind(await rejection(() => dp.update(resource, { id: 1, data: { ...ROW, title: '수정' }, previousData: ROW })))).toBe('badReply');
    }
    answer({ result: '9999', msg: '메뉴 코드를 확인해주세요.' });
    expect((await rejection(() => dp.update(resource, { id: 1, data: ROW, previousData: ROW }))).message).toBe('메뉴 코드를 확인해주세요.');
  });

  it.each(DELETES)('%s: a delete reply that is empty or refused is not a deletion', async (resource) => {
    answer(undefined);
    expect(failureKind(await rejection(() => dp.delete(resource, { id: 1, previousData: ROW })))).toBe('badReply');
    answer({ result: '9999', msg: '사용 중인 항목은 삭제할 수 없습니다.' });
    expect((await rejection(() => dp.delete(resource, { id: 1, previousData: ROW }))).message).toBe('사용 중인 항목은 삭제할 수 없습니다.');
  });

  it('status, order, bulk delete and the typed writes need result 0000', async () => {
    const writes: (() => Promise<unknown>)[] = [
      () => dp.changeStatus('notice', { ids: [1], status: 'N' }),
      () => dp.changeStatus('coupons', { ids: [1], status: 'N' }),
      () => dp.changeOrder('code', { ids: ['C1'] }),
      () => dp.deleteMany('display', { ids: [1] }),
      () => dp.memberUpdateName('U1', '홍길동'),
      () => dp.memberWithdraw('U1', { withdrawReason: 'LOW_USE' }),
      () => dp.codeGreenDeposit({ depositAmt: 500 }),
      () => dp.eDreamSetTicket(1),
      () => dp.badIssueStampExcept({ ids: [1] }),
      () => dp.appVersionDeleteApp(3),
      () => dp.promotionDelete(3),
    ];
    for (const write of writes) {
      answer(undefined);
      expect(failureKind(await rejection(write))).toBe('badReply');
      answer({ result: '9999', msg: '처리할 수 없는 상태입니다.' });
      expect((await rejection(write)).message).toBe('처리할 수 없는 상태입니다.');
    }
  });

  it('a check answers 9999 as an answer, but an empty reply is still a failure', async () => {
    answer({ result: '9999', msg: '같은 그룹에 이미 있는 코드명입니다.' });
    expect(await dp.codeCheckName('nameCheck', { codeName: '커피', upCodeId: '904' })).toEqual({ result: '9999', msg: '같은 그룹에 이미 있는 코드명입니다.' });
    expect(await dp.checkEventId('notice', { eventId: 'E1' })).toBe(false);
    answer(undefined);
    expect(failureKind(await rejection(() => dp.codeCheckName('nameCheck', { codeName: '커피', upCodeId: '904' })))).toBe('badReply');
  });

  it('prepaid-card writes hand a malformed reply back as an outcome (spec §8), never as a success', async () => {
    answer('<html></html>');
    const outcome = await dp.prepayCardLost({ cardNo: 'K1', lostYn: 'Y' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && failureKind(outcome.error)).toBe('badReply');
  });
});

describe('the readers themselves', () => {
  it('accept the documented shapes', () => {
    expect(readList([{ id: 1 }])).toEqual({ list: [{ id: 1 }], totalCnt: 1 });
    expect(readList({ data: { list: [{ id: 1 }], totalCnt: '7' } })).toEqual({ list: [{ id: 1 }], totalCnt: 7 });
    expect(readList({ list: [], totalCnt: 0, graphList: [1] })).toEqual({ list: [], totalCnt: 0, graphList: [1] });
    expect(readDetail({ data: { id: 1 } })).toEqual({ id: 1 });
    expect(readDetail({ id: 1, title: '제목' })).toEqual({ id: 1, title: '제목' });
    expect(readSaved({ result: '0000', msg: '저장되었습니다.', data: { id: 3 } }, 'id')).toEqual({ id: 3 });
    expect(readDone({ result: '0000' })).toEqual({ result: '0000' });
    expect(readResult({ result: 9999, msg: '중복' })).toEqual({ result: '9999', msg: '중복' });
  });

  it("read a list's summary as numbers, and refuse one that is not an object of numbers (issue 32 item 3)", () => {
    expect(readList({ list: [], totalCnt: 0, summary: { tradeAmt: 1200, feeAmt: '1,300' } })).toEqual({
      list: [],
      totalCnt: 0,
      summary: { tradeAmt: 1200, feeAmt: 1300 },
    });
    expect(readList({ list: [], totalCnt: 0, summary: null })).toEqual({ list: [], totalCnt: 0 });
    for (const summary of [[1, 2], 'x', { tradeAmt: 'many' }, { tradeAmt: null }]) {
      let error: unknown;
      try {
        readList({ list: [], totalCnt: 0, summary });
      } catch (caught) {
        error = caught;
      }
      expect(failureKind(error), JSON.stringify(summary)).toBe('badReply');
    }
  });

  it('keep an English server message off the screen', () => {
    let error: unknown;
    try {
      readDone({ result: '9999', msg: 'Duplicate key' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ message: '요청을 처리하지 못했습니다.', status: 200 });
    expect(failureKind(error)).toBe('refused');
  });
});
