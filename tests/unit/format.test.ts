import { describe, expect, it } from 'vitest';
import {
  attachmentNames,
  compactDate,
  formatBizNo,
  formatChoice,
  formatCouponCode,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatWon,
  formatYn,
  groupThousands,
  htmlToText,
} from '@/format';
import type { KeyboardEvent } from 'react';
import { regroupAmount, stepOverSeparator } from '@/screens/shared/regroupAmount';

describe('formatNumber / formatWon', () => {
  it('groups thousands the ko-KR way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('1234')).toBe('1,234');
    expect(formatNumber('1,234')).toBe('1,234');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-9876.5)).toBe('-9,876.5');
  });
  it('gives an empty text for what is not a number', () => {
    for (const value of [null, undefined, '', '  ', 'abc', '12a', NaN, Infinity, {}, []]) expect(formatNumber(value)).toBe('');
  });
  it('shows won with the unit and no decimals', () => {
    expect(formatWon(1234)).toBe('1,234원');
    expect(formatWon('4500')).toBe('4,500원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(-500)).toBe('-500원');
    expect(formatWon(1234.6)).toBe('1,235원');
    expect(formatWon(null)).toBe('');
    expect(formatWon('원')).toBe('');
  });
});

describe('an amount being typed', () => {
  it('groups the whole part by thousands and keeps only digits and the period', () => {
    expect(groupThousands('300000')).toBe('300,000');
    expect(groupThousands('3,00000')).toBe('300,000');
    expect(groupThousands('1234.5')).toBe('1,234.5');
    expect(groupThousands('12.3.4')).toBe('12.34');
    expect(groupThousands('300,000원')).toBe('300,000');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('')).toBe('');
  });
  it('is regrouped in its input with the caret after the same digits', () => {
    const input = document.createElement('input');
    const typed = (value: string, caret: number) => {
      input.value = value;
      input.setSelectionRange(caret, caret);
      regroupAmount(input);
      return [input.value, input.selectionStart];
    };
    expect(typed('1,2345', 6)).toEqual(['12,345', 6]);
    expect(typed('19,234,567', 2)).toEqual(['19,234,567', 2]);
    expect(typed('1,9234,567', 3)).toEqual(['19,234,567', 2]);
    expect(typed('1,34', 2)).toEqual(['134', 1]);
    expect(typed('', 0)).toEqual(['', 0]);
  });
  it('steps over a separator so that Backspace and Delete take a digit, not the comma regrouping puts back', () => {
    const input = document.createElement('input');
    input.value = '234,567';
    const caretAfter = (key: string, at: number) => {
      input.setSelectionRange(at, at);
      stepOverSeparator({ key, target: input } as unknown as KeyboardEvent<HTMLElement>);
      return input.selectionStart;
    };
    expect(caretAfter('Backspace', 4)).toBe(3);
    expect(caretAfter('Delete', 3)).toBe(4);
    expect(caretAfter('Backspace', 5)).toBe(5);
    expect(caretAfter('Delete', 2)).toBe(2);
  });
});

describe('formatPhone (3-3/4-4)', () => {
  it('formats mobile and landline numbers', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone(' 010 1234 5678 ')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('15881234')).toBe('1588-1234');
  });
  it('leaves what it cannot format as given', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('010-****-5678')).toBe('010-****-5678');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('010123456789')).toBe('010123456789');
    expect(formatPhone('전화없음')).toBe('전화없음');
  });
});

describe('formatCouponCode (4-4-4-3/4)', () => {
  it('groups 15 and 16 character codes', () => {
    expect(formatCouponCode('1234567890123456')).toBe('1234-5678-9012-3456');
    expect(formatCouponCode('123456789012345')).toBe('1234-5678-9012-345');
    expect(formatCouponCode('ABCD1234EFGH567')).toBe('ABCD-1234-EFGH-567');
    expect(formatCouponCode('1234-5678-9012-3456')).toBe('1234-5678-9012-3456');
  });
  it('leaves other lengths and characters as given', () => {
    expect(formatCouponCode('12345678901234')).toBe('12345678901234');
    expect(formatCouponCode('12345678901234567')).toBe('12345678901234567');
    expect(formatCouponCode('쿠폰번호쿠폰번호쿠폰번호쿠폰번')).toBe('쿠폰번호쿠폰번호쿠폰번호쿠폰번');
    expect(formatCouponCode(null)).toBe('');
  });
});

