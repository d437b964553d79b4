import { describe, expect, it } from 'vitest';
import { endsWithDigits, parseLookup } from '@/format/lookupQuery';

describe('the lookup box parses what was typed (issue 36 item 1)', () => {
  it('asks nothing for an empty box or too little to tell', () => {
    expect(parseLookup('')).toEqual({ kind: 'empty' });
    expect(parseLookup('   ')).toEqual({ kind: 'empty' });
    expect(parseLookup('123')).toEqual({ kind: 'tooShort' });
    expect(parseLookup('김')).toEqual({ kind: 'tooShort' });
    expect(parseLookup('--')).toEqual({ kind: 'tooShort' });
  });

  it('reads 4 digits as the last 4 of a phone or a card', () => {
    expect(parseLookup('5678')).toEqual({ kind: 'last4', text: '5678', filters: { member: { cusHp: '5678' }, prepayCard: { cardNo: '5678' } } });
    expect(parseLookup(' 56-78 ')).toMatchObject({ kind: 'last4', text: '5678' });
  });

  it('reads a whole mobile number, with or without dashes, as a phone', () => {
    const whole = { kind: 'phone', text: '01012345678', filters: { member: { cusHp: '01012345678' } } };
    expect(parseLookup('01012345678')).toEqual(whole);
    expect(parseLookup('010-1234-5678')).toEqual(whole);
    expect(parseLookup('010 1234 5678')).toEqual(whole);
    expect(parseLookup('011-123-4567')).toMatchObject({ kind: 'phone', text: '0111234567' });
  });

  it('reads 16 digits as a card number and 14 digits from 20… as an order number', () => {
    expect(parseLookup('9410123456789012')).toEqual({ kind: 'card', text: '9410123456789012', filters: { prepayCard: { cardNo: '9410123456789012' } } });
    expect(parseLookup('9410-1234-5678-9012')).toMatchObject({ kind: 'card', text: '9410123456789012' });
    expect(parseLookup('20261103123456')).toEqual({ kind: 'order', text: '20261103123456', filters: { order: { orderNo: '20261103123456' } } });
  });

  it('reads 6 digits as a member number: the member, their cards and their orders', () => {
    expect(parseLookup('100023')).toEqual({
      kind: 'memberNo',
      text: '100023',
      filters: { member: { cusId: '100023' }, prepayCard: { cusId: '100023' }, order: { cusId: '100023' } },
    });
  });

  it('reads any other number as part of a phone, card or order number', () => {
    expect(parseLookup('12345')).toEqual({
      kind: 'number',
      text: '12345',
      filters: { member: { cusHp: '12345' }, prepayCard: { cardNo: '12345' }, order: { orderNo: '12345' } },
    });
    // 14 digits not starting 20 is no order number; 12 digits starting 01 is no mobile
    expect(parseLookup('99261103123456')).toMatchObject({ kind: 'number' });
    expect(parseLookup('010123456789')).toMatchObject({ kind: 'number' });
  });

  it('reads text with a letter as a name (two characters at least)', () => {
    expect(parseLookup('김민준')).toEqual({ kind: 'name', text: '김민준', filters: { member: { cusName: '김민준' } } });
    expect(parseLookup('  John   Smith ')).toEqual({ kind: 'name', text: 'John Smith', filters: { member: { cusName: 'John Smith' } } });
    expect(parseLookup('김민')).toMatchObject({ kind: 'name' });
    expect(parseLookup('김1')).toMatchObject({ kind: 'name', text: '김1' });
  });

  it('matches the last 4 digits at the end of a number, masked or not', () => {
    expect(endsWithDigits('010-1234-5678', '5678')).toBe(true);
    expect(endsWithDigits('010-****-5678', '5678')).toBe(true);
    expect(endsWithDigits('010-5678-1234', '5678')).toBe(false);
    expect(endsWithDigits('****-****-****-9012', '9012')).toBe(true);
    expect(endsWithDigits(undefined, '9012')).toBe(false);
  });
});
