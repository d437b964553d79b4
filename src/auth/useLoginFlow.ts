import { useState, type FormEvent } from 'react';
import { useT } from '@i18n/translate';
import { sendSms, type LoginParams } from '@/providers/authProvider';
import { LoginError, smsOutcomeOf, VERIFICATION_REQUIRED, type SmsOutcome } from '../providers/loginResult';
import { rememberedAdminId, saveRememberedAdminId } from './rememberId';
import { useSignInRoute } from './signInRoute';

/**
 * The login screen's state machine (spec §4 login flow, §5, §8): credentials, the optional
 * mobile verification step (0001 → send SMS after confirming → number field), messages.
 */
export interface Verification {
  mobileNo: string;
  /** The number field is shown once an SMS was sent (0000) or already pending (0003). */
  smsSent: boolean;
}

export interface Message {
  severity: SmsOutcome['severity'] | 'warning';
  text: string;
}

export function useLoginFlow() {
  const t = useT();
  const route = useSignInRoute();
  const [adminId, setAdminIdValue] = useState(rememberedAdminId);
  const [adminPwd, setAdminPwd] = useState('');
  const [authNum, setAuthNum] = useState('');
  const [remember, setRemember] = useState(() => rememberedAdminId() !== '');
  const [verification, setVerification] = useState<Verification | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);

  const canSubmit = adminId.trim() !== '' && adminPwd.trim() !== '' && !submitting;

  /** Another id means another admin: its verification step starts over. */
  const setAdminId = (value: string) => {
    setAdminIdValue(value);
    setVerification(null);
    setAuthNum('');
  };

  const fail = (text: string) => setMessage({ severity: 'error', text });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    if (verification && !verification.smsSent) return fail(t('login.verificationRequired'));
    if (verification && !authNum.trim()) return fail(t('login.authNumRequired'));
    const params: LoginParams = verification ? { adminId, adminPwd, authNum } : { adminId, adminPwd };
    setSubmitting(true);
    setMessage(null);
    route.preload();
    route
      .login(params)
      .then(() => saveRememberedAdminId(adminId, remember))
      .catch((error: unknown) => {
        if (error instanceof LoginError && error.code === VERIFICATION_REQUIRED) {
          setVerification((current) => current ?? { mobileNo: error.mobileNo ?? '', smsSent: false });
          setMessage({ severity: 'info', text: t('login.verificationGuide') });
          return;
        }
        fail(error instanceof Error && error.message ? error.message : t('login.failed'));
      })
      .finally(() => setSubmitting(false));
  };

  /** After the confirmation dialog: POST auth/sendSms and show its outcome. */
  const requestSms = async () => {
    setSending(true);
    try {
      const outcome = smsOutcomeOf(await sendSms(adminId));
      setMessage({ severity: outcome.severity, text: outcome.message });
      if (outcome.showAuthNum) setVerification((current) => (current ? { ...current, smsSent: true } : current));
    } catch {
      fail(t('login.smsFailed'));
    } finally {
      setSending(false);
    }
  };

  return {
    values: { adminId, adminPwd, authNum, remember },
    set: { adminId: setAdminId, adminPwd: setAdminPwd, authNum: setAuthNum, remember: setRemember },
    verification,
    message,
    canSubmit,
    submitting,
    sending,
    submit,
    requestSms,
  };
}
