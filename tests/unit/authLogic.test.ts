import { describe, expect, it, vi } from 'vitest';
import { profileErrors, passwordChangeErrors } from '@/auth/accountValidation';
import { loginErrorOf, smsOutcomeOf } from '@/providers/loginResult';
import { formatMobileInput } from '@/auth/mobileInput';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { siteTheme, STORE_ACCENT, STORE_ACCENT_DARK } from '@/auth/siteTheme';
import { DEFAULT_STORE_HOSTS, parseHosts, siteVariantOf, storeHosts } from '@/config';
import { clearUnauthorizedState, handleUnauthorized, isExpiredBody, resetUnauthorizedPage, takeExpiryNotice } from '@/http/unauthorized';
import { darkTheme, theme } from '@/layout/theme';
import { needsPasswordChange } from '@/providers/session';
import type { AuthRecord } from '@/types/api';

/** The pure pieces of sign-in (spec §4, §5, §8): result codes, SMS outcomes, hosts, account rules, the 401 rule. */
const FAILED = '아이디와 비밀번호를 확인해주세요.';

describe('sign-in result codes (spec §8)', () => {
  it.each([
    ['9993', '인증시간이 만료되었습니다.'],
    ['9995', '인증번호가 일치하지 않습니다.'],
    ['9996', '계정이 잠겼습니다.'],
  ])('%s shows the server message', (result, msg) => {
    expect(loginErrorOf({ result, msg }).message).toBe(msg);
    expect(loginErrorOf({ result, msg }).code).toBe(result);
  });

  it('9997 adds the remaining attempts on a line of its own', () => {
    expect(loginErrorOf({ result: '9997', msg: '아이디 또는 비밀번호가 일치하지 않습니다.', remainCnt: 3 }).message).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.\n남은횟수: 3회',
    );
    expect(loginErrorOf({ result: '9997', msg: '불일치', remainCnt: 0 }).message).toBe('불일치\n남은횟수: 0회');
    expect(loginErrorOf({ result: '9997', msg: '불일치' }).message).toBe('불일치');
  });

  it('0001 carries the masked mobile number of the verification step', () => {
    const error = loginErrorOf({ result: '0001', msg: '휴대폰 인증이 필요합니다.', mobileNo: '010-****-5678' });
    expect(error).toMatchObject({ code: '0001', mobileNo: '010-****-5678' });
  });

  it('any other code, a missing message or a failed request: check id and password', () => {
    for (const reply of [
      undefined,
      { result: '' },
      { result: '9999', msg: '서버 오류' },
      { result: '1234' },
      { result: '9995', msg: '  ' },
      { result: '9997' },
    ]) {
      expect(loginErrorOf(reply).message).toBe(FAILED);
    }
  });
});

describe('SMS send outcomes (spec §8)', () => {
  it('0000 sent, 0003 already sent: both show the number field', () => {
    expect(smsOutcomeOf({ result: '0000' })).toEqual({ severity: 'success', message: '인증번호가 발송되었습니다.', showAuthNum: true });
    expect(smsOutcomeOf({ result: '0003', msg: 'x' })).toEqual({ severity: 'info', message: '이미 발송된 인증번호가 있습니다.', showAuthNum: true });
  });

  it('9995 shows the server message; other codes the sending failure; an empty reply a login error', () => {
    expect(smsOutcomeOf({ result: '9995', msg: '발송 대상이 아닙니다.' })).toMatchObject({ message: '발송 대상이 아닙니다.', showAuthNum: false });
    expect(smsOutcomeOf({ result: '9995' }).message).toBe('인증번호 발송에 실패하였습니다.');
    expect(smsOutcomeOf({ result: '9999', msg: 'x' })).toMatchObject({ severity: 'error', message: '인증번호 발송에 실패하였습니다.', showAuthNum: false });
    expect(smsOutcomeOf(undefined)).toMatchObject({ severity: 'error', message: FAILED, showAuthNum: false });
    expect(smsOutcomeOf({ result: '' })).toMatchObject({ message: FAILED });
  });
});

