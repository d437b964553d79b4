import { describe, expect, it } from 'vitest';
import { formatPersonal, maskCard, maskEmail, maskName, maskPersonal, maskPhone } from '@/format/mask';

describe('maskName', () => {
  it('keeps the first and last syllable of a Hangul name', () => {
    expect(maskName('김민준')).toBe('김*준');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName(' 이서연 ')).toBe('이*연');
  });
  it('short names: two characters keep the first, one character is shown as is', () => {
    expect(maskName('김준')).toBe('김*');
    expect(maskName('김')).toBe('김');
  });
  it('foreign names: one word like a Hangul name, several words keep each initial', () => {
    expect(maskName('Alice')).toBe('A***e');
    expect(maskName('John Smith')).toBe('J*** S****');
    expect(maskName('Nguyen Van An')).toBe('N***** V** A*');
  });
  it('empty and non-text values give an empty text', () => {
    for (const value of ['', '   ', null, undefined, {}]) expect(maskName(value)).toBe('');
  });
});

describe('maskPhone', () => {
  it('hides the middle group of mobile and landline numbers, formatted or not', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-***-4567');
    expect(maskPhone('021234567')).toBe('02-***-4567');
    expect(maskPhone('02-1234-5678')).toBe('02-****-5678');
    expect(maskPhone('0311234567')).toBe('031-***-4567');
  });
  it('a four-four number keeps its first group', () => {
    expect(maskPhone('15881234')).toBe('1588-****');
  });
  it('foreign numbers keep the country code and the last four digits', () => {
    expect(maskPhone('+82 10 1234 5678')).toBe('+82 ** **** 5678');
    expect(maskPhone('+1 415 555 0100')).toBe('+1 *** *** 0100');
  });
  it('anything else shows only its last four digits; empty stays empty', () => {
    expect(maskPhone('12345')).toBe('*2345');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('maskEmail', () => {
  it("keeps two characters of the local part and the domain: 'ab***@domain'", () => {
    expect(maskEmail('abcdef@beancoffee.co.kr')).toBe('ab***@beancoffee.co.kr');
    expect(maskEmail('minjun.kim01@naver.com')).toBe('mi***@naver.com');
  });
  it('a short local part keeps one character; a value without @ is masked too', () => {
    expect(maskEmail('ab@x.com')).toBe('a***@x.com');
    expect(maskEmail('a@x.com')).toBe('a***@x.com');
    expect(maskEmail('nodomain')).toBe('no***');
    expect(maskEmail('')).toBe('');
  });
});

describe('maskCard', () => {
  it('shows only the last four characters of a card or coupon number, grouped by four', () => {
    expect(maskCard('9410123456789012')).toBe('****-****-****-9012');
    expect(maskCard('9410-1234-5678-9012')).toBe('****-****-****-9012');
    expect(maskCard('123456789012345')).toBe('****-****-***2-345');
    expect(maskCard('AB12CD34EF56GH78')).toBe('****-****-****-GH78');
  });
  it('another length keeps its last four; empty stays empty', () => {
    expect(maskCard('12345678')).toBe('****5678');
    expect(maskCard('')).toBe('');
    expect(maskCard(undefined)).toBe('');
  });
});

describe('maskPersonal / formatPersonal', () => {
  it('dispatch by personal kind', () => {
    expect(maskPersonal('name', '홍길동')).toBe('홍*동');
    expect(maskPersonal('phone', '01098765432')).toBe('010-****-5432');
    expect(maskPersonal('email', 'hong@test.com')).toBe('ho***@test.com');
    expect(maskPersonal('card', '9410000011112222')).toBe('****-****-****-2222');
  });
  it('the full value in its display format', () => {
    expect(formatPersonal('phone', '01098765432')).toBe('010-9876-5432');
    expect(formatPersonal('card', '9410000011112222')).toBe('9410-0000-1111-2222');
    expect(formatPersonal('name', ' 홍길동 ')).toBe('홍길동');
  });
});
