import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screens } from '@resources/registry';
import type { FieldKind } from '@/declarations/types';
import { isPersonal } from '@/declarations/personal';
import { primaryKey, representationSource } from '@/screens/generic/declaration';
import { formatValue, kinds, listText } from '@/screens/generic/kinds';

/** Every FieldKind, checked by the compiler: a kind added to the type fails here until listed. */
const everyKind = {
  text: true,
  adminId: true,
  longText: true,
  richText: true,
  number: true,
  won: true,
  phone: true,
  couponCode: true,
  bizNo: true,
  email: true,
  date: true,
  dateTime: true,
  yn: true,
  select: true,
  code: true,
  reference: true,
  image: true,
  attachments: true,
} satisfies Record<FieldKind, true>;

describe('the kind registry', () => {
  it('has one entry per FieldKind, each with every behaviour', () => {
    expect(Object.keys(kinds).sort()).toEqual(Object.keys(everyKind).sort());
    for (const behaviour of Object.values(kinds)) {
      expect(typeof behaviour.format).toBe('function');
      expect(typeof behaviour.input).toBe('function');
      expect(typeof behaviour.filter).toBe('function');
      expect(['text', 'number', 'date']).toContain(behaviour.excel.type);
      expect(behaviour.column.minWidth).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives an input and a filter element for every field of every declared screen', () => {
    for (const screen of screens) {
      for (const field of screen.fields) {
        const behaviour = kinds[field.kind];
        expect(isValidElement(behaviour.filter({ field, alwaysOn: false })), `${screen.name}.${field.source} filter`).toBe(true);
        const input = behaviour.input({ field, fields: screen.fields, validate: [], eventIdCheck: false });
        expect(input === null ? field.kind === 'reference' && !field.reference : isValidElement(input), `${screen.name}.${field.source} input`).toBe(true);
      }
    }
  });

  it('phone numbers, dates, codes and amounts never wrap and have a minimum width; amounts align right', () => {
    for (const kind of ['phone', 'date', 'dateTime', 'code', 'won', 'number', 'couponCode', 'bizNo'] as const) {
      expect(kinds[kind].column.nowrap, kind).toBe(true);
      expect(kinds[kind].column.minWidth, kind).toBeGreaterThan(0);
    }
    expect(kinds.won.column.align).toBe('right');
    expect(kinds.number.column.align).toBe('right');
  });

  it('writes amounts and counts as numbers, dates as dates, codes and phones as text in Excel', () => {
    expect(kinds.won.excel).toEqual({ type: 'number', numFmt: '#,##0', align: 'right' });
    expect(kinds.number.excel).toEqual({ type: 'number', numFmt: '#,##0' });
    expect(kinds.date.excel).toEqual({ type: 'date', numFmt: 'yyyy-mm-dd' });
    expect(kinds.dateTime.excel).toEqual({ type: 'date', numFmt: 'yyyy-mm-dd hh:mm' });
    for (const kind of ['phone', 'code', 'couponCode', 'bizNo', 'text', 'select', 'yn'] as const) expect(kinds[kind].excel.type, kind).toBe('text');
  });
});

describe('formatValue / listText', () => {
  it('formats by kind', () => {
    expect(formatValue({ kind: 'won' }, 1500)).toBe('1,500원');
    expect(formatValue({ kind: 'phone' }, '01098765432')).toBe('010-9876-5432');
    expect(formatValue({ kind: 'dateTime' }, '2026-02-01T10:05:00')).toBe('2026-02-01 10:05');
    expect(formatValue({ kind: 'code' }, '01', { codes: [{ codeId: '01', codeName: '회원' }] })).toBe('회원');
    expect(formatValue({ kind: 'select', choices: [{ id: 'Y', name: '노출' }] }, 'Y')).toBe('노출');
    expect(formatValue({ kind: 'text' }, '  제목  ')).toBe('제목');
    expect(formatValue({ kind: 'adminId' }, 'system')).toBe('시스템');
    expect(formatValue({ kind: 'adminId' }, 'hq.master')).toBe('hq.master');
    expect(formatValue({ kind: 'text' }, 'system')).toBe('system');
    expect(formatValue({ kind: 'attachments' }, ['a.pdf', { fileName: 'b.png' }])).toBe('a.pdf, b.png');
    expect(formatValue({ kind: 'richText' }, '<p>안녕</p><script>x</script>')).toBe('안녕');
  });

  it('masks what a list shows of personal fields, and only those', () => {
    expect(listText({ source: 'buyerName', label: '구매자', kind: 'text', personal: 'name' }, '홍길동')).toBe('홍*동');
    expect(listText({ source: 'buyerHp', label: '휴대폰', kind: 'phone' }, '01012345678')).toBe('010-****-5678');
    expect(listText({ source: 'email', label: '이메일', kind: 'email' }, 'minjun@test.com')).toBe('mi***@test.com');
    expect(listText({ source: 'couponCode', label: '쿠폰 번호', kind: 'couponCode', personal: 'card' }, '1234567890123456')).toBe('****-****-****-3456');
    expect(listText({ source: 'title', label: '제목', kind: 'text' }, '공지')).toBe('공지');
  });

  it('the declarations mark member names, phones, e-mails, card and coupon numbers as personal', () => {
    const field = (screen: string, source: string) => screens.find((s) => s.name === screen)?.fields.find((f) => f.source === source);
    for (const [screen, source] of [
      ['giftCard', 'cardNo'],
      ['giftCard', 'buyerName'],
      ['giftCard', 'buyerHp'],
      ['coupon', 'couponCode'],
      ['stampSearch', 'cusName'],
    ]) {
      const declared = field(screen, source);
      expect(declared && isPersonal(declared), `${screen}.${source}`).toBe(true);
    }
    expect(isPersonal(field('notice', 'regId') ?? { source: '', label: '', kind: 'text' })).toBe(false);
  });

  it('never names a record by a personal value (titles, references, confirmations)', () => {
    for (const screen of screens) {
      const source = representationSource(screen);
      const field = screen.fields.find((candidate) => candidate.source === source);
      if (source !== primaryKey(screen) && field) expect(isPersonal(field), `${screen.name}.${source}`).toBe(false);
    }
  });
});
