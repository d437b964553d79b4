import { describe, expect, it } from 'vitest';
import { wholeNumber } from '@/screens/shared/WholeNumberField';

describe('wholeNumber (the stamp counts and 순서 이동)', () => {
  it('reads digits, spaces around allowed, within the range', () => {
    expect(wholeNumber('12', 0, 99)).toBe(12);
    expect(wholeNumber(' 7 ', 1, 99)).toBe(7);
    expect(wholeNumber('0', 0, 99)).toBe(0);
    expect(wholeNumber('99', 1, 99)).toBe(99);
    expect(wholeNumber('100000', 1)).toBe(100000);
  });

  it('refuses what is not a whole number or lies outside the range', () => {
    for (const text of ['', ' ', '-1', '+1', '1.5', '1e2', '0x10', '1 2', '１２', 'abc']) expect(wholeNumber(text, 0, 99)).toBeUndefined();
    expect(wholeNumber('0', 1, 99)).toBeUndefined();
    expect(wholeNumber('100', 0, 99)).toBeUndefined();
  });
});