describe('formatBizNo (3-2-5)', () => {
  it('formats exactly 10 digits', () => {
    expect(formatBizNo('1234567890')).toBe('123-45-67890');
    expect(formatBizNo('123-45-67890')).toBe('123-45-67890');
    expect(formatBizNo(1234567890)).toBe('123-45-67890');
  });
  it('is empty otherwise', () => {
    for (const value of [null, undefined, '', '123456789', '12345678901', '12345abcde', '１２３４５６７８９０']) expect(formatBizNo(value)).toBe('');
  });
});

describe('formatDate / formatDateTime', () => {
  it('reads ISO, compact and dotted dates', () => {
    expect(formatDate('2026-01-15')).toBe('2026-01-15');
    expect(formatDate('2026-01-15T09:30:00')).toBe('2026-01-15');
    expect(formatDate('20260115')).toBe('2026-01-15');
    expect(formatDate('2026.1.5')).toBe('2026-01-05');
    expect(formatDate(new Date(2026, 0, 15, 23, 59))).toBe('2026-01-15');
    expect(formatDateTime('2026-01-15 09:30:45')).toBe('2026-01-15 09:30');
    expect(formatDateTime('20260115093045')).toBe('2026-01-15 09:30');
    expect(formatDateTime('2026-01-15')).toBe('2026-01-15 00:00');
    expect(formatDateTime('2026-01-15 09:30:45.0')).toBe('2026-01-15 09:30');
    expect(formatDate('2026-01-15T00:30:00.000+09:00')).toMatch(/^2026-01-1[45]$/);
  });
  it('is empty for missing or invalid dates', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '2026-13-45',
      '20261345',
      'abcd-ef-gh',
      {},
      '2026-11-24(화)',
      '2026-11-2420261124',
      '2026-11-24 9시',
    ]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
  it('gives compact dates for file names', () => {
    expect(compactDate('2026-03-09')).toBe('20260309');
    expect(compactDate()).toMatch(/^\d{8}$/);
  });
});

describe('formatYn / formatChoice', () => {
  it('shows 사용/미사용 or the declared names', () => {
    expect(formatYn('Y')).toBe('사용');
    expect(formatYn('N')).toBe('미사용');
    expect(formatYn('y')).toBe('사용');
    expect(formatYn(1)).toBe('사용');
    expect(formatYn('0')).toBe('미사용');
    expect(formatYn(true)).toBe('사용');
    expect(
      formatYn('Y', [
        { id: 'Y', name: '고정' },
        { id: 'N', name: '일반' },
      ]),
    ).toBe('고정');
    expect(formatYn(null)).toBe('');
    expect(formatYn('X')).toBe('');
  });
  it('shows the choice name, or the raw value when unknown', () => {
    const choices = [
      { id: 'Y', name: '노출' },
      { id: 2, name: '둘' },
    ];
    expect(formatChoice('Y', choices)).toBe('노출');
    expect(formatChoice('2', choices)).toBe('둘');
    expect(formatChoice('Z', choices)).toBe('Z');
    expect(formatChoice(undefined, choices)).toBe('');
  });
});

describe('htmlToText', () => {
  it('strips tags and scripts', () => {
    expect(htmlToText('<p>안녕하세요</p><p>공지 <b>입니다</b></p>')).toBe('안녕하세요\n공지 입니다');
    expect(htmlToText('<script>alert(1)</script>본문')).toBe('본문');
    expect(htmlToText(null)).toBe('');
  });
  it('reads attachment names only from a list', () => {
    expect(attachmentNames(['a.pdf', { fileName: 'b.png' }])).toEqual(['a.pdf', 'b.png']);
    expect(attachmentNames('not a list')).toEqual([]);
  });
});
