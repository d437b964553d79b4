import { translate } from '@i18n/translate';
import { isEmpty, validateEmail, validateMobile, validatePassword, validatePasswordMatch } from '@/validation';
import type { AccountForm } from './accountApi';
import { MOBILE_PATTERN } from './mobileInput';

/** The profile and password-change rules of spec §5; each returns the messages to list, in order. */
const defined = (messages: (string | undefined)[]): string[] => messages.filter((message): message is string => !!message);

function passwordErrors({ adminPwd, adminPwdConfirm }: AccountForm): (string | undefined)[] {
  return [validatePasswordMatch(adminPwd, adminPwdConfirm), validatePassword(adminPwd)];
}

/** Required; the pattern 000-0000-0000 (spec §2), then the number rule of spec §5. */
function mobileError(adminHp: string | undefined): string | undefined {
  if (isEmpty(adminHp)) return translate('profile.mobileRequired');
  const value = (adminHp ?? '').trim();
  return MOBILE_PATTERN.test(value) ? validateMobile(value) : translate('profile.mobilePattern');
}

export function profileErrors(form: AccountForm): string[] {
  const { adminEmail } = form;
  return defined([
    ...(isEmpty(form.adminPwd) && isEmpty(form.adminPwdConfirm) ? [] : passwordErrors(form)),
    mobileError(form.adminHp),
    isEmpty(adminEmail) ? translate('profile.emailRequired') : validateEmail(adminEmail),
  ]);
}

export function passwordChangeErrors(form: AccountForm): string[] {
  if (isEmpty(form.adminPwd)) return [translate('pwdChange.newPwdRequired')];
  return defined(passwordErrors(form));
}
