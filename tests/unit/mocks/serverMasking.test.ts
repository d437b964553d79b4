import { describe, expect, it } from 'vitest';
import { flags } from '@mocks/accounts';
import { adminTable, collectionOf } from '@mocks/db';
import { accessEntries } from '@mocks/accessLog';
import { findScreen } from '@resources/registry';
import { call, signIn } from './api';

/**
 * Issue 34 item 5: the mock masks personal fields in every reply to a reader without the modify
 * flag of the screen that owns them (hq.reader1: 0701 and 0310 read-only), and sends them in full
 * to hq.master; the full value comes only from POST privacy/reveal (logged).
 */
const FULL_PHONE = /010-?\d{4}-?\d{4}/;
const FULL_CARD = /\b\d{16}\b|\d{4}-\d{4}-\d{4}-\d{4}/;
const members = () => collectionOf(findScreen('member')!).all();
const cards = () => collectionOf(findScreen('prepayCard')!).all();

interface Page {
  list: Record<string, unknown>[];
}

describe('masking by the server', () => {
  it('masks the member list and a member detail for hq.reader1: no full mobile, name, e-mail or birth date', async () => {
    await signIn('hq.reader1');
    const list = await call<Page>('/api/member/list?page=1&size=50');
    expect(list.status).toBe(200);
    expect(list.body.list.length).toBeGreaterThan(0);
    const text = JSON.stringify(list.body);
    expect(text).not.toMatch(FULL_PHONE);
    for (const row of list.body.list) {
      expect(row.cusHp).toMatch(/^010-\*{4}-\d{4}$/);
      expect(String(row.cusName)).toContain('*');
      if (row.email) expect(String(row.email)).toContain('***@');
    }
    const member = members()[0];
    const detail = await call<Record<string, unknown>>(`/api/member/${String(member.cusId)}`, { method: 'POST', json: {} });
    expect(detail.status).toBe(200);
    const shown = JSON.stringify(detail.body);
    expect(shown).not.toMatch(FULL_PHONE);
    expect(shown).not.toContain(String(member.cusName));
    expect(shown).not.toContain(String(member.email));
    if (member.birthDt) expect(shown).not.toContain(String(member.birthDt));
  });

  it('masks the prepaid-card list for hq.reader1: no full card number or member name', async () => {
    await signIn('hq.reader1');
    const list = await call<Page>('/api/prepayCard/list?page=1&size=50');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toMatch(FULL_CARD);
    for (const row of list.body.list) expect(String(row.cardNo)).toMatch(/^(\*{4}-){3}\d{4}$/);
  });

  it('answers hq.master in full', async () => {
    await signIn('hq.master');
    const list = await call<Page>('/api/member/list?page=1&size=20');
    expect(list.body.list[0].cusHp).toMatch(/^010-?\d{4}-?\d{4}$/);
    const cardsPage = await call<Page>('/api/prepayCard/list?page=1&size=20');
    expect(String(cardsPage.body.list[0].cardNo)).not.toContain('*');
  });

  it('reveals the full value to hq.master (logged) and refuses hq.reader1', async () => {
    const member = members()[0];
    await signIn('hq.master');
    const before = accessEntries().length;
    const reveal = await call<{ result: string; value: string }>('/api/privacy/reveal', {
      method: 'POST',
      json: { resource: 'member', id: member.cusId, field: 'cusHp' },
    });
    expect(reveal.body).toMatchObject({ result: '0000', value: member.cusHp });
    expect(accessEntries().length).toBe(before + 1);
    expect(accessEntries().at(-1)).toMatchObject({
      action: '열람',
      adminId: 'hq.master',
      subject: expect.stringMatching(new RegExp(`^${String(member.cusId)} .*\\(휴대폰 번호\\)$`)),
    });

    await signIn('hq.reader1');
    const refused = await call<{ result: string }>('/api/privacy/reveal', { method: 'POST', json: { resource: 'member', id: member.cusId, field: 'cusHp' } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(String(member.cusHp));
  });

  it("masks a member's name and mobile read through another screen (prepaid cards) for a reader who may modify cards but not members", async () => {
    adminTable().update('hq.viewer1', { accessMenu: ['0310'], menuAuth: { '0310': flags(0, 1, 0) } });
    await signIn('hq.viewer1');
    const list = await call<Page>('/api/prepayCard/list?page=1&size=20');
    expect(list.status).toBe(200);
    const rows = list.body.list.filter((row) => row.cusHp);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(String(row.cardNo)).toMatch(/^\d{16}$/); // the card is 0310's data: full for its modifier
      expect(row.cusHp).toMatch(/^010-\*{4}-\d{4}$/); // the member's mobile is 0701's: masked
      expect(String(row.cusName)).toContain('*');
    }
  });

  it('refuses a masked value written into a personal field (400, nothing changed); leaves an omitted one as it was', async () => {
    await signIn('hq.master');
    const member = members()[1];
    const cusId = String(member.cusId);
    const refused = await call<{ result: string; msg: string }>(`/api/member/${cusId}`, { method: 'PUT', json: { cusId, cusHp: '010-****-5678' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("가려진 개인정보(*)는 저장할 수 없습니다. '보기'로 전체 값을 확인한 뒤 입력해주세요.");
    expect(collectionOf(findScreen('member')!).get(cusId)?.cusHp).toBe(member.cusHp);
    const saved = await call<{ result: string }>(`/api/member/${cusId}`, { method: 'PUT', json: { cusId, nickname: '새닉네임' } });
    expect(saved.body.result).toBe('0000');
    expect(collectionOf(findScreen('member')!).get(cusId)).toMatchObject({ nickname: '새닉네임', cusHp: member.cusHp });
  });

  it('issues a stable opaque cardKey beside every card number, and the prepaid calls take it for cardNo', async () => {
    await signIn('hq.master');
    const card = cards()[0];
    const list = await call<Page>('/api/prepayCard/list?page=1&size=5');
    for (const row of list.body.list) expect(row.cardKey).toMatch(/^K[0-9a-f]{16}$/);
    const key = String(
      list.body.list.find((row) => row.cardNo === card.cardNo)?.cardKey ??
        (await call<Page>(`/api/prepayCard/list?cardNo=${String(card.cardNo)}`)).body.list[0].cardKey,
    );
    const byKey = await call<{ payment: { cardNo: string } }>(`/api/prepayCard/balance?cardKey=${key}`);
    expect(byKey.body.payment.cardNo).toBe(card.cardNo);
    const unknown = await call<{ msg: string }>('/api/prepayCard/balance?cardKey=K0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('카드를 찾을 수 없습니다.');
  });
});
