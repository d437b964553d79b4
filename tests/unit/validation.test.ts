import { describe, expect, it } from 'vitest';
import {
  blockNonDigitKeys,
  isNumericKey,
  josa,
  keepNumeric,
  messages,
  validateAdminId,
  validateDateRange,
  validateEmail,
  validateMaxLength,
  validateMaxValue,
  validateMinValue,
  validateMobile,
  validatePhone,
  validateBizNo,
  validatePassword,
  validatePasswordMatch,
  validateRequired,
  validatorsFor,
} from '@/validation';

const naughty = ['', '   ', '😀😀😀😀😀😀😀😀😀😀', '한글아이디입니다요', 'a'.repeat(1000), '<script>alert(1)</script>', "' OR 1=1 --", '\u0000\u200b'];

describe('josa', () => {
  it('chooses the particle by the final consonant', () => {
    expect(josa('제목', '을/를')).toBe('제목을');
    expect(josa('분류', '을/를')).toBe('분류를');
    expect(josa('이메일', '을/를')).toBe('이메일을');
    expect(josa('휴대폰번호', '을/를')).toBe('휴대폰번호를');
    expect(josa('질문', '이/가')).toBe('질문이');
    expect(josa('답변 내용', '은/는')).toBe('답변 내용은');
    expect(josa('금액(원)', '을/를')).toBe('금액(원)을');
    expect(josa('파일', '으로/로')).toBe('파일로');
    expect(josa('사진', '으로/로')).toBe('사진으로');
    expect(josa('FAQ', '을/를')).toBe('FAQ를');
    expect(josa('URL', '을/를')).toBe('URL을');
    expect(josa('코드1', '을/를')).toBe('코드1을');
    expect(josa('코드2', '을/를')).toBe('코드2를');
  });
  it('falls back to both forms when it cannot tell', () => {
    expect(josa('', '을/를')).toBe('을(를)');
    expect(josa('😀', '을/를')).toBe('😀을(를)');
  });
});

describe('validateRequired', () => {
  it('asks for the value with the right particle', () => {
    expect(validateRequired('', '제목')).toBe('제목을 입력해주세요.');
    expect(validateRequired('   ', '질문')).toBe('질문을 입력해주세요.');
    expect(validateRequired(null, '분류', 'select')).toBe('분류를 선택해주세요.');
    expect(validateRequired([], '첨부파일')).toBe('첨부파일을 입력해주세요.');
    expect(validateRequired(undefined, '휴대폰번호')).toBe('휴대폰번호를 입력해주세요.');
  });
  it('accepts any present value', () => {
    for (const value of ['a', 0, '0', false, '😀', '<script>', ['x']]) expect(validateRequired(value, '제목')).toBeUndefined();
  });
});

describe('validateAdminId', () => {
  it('accepts 8 to 30 letters, digits and dots', () => {
    for (const id of ['hq.master', 'store.owner1', 'abcdefgh', 'a'.repeat(30), '12345678']) expect(validateAdminId(id)).toBeUndefined();
  });
  it('refuses other lengths and characters', () => {
    for (const id of ['short', 'a'.repeat(31), 'hq_master1', 'hq master1', 'hq-master1', ...naughty.slice(2)]) {
      expect(validateAdminId(id)).toBe(messages.adminId);
    }
  });
  it('leaves emptiness to required', () => {
    expect(validateAdminId('')).toBeUndefined();
    expect(validateAdminId('   ')).toBeUndefined();
  });
});

describe('validatePassword', () => {
  const message = '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.';
  it('accepts 10 to 15 characters with a letter and a digit', () => {
    for (const pwd of ['Bean2026!!', 'abcdefghi1', 'a1@$!%*#?&^bcde', '  Bean2026!!  ']) expect(validatePassword(pwd)).toBeUndefined();
  });
  it('refuses the rest with the spec message', () => {
    for (const pwd of [
      'Bean2026!',
      'abcdefghijk',
      '12345678901',
      'Bean2026!!Bean20',
      'Bean 2026!!',
      'Bean2026~~',
      '비밀번호2026abc',
      'Bean2026😀😀',
      ...naughty.slice(2),
    ]) {
      expect(validatePassword(pwd)).toBe(message);
    }
  });
});

describe('validatePasswordMatch', () => {
  it('compares trimmed values', () => {
    expect(validatePasswordMatch('Bean2026!!', 'Bean2026!!')).toBeUndefined();
    expect(validatePasswordMatch('Bean2026!! ', 'Bean2026!!')).toBeUndefined();
    expect(validatePasswordMatch('Bean2026!!', 'Bean2026!?')).toBe('비밀번호가 일치하지 않습니다.');
    expect(validatePasswordMatch('Bean2026!!', '')).toBe('비밀번호가 일치하지 않습니다.');
    expect(validatePasswordMatch('', '')).toBeUndefined();
  });
});

describe('validateEmail', () => {
  it('accepts local@domain with a 2-3 letter top level', () => {
    for (const email of ['hq@bean.kr', 'hq.master@bean.co.kr', 'a_b-c+d@mail.example.com', 'x@y.net']) expect(validateEmail(email)).toBeUndefined();
  });
  it('refuses the rest', () => {
    for (const email of [
      'hq@bean',
      'hq@bean.info',
      'hq@bean.k',
      'hqbean.kr',
      '@bean.kr',
      'hq@.kr',
      '홍길동@bean.kr',
      'hq@bean.kr<script>',
      ...naughty.slice(2),
    ]) {
      expect(validateEmail(email)).toBe(messages.email);
    }
  });
});

