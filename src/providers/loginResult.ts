import { translate } from '@i18n/translate';
import type { LoginResponse, ResultResponse } from '@/types/api';

/** What the sign-in and SMS result codes mean on screen (spec §8). Pure. */

export const VERIFICATION_REQUIRED = '0001';

/** A refused sign-in; `code` '0001' carries the masked mobile number of the verification step. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly mobileNo?: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

const serverMessageCodes = new Set(['9993', '9995', '9996']);

/** The error of any sign-in reply but 0000 (an absent reply is a failed request). */
export function loginErrorOf(reply: LoginResponse | undefined): LoginError {
  const code = reply?.result;
  const msg = reply?.msg?.trim();
  if (code === VERIFICATION_REQUIRED) return new LoginError(msg || translate('login.verificationRequired'), code, reply?.mobileNo);
  if (code && serverMessageCodes.has(code) && msg) return new LoginError(msg, code);
  if (code === '9997' && msg) {
    const remain = reply?.remainCnt;
    const line = remain === undefined || remain === null ? '' : `\n${translate('login.remainCount', { count: remain })}`;
    return new LoginError(`${msg}${line}`, code);
  }
  return new LoginError(translate('login.failed'), code);
}

export interface SmsOutcome {
  /** Error messages are shown as errors, the others as information. */
  severity: 'success' | 'info' | 'error';
  message: string;
  /** Whether the verification number field appears. */
  showAuthNum: boolean;
}

/** The outcome of POST auth/sendSms; an empty reply marks a login error. */
export function smsOutcomeOf(reply: ResultResponse | undefined): SmsOutcome {
  if (!reply || !reply.result) return { severity: 'error', message: translate('login.failed'), showAuthNum: false };
  switch (reply.result) {
    case '0000':
      return { severity: 'success', message: translate('login.smsSent'), showAuthNum: true };
    case '0003':
      return { severity: 'info', message: translate('login.smsAlreadySent'), showAuthNum: true };
    case '9995':
      return { severity: 'error', message: reply.msg?.trim() || translate('login.smsFailed'), showAuthNum: false };
    default:
      return { severity: 'error', message: translate('login.smsFailed'), showAuthNum: false };
  }
}
