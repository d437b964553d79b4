import { appMessages } from '@i18n/ko/app';
import { isEmpty, validateEmail, validateMobile, validatePassword, validatePasswordMatch } from '@/validation';
import type { AccountForm } from './accountApi';

/** The profile and password-change rules of spec §5; each returns the messages to list, in order. */
const defined = (messages: (string | undefined)[]): string[] => messages.filter((message): message is string => !!message);

function passwordErrors({ adminPwd, adminPwdConfirm }: AccountForm): (string | undefined)[] {
  return [validatePasswordMatch(adminPwd, adminPwdConfirm), validatePassword(adminPwd)];
}

export function profileErrors(form: AccountForm): string[] {
  const { adminHp, adminEmail } = form;
  return defined([
    ...(isEmpty(form.adminPwd) && isEmpty(form.adminPwdConfirm) ? [] : passwordErrors(form)),
    isEmpty(adminHp) ? appMessages.profile.mobileRequired : validateMobile(adminHp) && appMessages.profile.mobilePattern,
    isEmpty(adminEmail) ? appMessages.profile.emailRequired : validateEmail(adminEmail),
  ]);
}

export function passwordChangeErrors(form: AccountForm): string[] {
  if (isEmpty(form.adminPwd)) return [appMessages.pwdChange.newPwdRequired];
  return defined(passwordErrors(form));
}
