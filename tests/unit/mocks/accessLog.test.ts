import { describe, expect, it } from 'vitest';
import { accessEntries, appendAccess, type AccessEntry } from '@mocks/accessLog';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { maskName } from '@/format/mask';
import type { ListResponse } from '@/types/api';
import { call, signIn } from './api';

/** 개인정보 접속기록 on the server (issue 34 items 1, 2 and 6b): what the mock writes, its 405s, the 월 점검. */
type Row = Record<string, unknown>;
const members = () => collectionOf(findScreen('member')!).all();
const KST_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$/;
const last = () => accessEntries().at(-1);
const master = { adminId: 'hq.master', adminName: '김관리' };

describe('the access log: one entry per access to personal data, written by the server', () => {
  it('a list read is 조회 with its members (or its row count); a detail read is 열람 with its member', async () => {
    await signIn('hq.master');
    const [first, second] = members();
    const before = accessEntries().length;
    const page = await call<ListResponse<Row>>('/api/member/list?page=1&size=2&sort=cusId&order=ASC');
    expect(page.status).toBe(200);
    expect(accessEntries()).toHaveLength(before + 1);
    expect(last()).toEqual({
      logId: expect.any(Number),
      logDt: expect.stringMatching(KST_TIME),
      adminId: 'hq.master',
      adminName: expect.any(String),
      ip: expect.stringMatching(ADDRESS),
      subject: `${String(first.cusId)} ${maskName(first.cusName)}, ${String(second.cusId)} ${maskName(second.cusName)}`,
      memberNos: [String(first.cusId), String(second.cusId)],
      action: '조회',
      menuName: '회원 정보',
      menuCode: '0701',
      reason: '',
    } satisfies AccessEntry);
    await call('/api/member/list?page=1&size=20');
    expect(last()).toMatchObject({ action: '조회', subject: '20건', menuName: '회원 정보' });
    expect(last()?.memberNos).toHaveLength(20);

    await call(`/api/member/${String(first.cusId)}`, { method: 'POST', json: {} });
    expect(last()).toMatchObject({ action: '열람', subject: `${String(first.cusId)} ${maskName(first.cusName)}`, memberNos: [String(first.cusId)] });

    // a tab of the member workspace lists the member's records: the member is named once
    expect((await call(`/api/member/${String(first.cusId)}/memo?page=1&size=10`)).status).toBe(200);
    expect(last()).toMatchObject({
      action: '조회',
      subject: `${String(first.cusId)} ${maskName(first.cusName)}`,
      memberNos: [String(first.cusId)],
      menuName: '회원 정보',
    });
  });

  it('takes the address from x-forwarded-for when there is one, else one stable address per session', async () => {
    await signIn('hq.master');
    await call('/api/member/list?page=1&size=1');
    const own = last()?.ip;
    await call('/api/member/list?page=1&size=1');
    expect(last()?.ip).toBe(own);
    await call('/api/member/list?page=1&size=1', { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } });
    expect(last()?.ip).toBe('203.0.113.7');
  });

  it('logs nothing for a screen without personal data, a refused call or a failed one', async () => {
    await signIn('hq.master');
    const before = accessEntries().length;
    await call('/api/notice/list?page=1&size=5');
    await call('/api/member/NO-SUCH', { method: 'POST', json: {} });
    await signIn('store.owner1');
    await call('/api/member/list?page=1&size=5');
    expect(accessEntries()).toHaveLength(before);
  });

  it('a reveal is 열람 of its field; a write to personal data is 변경 with its member', async () => {
    await signIn('hq.master');
    const member = members()[0];
    const id = String(member.cusId);
    expect((await call('/api/privacy/reveal', { method: 'POST', json: { resource: 'member', id, field: 'cusHp' } })).status).toBe(200);
    expect(last()).toMatchObject({
      action: '열람',
      subject: `${id} ${maskName(member.cusName)} (휴대폰 번호)`,
      memberNos: [id],
      menuName: '회원 정보',
      adminId: 'hq.master',
    });

    const renamed = await call(`/api/member/${id}/name`, { method: 'PUT', json: { cusName: '홍길동' } });
    expect(renamed.status).toBe(200);
    expect(last()).toMatchObject({ action: '변경', memberNos: [id], menuName: '회원 정보', subject: expect.stringContaining(id) });
    const memo = await call('/api/member/memo', { method: 'POST', json: { cusId: id, memo: '통화 내용' } });
    expect(memo.status).toBe(200);
    expect(last()).toMatchObject({ action: '입력', memberNos: [id] });
  });

  it('an export is one 다운로드 with its reason and row count; its pages carry a key, never the reason', async () => {
    await signIn('hq.master');
    const missing = { status: 400, body: { result: '9999', msg: '다운로드 사유를 입력해주세요.' } };
    expect(await call('/api/member/list?excelYn=Y')).toEqual(missing);
    expect(await call(`/api/member/list?excelYn=Y&downloadReason=${encodeURIComponent('회원 현황 보고')}`)).toEqual(missing); // the old way: refused
    expect(await call('/api/privacy/download', { method: 'POST', json: { resource: 'member', rows: 12 } })).toMatchObject({
      status: 400,
      body: { msg: '다운로드 사유를 입력해주세요.' },
    });
    const before = accessEntries().length;
    const started = await call<{ result: string; downloadKey: string }>('/api/privacy/download', {
      method: 'POST',
      json: { resource: 'member', reason: '회원 현황 보고', rows: 12 },
    });
    expect(started).toMatchObject({ status: 200, body: { result: '0000', downloadKey: expect.any(String) } });
    const key = encodeURIComponent(started.body.downloadKey);
    for (const page of [1, 2]) expect((await call(`/api/member/list?excelYn=Y&downloadKey=${key}&page=${page}&size=6`)).status).toBe(200);
    expect(accessEntries().slice(before)).toEqual([
      expect.objectContaining({
        action: '다운로드',
        subject: '12건',
        reason: '회원 현황 보고',
        menuName: '회원 정보',
        adminId: 'hq.master',
        ip: expect.stringMatching(ADDRESS),
      }),
    ]);
    // another admin's, or another screen's, key opens nothing
    expect(await call(`/api/giftCard?excelYn=Y&downloadKey=${key}`)).toEqual(missing);
    await signIn('hq.viewer1');
    expect(await call(`/api/member/list?excelYn=Y&downloadKey=${key}`)).toEqual(missing);
  });

  it('the server’s own file (excelDetail) takes its reason in the body and is logged with its rows', async () => {
    await signIn('hq.master');
    const rows = collectionOf(findScreen('smsSend')!).all().length;
    const csv = await fetch('/api/smsSend/smsSend/excelDetail', {
      method: 'POST',
      body: JSON.stringify({ excelYn: 'Y', downloadReason: '발송 점검' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(csv.status).toBe(200);
    expect(last()).toMatchObject({ action: '다운로드', subject: `${rows}건`, reason: '발송 점검', menuName: '문자 발송' });
  });
});

describe('the access log cannot be changed', () => {
  it('PUT, PATCH, DELETE and POST on /api/accessLog answer 405 in Korean; the list reads', async () => {
    await signIn('hq.master');
    await call('/api/member/list?page=1&size=1');
    const logId = last()?.logId;
    const refused = { status: 405, body: { result: '9999', msg: '접속기록은 수정하거나 삭제할 수 없습니다.' } };
    expect(await call(`/api/accessLog/${String(logId)}`, { method: 'PUT', json: { subject: '-' } })).toEqual(refused);
    expect(await call(`/api/accessLog/${String(logId)}`, { method: 'PATCH', json: { subject: '-' } })).toEqual(refused);
    expect(await call(`/api/accessLog/${String(logId)}`, { method: 'DELETE' })).toEqual(refused);
    expect(await call('/api/accessLog?ids=1', { method: 'DELETE' })).toEqual(refused);
    expect(await call('/api/accessLog', { method: 'POST', json: { subject: '-' } })).toEqual(refused);
    const list = await call<ListResponse<Row>>(`/api/accessLog?filter=${encodeURIComponent(JSON.stringify({ action: '조회' }))}`);
    expect(list.body.list.map((row) => row.logId)).toContain(logId);
    expect(accessEntries().find((entry) => entry.logId === logId)?.subject).not.toBe('-');
  });

  it('the list filters by 회원번호 (exactly) and 수행업무', async () => {
    await signIn('hq.master');
    const [first, second] = members();
    await call(`/api/member/${String(first.cusId)}`, { method: 'POST', json: {} });
    await call(`/api/member/${String(second.cusId)}`, { method: 'POST', json: {} });
    const filtered = async (filter: Row) => (await call<ListResponse<Row>>(`/api/accessLog?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body.list;
    expect((await filtered({ memberNos: String(first.cusId), action: '열람' })).map((row) => row.subject)).toEqual([
      `${String(first.cusId)} ${maskName(first.cusName)}`,
    ]);
  });
});

describe('월 점검', () => {
  const seed = (logDt: string, entry: Partial<AccessEntry> = {}) =>
    appendAccess(master, '10.0.0.1', { action: '열람', subject: '-', menuName: '회원 정보', menuCode: '0701', memberNos: [], logDt, ...entry });

  it('flags every download, access between 22:00 and 07:00, and 열람 of more than 20 members a day', async () => {
    seed('2026-10-03 10:00:00', { action: '다운로드', subject: '100건', reason: '보고' });
    seed('2026-10-04 23:10:00');
    seed('2026-10-05 06:59:59', { action: '조회' });
    seed('2026-10-05 07:00:00', { action: '조회' }); // day time: not flagged
    for (let index = 0; index < 21; index += 1) seed(`2026-10-06 1${index % 10}:00:00`, { memberNos: [String(200000 + index)] });
    seed('2026-10-07 11:00:00', { memberNos: ['100001'] }); // another day: fine
    seed('2026-09-30 23:00:00'); // another month
    await signIn('hq.master');
    const review = await call<{ status: string; list: Array<AccessEntry & { flags: string[] }>; totalCnt: number }>('/api/accessLog/review?month=2026-10');
    expect(review.status).toBe(200);
    const flagsAt = (logDt: string) => review.body.list.filter((entry) => entry.logDt === logDt).map((entry) => entry.flags);
    expect(flagsAt('2026-10-03 10:00:00')).toEqual([['다운로드']]);
    expect(flagsAt('2026-10-04 23:10:00')).toEqual([['야간 접속 (22:00~07:00)']]);
    expect(flagsAt('2026-10-05 06:59:59')).toEqual([['야간 접속 (22:00~07:00)']]);
    expect(flagsAt('2026-10-05 07:00:00')).toEqual([]);
    expect(review.body.list.filter((entry) => entry.flags.includes('하루 20명 초과 열람'))).toHaveLength(21);
    expect(flagsAt('2026-10-07 11:00:00')).toEqual([]);
    expect(review.body.totalCnt).toBe(24);
    expect(review.body.status).toBe('미점검');
  });

  it('records 점검 완료 with who, when and the note, logs it, and a past month without one stays 미점검', async () => {
    await signIn('hq.master');
    expect((await call('/api/accessLog/review', { method: 'POST', json: { month: '2026-10', note: '' } })).body).toMatchObject({
      msg: '점검 내용을 입력해주세요.',
    });
    expect((await call('/api/accessLog/review', { method: 'POST', json: { month: '2999-01', note: '미래' } })).status).toBe(400);
    const saved = await call<{ status: string; review: Row; msg: string }>('/api/accessLog/review', {
      method: 'POST',
      json: { month: '2026-10', note: '다운로드 1건 사유 확인' },
    });
    expect(saved.body).toMatchObject({
      msg: '점검 완료가 기록되었습니다.',
      status: '점검 완료',
      review: {
        month: '2026-10',
        note: '다운로드 1건 사유 확인',
        reviewerId: 'hq.master',
        reviewerName: expect.any(String),
        reviewDt: expect.stringMatching(KST_TIME),
      },
    });
    expect(last()).toMatchObject({ action: '입력', subject: '2026-10 월 점검', menuName: '개인정보 접속기록', adminId: 'hq.master' });
    expect((await call<{ status: string }>('/api/accessLog/review?month=2026-10')).body.status).toBe('점검 완료');
    expect((await call<{ status: string; review: unknown }>('/api/accessLog/review?month=2026-09')).body).toMatchObject({ status: '미점검', review: null });
  });

  it('a review needs the modify flag of 0820; reading needs its read flag', async () => {
    await signIn('hq.viewer1');
    expect((await call('/api/accessLog/review', { method: 'POST', json: { month: '2026-10', note: '점검' } })).status).toBe(403);
  });
});
