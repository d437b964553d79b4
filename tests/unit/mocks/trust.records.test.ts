import { describe, expect, it } from 'vitest';
import { accessEntries } from '@mocks/accessLog';
import { adminTable, collectionOf } from '@mocks/db';
import type { ListResponse } from '@/types/api';
import { findScreen } from '@resources/registry';
import { call, signIn } from './api';

/** Issue 11 items 6 and 10 on the server: versions and 409, personal-data reveal and download logs. */
type Row = Record<string, unknown>;
const table = (name: string) => {
  const screen = findScreen(name);
  if (!screen) throw new Error(`no screen ${name}`);
  return collectionOf(screen);
};
const CONFLICT = '다른 사용자가 먼저 수정했습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.';

describe('rev and 409', () => {
  it('seeds rev 1, adds 1 on each update, refuses a stale rev with the current record and changes nothing', async () => {
    await signIn('hq.master');
    const notice = table('notice').all()[0];
    const path = `/api/notice/notice/${String(notice.id)}`;
    expect((await call<Row>(path)).body.rev).toBe(1);

    const first = await call<{ data: Row }>(path, { method: 'PUT', json: { ...notice, title: '첫 번째 저장', rev: 1 } });
    expect(first).toMatchObject({ status: 200, body: { data: { title: '첫 번째 저장', rev: 2 } } });
    const stale = await call<{ result: string; msg: string; data: Row }>(path, { method: 'PUT', json: { ...notice, title: '두 번째 저장', rev: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ result: '9999', msg: CONFLICT, data: { title: '첫 번째 저장', rev: 2 } });
    expect(table('notice').get(notice.id)).toMatchObject({ title: '첫 번째 저장', rev: 2 });

    const unchecked = await call<{ data: Row }>(path, { method: 'PUT', json: { ...notice, title: '버전 없이 저장', rev: undefined } });
    expect(unchecked.body.data).toMatchObject({ title: '버전 없이 저장', rev: 3 });
    expect((await call(path, { method: 'DELETE', json: { id: notice.id, rev: 2 } })).status).toBe(409);
    expect(table('notice').get(notice.id)).toBeDefined();
    expect((await call(path, { method: 'DELETE', json: { id: notice.id, rev: 3 } })).status).toBe(200);
  });

  it('a new record starts at rev 1; status changes count as updates; the admin family answers 409 without secrets', async () => {
    await signIn('hq.master');
    const created = await call<{ data: Row }>('/api/faq/create', {
      method: 'POST',
      json: { faqCategory: '90001', title: '새 질문', content: '<p>답</p>', status: 'Y', rev: 7 },
    });
    expect(created.body.data.rev).toBe(1);
    await call('/api/faq/faq/status', { method: 'POST', json: { ids: [created.body.data.id], status: 'N' } });
    expect(table('faq').get(created.body.data.id)?.rev).toBe(2);

    const admin = (await call<{ data: Row }>('/api/admin/detail', { method: 'POST', json: { adminId: 'hq.viewer1' } })).body.data;
    expect((await call('/api/admin/update', { method: 'PUT', json: { ...admin, adminName: '최서윤A' } })).status).toBe(200);
    const stale = await call<{ data: Row }>('/api/admin/update', { method: 'PUT', json: { ...admin, adminName: '최서윤B' } });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ adminId: 'hq.viewer1', adminName: '최서윤A', rev: 2 });
    expect(stale.body.data).not.toHaveProperty('adminPwd');
    expect(Array.isArray(stale.body.data.menuAuth)).toBe(true);
    expect(adminTable().get('hq.viewer1')?.adminName).toBe('최서윤A');
  });

  it('the menu update checks the revision too', async () => {
    await signIn('hq.master');
    expect((await call('/api/menu/1', { method: 'PUT', json: { menuTitle: '상품', rev: 1 } })).status).toBe(200);
    const stale = await call<{ data: Row }>('/api/menu/1', { method: 'PUT', json: { menuTitle: '상품 관리', rev: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { msg: CONFLICT, data: { menuTitle: '상품', rev: 2 } } });
  });

  it('a sign-in is bookkeeping, not an edit: the account keeps its rev', async () => {
    await signIn('hq.viewer1');
    expect(adminTable().get('hq.viewer1')?.rev).toBe(1);
  });
});

describe('personal data: the reveal permission and the download reason (the access log: tests/unit/mocks/accessLog.test.ts)', () => {
  it('allows a reveal to an admin with the modify flag; refuses one without it; checks the field', async () => {
    const member = table('member').all()[0];
    await signIn('hq.viewer1'); // 0701 with the modify flag
    const reveal = (body: Row) => call<{ result: string; msg: string }>('/api/privacy/reveal', { method: 'POST', json: body });
    expect(await reveal({ resource: 'member', id: member.cusId, field: 'cusHp' })).toMatchObject({ status: 200, body: { result: '0000' } });
    expect((await reveal({ resource: 'member', id: member.cusId, field: 'joinPath' })).status).toBe(400);
    expect((await reveal({ resource: 'member', id: 'NO-SUCH', field: 'cusHp' })).status).toBe(404);
    expect(await reveal({ resource: 'faq', id: 1, field: 'title' })).toMatchObject({ status: 403 }); // 1104 without modify
    expect(await reveal({ resource: 'user', id: 'hq.master', field: 'adminHp' })).toMatchObject({ status: 403 }); // no 0804
    expect(accessEntries().filter((entry) => entry.subject.endsWith(')'))).toEqual([
      expect.objectContaining({ adminId: 'hq.viewer1', action: '열람', menuName: '회원 정보', subject: expect.stringContaining(`${String(member.cusId)} `) }),
    ]);
  });

  it('an Excel of personal data needs the key of a reason; other lists do not', async () => {
    await signIn('hq.master');
    const reasonMissing = { status: 400, body: { result: '9999', msg: '다운로드 사유를 입력해주세요.' } };
    expect(await call('/api/member/list?excelYn=Y')).toEqual(reasonMissing);
    expect(await call(`/api/member/list?excelYn=Y&downloadReason=${encodeURIComponent('회원 현황 보고')}`)).toEqual(reasonMissing);
    const started = await call<{ downloadKey: string }>('/api/privacy/download', {
      method: 'POST',
      json: { resource: 'member', reason: '회원 현황 보고', rows: 10 },
    });
    const page = await call<ListResponse<Row>>(`/api/member/list?excelYn=Y&downloadKey=${encodeURIComponent(started.body.downloadKey)}&page=1&size=10`);
    expect(page.status).toBe(200);
    expect(page.body.list).toHaveLength(10);
    expect(await call('/api/smsSend/smsSend/excelDetail', { method: 'POST', json: { excelYn: 'Y' } })).toEqual(reasonMissing);
    expect((await call('/api/notice/list?excelYn=Y')).status).toBe(200); // no personal data
    expect((await call('/api/member/list?page=1&size=5')).status).toBe(200); // not an Excel
  });
});