describe('site variant by host (spec §1)', () => {
  it('reads VITE_STORE_HOSTS as lower-case hosts without ports', () => {
    expect(parseHosts(' Store.Bean.co.kr:8443, ,owner.bean.kr ')).toEqual(['store.bean.co.kr', 'owner.bean.kr']);
    expect(parseHosts('')).toEqual([]);
  });

  it('defaults to store.localhost, so one build shows both variants', () => {
    expect(storeHosts).toEqual(parseHosts(DEFAULT_STORE_HOSTS));
    expect(siteVariantOf('store.localhost')).toBe('store');
    expect(siteVariantOf('STORE.localhost')).toBe('store');
    expect(siteVariantOf('127.0.0.1')).toBe('hq');
    expect(siteVariantOf('localhost')).toBe('hq');
    expect(siteVariantOf('owner.bean.kr', ['owner.bean.kr'])).toBe('store');
    expect(siteVariantOf('store.localhost', ['owner.bean.kr'])).toBe('hq');
  });

  it('gives the store-owner site its own accent and leaves head office teal', () => {
    expect(siteTheme(theme, 'hq')).toBe(theme);
    const store = siteTheme(theme, 'store');
    expect(store.palette?.primary).toMatchObject({ main: STORE_ACCENT.main });
    expect(store.palette?.primary).not.toEqual(theme.palette?.primary);
    expect(store.sidebar).toEqual(theme.sidebar);
    expect(siteTheme(darkTheme, 'store').palette?.primary).toMatchObject({ main: STORE_ACCENT_DARK.main });
  });

  it('keeps the accent and status colours readable as text on the paper, and their button text on them, in both sites and modes (WCAG AA 4.5:1)', () => {
    for (const [name, options] of Object.entries({
      'hq light': theme,
      'hq dark': darkTheme,
      'store light': siteTheme(theme, 'store'),
      'store dark': siteTheme(darkTheme, 'store'),
    })) {
      const { palette } = createTheme(options);
      for (const colour of ['primary', 'error', 'warning', 'info'] as const) {
        expect(getContrastRatio(palette[colour].main, palette.background.paper), `${name} ${colour} on the paper`).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(palette[colour].contrastText, palette[colour].main), `${name} text on ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('account rules of the profile and password-change screens (spec §5)', () => {
  const PATTERN = '비밀번호는 문자,숫자,특수문자를 혼합하여 10자 ~ 15자로 입력해주세요.';
  const valid = { adminHp: '010-1234-5678', adminEmail: 'hq@bean.kr' };

  it('profile: password optional, mobile and e-mail required, every error listed in field order', () => {
    expect(profileErrors(valid)).toEqual([]);
    expect(profileErrors({ adminHp: '', adminEmail: '' })).toEqual(['휴대폰번호를 입력해주세요.', '이메일을 입력해주세요.']);
    expect(profileErrors({ adminHp: '   ', adminEmail: '\t' })).toEqual(['휴대폰번호를 입력해주세요.', '이메일을 입력해주세요.']);
    expect(profileErrors({ ...valid, adminPwd: 'short1', adminPwdConfirm: 'short2' })).toEqual(['비밀번호가 일치하지 않습니다.', PATTERN]);
    expect(profileErrors({ ...valid, adminPwd: '', adminPwdConfirm: 'Latte2026@@' })).toEqual(['비밀번호가 일치하지 않습니다.']);
    expect(profileErrors({ ...valid, adminPwd: ' Latte2026@@ ', adminPwdConfirm: 'Latte2026@@' })).toEqual([]);
  });

  it('profile mobile: the 000-0000-0000 pattern, then the number rule', () => {
    for (const adminHp of ['01012345678', '010 1234 5678', '010-12345678', '😀', '<script>alert(1)</script>', '０１０-１２３４-５６７８']) {
      expect(profileErrors({ ...valid, adminHp })).toEqual(['휴대폰번호는 000-0000-0000 형식으로 입력해주세요.']);
    }
    expect(profileErrors({ ...valid, adminHp: '012-1234-5678' })).toEqual(['휴대폰번호 형식이 올바르지 않습니다.']);
    expect(profileErrors({ ...valid, adminHp: '016-123-4567' })).toEqual([]);
  });

  it('profile e-mail: the spec pattern', () => {
    for (const adminEmail of ['hq@bean', '한글@bean.kr', 'a'.repeat(300), '<script>@x.kr'])
      expect(profileErrors({ ...valid, adminEmail })).toEqual(['이메일 형식이 올바르지 않습니다.']);
  });

  it('password change: required first, then match and format', () => {
    expect(passwordChangeErrors({ adminPwd: '', adminPwdConfirm: '' })).toEqual(['새로운 비밀번호를 입력해주세요.']);
    expect(passwordChangeErrors({ adminPwd: '   ', adminPwdConfirm: 'x' })).toEqual(['새로운 비밀번호를 입력해주세요.']);
    expect(passwordChangeErrors({ adminPwd: 'Latte2026@@', adminPwdConfirm: 'Latte2026@!' })).toEqual(['비밀번호가 일치하지 않습니다.']);
    expect(passwordChangeErrors({ adminPwd: '비밀번호입니다1234', adminPwdConfirm: '비밀번호입니다1234' })).toEqual([PATTERN]);
    expect(passwordChangeErrors({ adminPwd: 'Latte2026@@', adminPwdConfirm: 'Latte2026@@' })).toEqual([]);
  });
});

describe('the mobile input as typed', () => {
  it.each([
    ['', ''],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['0111234567', '011-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['010-1234-56789', '010-1234-5678'],
    ['abc😀한글', ''],
    ['<script>010</script>', '010'],
  ])('%j -> %j', (typed, shown) => expect(formatMobileInput(typed)).toBe(shown));
});

describe('the 401 rule', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };

  it('reads `expired: true` only', () => {
    expect(isExpiredBody({ expired: true })).toBe(true);
    for (const body of [undefined, null, 'expired', { expired: 'true' }, { expired: 1 }, { expired: false }, []]) expect(isExpiredBody(body)).toBe(false);
  });

  it('reloads once for any number of 401s until a sign-in re-arms it', () => {
    const storage = memory();
    const reload = vi.fn();
    for (let i = 0; i < 5; i += 1) handleUnauthorized({ expired: i === 0 }, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(1);
    resetUnauthorizedPage(); // the page after the reload
    expect(takeExpiryNotice(storage)).toBe('새로운 곳에서 로그인이 시도되었습니다.');
    clearUnauthorizedState(storage);
    handleUnauthorized(undefined, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
    expect(takeExpiryNotice(storage)).toBeNull();
  });

  it('a login page shown before the reload (react-admin redirects on the same refused call) leaves the notice for the page after it', () => {
    const storage = memory();
    handleUnauthorized({ expired: true }, { storage, reload: vi.fn() });
    expect(takeExpiryNotice(storage)).toBe('새로운 곳에서 로그인이 시도되었습니다.'); // the page about to go
    expect(takeExpiryNotice(storage)).toBe('새로운 곳에서 로그인이 시도되었습니다.'); // shown again, still kept
    resetUnauthorizedPage(); // the page after the reload: shows it once
    expect(takeExpiryNotice(storage)).toBe('새로운 곳에서 로그인이 시도되었습니다.');
    expect(takeExpiryNotice(storage)).toBeNull();
  });
});

describe('forced password change (spec §4)', () => {
  const admin = (flags: Partial<AuthRecord>): AuthRecord => ({ adminId: 'hq.master', adminName: '김민준', grpId: 1, ...flags });
  it('pwdChangeYn or pwdTempYn, as 1 or "1"', () => {
    expect(needsPasswordChange(null)).toBe(false);
    expect(needsPasswordChange(admin({}))).toBe(false);
    expect(needsPasswordChange(admin({ pwdChangeYn: 0, pwdTempYn: '0' }))).toBe(false);
    for (const flags of [{ pwdChangeYn: 1 }, { pwdChangeYn: '1' }, { pwdTempYn: 1 }, { pwdTempYn: '1' }] as const)
      expect(needsPasswordChange(admin(flags))).toBe(true);
  });
});
