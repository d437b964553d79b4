import { describe, expect, it } from 'vitest';
import { isNumericKey, keepNumeric, messages, validateAdminId, validateEmail, validateMobile, validatePassword, validatePasswordMatch } from '@/validation';

/**
 * The spec §5 validators against the Big List of Naughty Strings kind of input: none throws,
 * none accepts a value outside its rule, whitespace-only counts as empty (left to `required`).
 */
const NAUGHTY: readonly string[] = [
  '\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b', // zero-width spaces
  '\ufeffhq.master', // BOM
  '😀😀😀😀😀😀😀😀😀😀',
  '👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦',
  '관리자아이디입니다',
  'ㅎㅁㄴㅇㄹㅎㅁㄴㅇㄹ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '; DROP TABLE admin;',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '\u202ehq.master', // right-to-left override
  'hq.master\u0000',
  'hq.master\nhq.viewer1',
  '１２３４５６７８９０', // full-width digits
  '١٢٣٤٥٦٧٨٩٠', // Arabic-Indic digits
  'NaN',
  'null',
  '-1e308',
  'a'.repeat(100_000),
  '가'.repeat(10_000),
];
const EMPTY: readonly string[] = ['', ' ', '   ', '\t', '\n', '\r\n', '\u00a0', '\u3000']; // no-break and ideographic spaces are whitespace too

describe.each([
  ['validateAdminId', validateAdminId, messages.adminId],
  ['validatePassword', validatePassword, messages.password],
  ['validateEmail', validateEmail, messages.email],
  ['validateMobile', validateMobile, messages.mobile],
] as const)('%s', (_name, validate, message) => {
  it('leaves empty and whitespace-only values to required', () => {
    for (const value of EMPTY) expect(validate(value)).toBeUndefined();
    expect(validate(undefined)).toBeUndefined();
    expect(validate(null)).toBeUndefined();
  });

  it('refuses every naughty string with its own Korean message, quickly', () => {
    const started = performance.now();
    for (const value of NAUGHTY) expect(validate(value), JSON.stringify(value.slice(0, 40))).toBe(message);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses values that are not text', () => {
    for (const value of [{}, ['hq.master'], true, () => 'x', Symbol('x')]) expect(validate(value)).toBe(message);
  });
});

describe('naughty values that come close', () => {
  it('admin id: dots only or one character too many', () => {
    expect(validateAdminId('........')).toBeUndefined(); // the rule allows it: letters, digits or dots, 8-30
    expect(validateAdminId('undefined')).toBeUndefined(); // nine letters: a valid id, not a missing value
    expect(validateAdminId('hq.master'.padEnd(31, 'x'))).toBe(messages.adminId);
    expect(validateAdminId('hq.mäster')).toBe(messages.adminId);
    expect(validateAdminId(' hq.master')).toBe(messages.adminId);
  });

  it('password: trimmed, but no space, tab or newline inside; only the listed specials', () => {
    expect(validatePassword('\tBean2026!!\n')).toBeUndefined();
    for (const pwd of ['Bean 2026!!', 'Bean\t2026!!', 'Bean\n2026!!', 'Bean2026!!\u0000', 'Bean2026<>', "Bean2026''", 'Bean2026"";', 'Ｂｅａｎ２０２６!!']) {
      expect(validatePassword(pwd)).toBe(messages.password);
    }
    expect(validatePassword('Bean2026^&')).toBeUndefined();
  });

  it('password confirmation: exact after trimming, emoji and Hangul included', () => {
    expect(validatePasswordMatch('😀Bean2026', '😀Bean2026')).toBeUndefined();
    expect(validatePasswordMatch('비밀번호1', '비밀번호1 ')).toBeUndefined();
    expect(validatePasswordMatch('Bean2026!!', 'bean2026!!')).toBe(messages.passwordMatch);
    expect(validatePasswordMatch('Bean2026!!', 'Bean2026!!\u200b')).toBe(messages.passwordMatch);
    expect(validatePasswordMatch('<script>', '<script>')).toBeUndefined();
  });

  it('e-mail: one @, an ASCII domain, a 2-3 letter end', () => {
    for (const email of ['a@@bean.kr', 'a@bean..kr', 'a@bean.kr.', 'a@빈.kr', 'a@bean.k1', 'a b@bean.kr', 'a@bean.kr\nb@bean.kr', 'a@bean.com\u0000']) {
      expect(validateEmail(email), JSON.stringify(email)).toBe(messages.email);
    }
    expect(validateEmail(' hq@bean.kr ')).toBeUndefined();
  });

  it('mobile: ASCII digits only, hyphens removed, no other separator', () => {
    for (const hp of ['010.1234.5678', '+82-10-1234-5678', '010–1234–5678', '010-1234-567８', '010_1234_5678'])
      expect(validateMobile(hp), hp).toBe(messages.mobile);
    expect(validateMobile('-0-1-0-1-2-3-4-5-6-7-8-')).toBeUndefined(); // hyphens are removed wherever they stand
  });
});

describe('numeric key filter on naughty keys', () => {
  it('blocks composed, dead, unidentified and non-ASCII digit keys', () => {
    for (const key of ['Dead', 'Unidentified', 'Process', '١', '１', 'e', 'E', '-', '+', '٫', '<', '"', '😀', 'ㅎ', '', '12']) {
      expect(isNumericKey({ key }), key).toBe(false);
    }
  });

  it('keeps only ASCII digits and periods of pasted naughty text', () => {
    expect(keepNumeric('１２３')).toBe('');
    expect(keepNumeric('١٢٣')).toBe('');
    expect(keepNumeric('1e308')).toBe('1308');
    expect(keepNumeric('-1.5')).toBe('1.5');
    expect(keepNumeric('\u200b1\u00002')).toBe('12');
    expect(keepNumeric('9'.repeat(100_000))).toHaveLength(100_000);
  });
});