describe('validatePhone / validateBizNo (the phone and business-number kinds)', () => {
  it('takes a phone number with an area code or a 15xx line, and 10 digits of a business number', () => {
    for (const tel of ['02-123-4567', '0212345678', '031-1234-5678', '010-1234-5678', '1588-1234', '']) expect(validatePhone(tel)).toBeUndefined();
    for (const tel of ['0101', '12345678', '02-12', 'abc', '010-1234-56789']) expect(validatePhone(tel)).toBe('전화번호 형식이 올바르지 않습니다.');
    for (const bizNo of ['123-45-67890', '1234567890', '']) expect(validateBizNo(bizNo)).toBeUndefined();
    for (const bizNo of ['12345', '123-45-6789', '123456789a']) expect(validateBizNo(bizNo)).toBe('사업자등록번호는 숫자 10자리로 입력해주세요.');
  });
});

describe('validateMobile', () => {
  it('accepts 010 + 8 digits and 011/016-019 + 7 or 8 digits, hyphens ignored', () => {
    for (const hp of ['01012345678', '010-1234-5678', '0111234567', '011-1234-5678', '0191234567', '016-123-4567']) expect(validateMobile(hp)).toBeUndefined();
  });
  it('refuses the rest', () => {
    for (const hp of ['0101234567', '010123456789', '0121234567', '02-123-4567', '010 1234 5678', '010-abcd-5678', ...naughty.slice(2)]) {
      expect(validateMobile(hp)).toBe(messages.mobile);
    }
  });
});

describe('length and range rules', () => {
  it('counts characters as a person does', () => {
    expect(validateMaxLength('😀'.repeat(100), 100, '제목')).toBeUndefined();
    expect(validateMaxLength('가'.repeat(101), 100, '제목')).toBe('제목은 100자 이내로 입력해주세요.');
    expect(validateMaxLength('a'.repeat(1000), 200, '질문')).toBe('질문은 200자 이내로 입력해주세요.');
    expect(validateMaxLength(null, 10, '제목')).toBeUndefined();
  });
  it('checks numeric bounds', () => {
    expect(validateMinValue('0', 1, '수량')).toBe('수량은 1 이상으로 입력해주세요.');
    expect(validateMaxValue(101, 100, '할인율')).toBe('할인율은 100 이하로 입력해주세요.');
    expect(validateMinValue('abc', 1, '수량')).toBe(messages.number);
    expect(validateMinValue('', 1, '수량')).toBeUndefined();
  });
  it('refuses a start after the end', () => {
    expect(validateDateRange('2026-02-01', '2026-01-31', '게시 시작일', '게시 종료일')).toBe('게시 종료일은 게시 시작일보다 이전일 수 없습니다.');
    expect(validateDateRange('2026-02-01', '2026-02-01', '게시 시작일', '게시 종료일')).toBeUndefined();
    expect(validateDateRange('', '2026-02-01', '게시 시작일', '게시 종료일')).toBeUndefined();
    expect(validateDateRange('<script>', '2026-02-01', '게시 시작일', '게시 종료일')).toBeUndefined();
  });
});

describe('numeric key filter', () => {
  it('lets digits, the period and control keys through', () => {
    for (const key of ['0', '9', '.', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter', 'Home', 'F5']) expect(isNumericKey({ key })).toBe(true);
    expect(isNumericKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isNumericKey({ key: 'c', metaKey: true })).toBe(true);
  });
  it('blocks letters, signs, Hangul and emoji', () => {
    for (const key of ['a', 'e', '-', '+', ',', ' ', 'ㄱ', '가', '😀', 'Process']) expect(isNumericKey({ key })).toBe(false);
  });
  it('lets a digits-only input take no period, and no letter', () => {
    const typed = (key: string) => {
      let blocked = false;
      blockNonDigitKeys({ key, preventDefault: () => (blocked = true) });
      return !blocked;
    };
    expect(['7', 'Backspace', 'Tab'].map(typed)).toEqual([true, true, true]);
    expect(['.', 'e', '-'].map(typed)).toEqual([false, false, false]);
  });
  it('keeps only digits and periods of pasted text', () => {
    expect(keepNumeric('1,234원')).toBe('1234');
    expect(keepNumeric('<script>3.5</script>')).toBe('3.5');
    expect(keepNumeric('😀')).toBe('');
  });
});

describe('validatorsFor (react-admin wrappers)', () => {
  const start = { source: 'dispStartDt', label: '게시 시작일', kind: 'date', rangeEnd: 'dispEndDt', required: true } as const;
  const end = { source: 'dispEndDt', label: '게시 종료일', kind: 'date', required: true } as const;
  const run = (validators: ReturnType<typeof validatorsFor>, value: unknown, values: Record<string, unknown> = {}) =>
    validators.map((validator) => validator(value, values, {})).find(Boolean);

  it('builds required (marked for the asterisk), maxLength and named rules', () => {
    const validators = validatorsFor({ source: 'title', label: '제목', kind: 'text', required: true, maxLength: 8, validate: ['email'] });
    expect((validators[0] as unknown as { isRequired?: boolean }).isRequired).toBe(true);
    expect(run(validators, '')).toBe('제목을 입력해주세요.');
    expect(run(validators, 'abcdefghi')).toBe('제목은 8자 이내로 입력해주세요.');
    expect(run(validators, 'a@b')).toBe(messages.email);
    expect(run(validators, 'a@b.kr')).toBeUndefined();
  });
  it('asks to choose on choice kinds and checks the range on the end field', () => {
    expect(run(validatorsFor(start, [start, end]), null)).toBe('게시 시작일을 선택해주세요.');
    const endValidators = validatorsFor(end, [start, end]);
    expect(run(endValidators, '2026-01-01', { dispStartDt: '2026-02-01' })).toBe('게시 종료일은 게시 시작일보다 이전일 수 없습니다.');
    expect(run(endValidators, '2026-03-01', { dispStartDt: '2026-02-01' })).toBeUndefined();
  });
});
