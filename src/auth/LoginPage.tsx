import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Checkbox, CircularProgress, FormControlLabel } from '@mui/material';
import { useT } from '@i18n/translate';
import { siteVariant } from '@/config';
import { takeExpiryNotice } from '@/http/unauthorized';
import { homeOf, retrySessionCheck } from '@/providers/authProvider';
import { session, useSession } from '@/providers/session';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { useSignInRoute } from './signInRoute';
import { useLoginFlow } from './useLoginFlow';

// Shown only to an account the server asks to verify: its confirm dialog loads then (loginJsRatio, issue 35).
const SmsVerification = lazy(() => import('./SmsVerification').then((module) => ({ default: module.SmsVerification })));

/**
 * The start-up check could not tell whether the admin is signed in (server down, 500, timeout,
 * an unreadable reply): say so, and check again on '다시 시도' (a signed-in admin goes on).
 */
function SessionCheckFailure({ message }: { message: string }) {
  const t = useT();
  const { goTo, nextPath } = useSignInRoute();
  const [checking, setChecking] = useState(false);
  const retry = async () => {
    setChecking(true);
    const { auth } = await retrySessionCheck();
    setChecking(false);
    if (auth) goTo(nextPath && nextPath !== '/login' ? nextPath : homeOf(auth));
  };
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="session-check-failure"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={checking} onClick={() => void retry()}>
          {t('trust.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('trust.startup.failed')}</AlertTitle>
      {message}
    </Alert>
  );
}

/** /login (spec §2 login screen). A signed-in visitor is sent on to /dashboard. */
export function LoginPage() {
  const t = useT();
  const flow = useLoginFlow();
  const { values, set, verification, message } = flow;
  const [notice, setNotice] = useState<string | null>(null);
  const { checkAuth, goTo } = useSignInRoute();
  const { checkError } = useSession();

  // Signed in already: on to the home page. Otherwise show the notice a lost session left
  // (kept in sessionStorage across the reload of the 401 rule, or left by the start-up refresh).
  useEffect(() => {
    checkAuth()
      .then(() => goTo(homeOf(session.get().auth)))
      .catch(() => {
        // taken here, not in a state updater: React may run an updater twice
        const stored = takeExpiryNotice();
        if (stored) setNotice(stored);
      });
  }, [checkAuth, goTo]);

  return (
    <AuthCard title={t(`login.title.${siteVariant}`)}>
      <Box component="form" noValidate onSubmit={flow.submit}>
        {checkError && <SessionCheckFailure message={checkError} />}
        {notice && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="expired-notice">
            {notice}
          </Alert>
        )}
        <AuthField
          name="adminId"
          label={t('login.adminId')}
          value={values.adminId}
          onChange={(event) => set.adminId(event.target.value)}
          autoComplete="username"
          autoFocus={!values.adminId}
        />
        <AuthField
          name="adminPwd"
          type="password"
          label={t('login.adminPwd')}
          value={values.adminPwd}
          onChange={(event) => set.adminPwd(event.target.value)}
          autoComplete="current-password"
          autoFocus={!!values.adminId}
        />
        {verification && (
          <Suspense fallback={<CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 2 }} />}>
            <SmsVerification verification={verification} authNum={values.authNum} onAuthNum={set.authNum} onSend={flow.requestSms} sending={flow.sending} />
          </Suspense>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox name="remember" checked={values.remember} onChange={(event) => set.remember(event.target.checked)} />}
          label={t('login.remember')}
        />
        {message && (
          <Alert severity={message.severity} sx={{ mt: 1, whiteSpace: 'pre-line' }} role="alert">
            {message.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!flow.canSubmit}
          sx={{ mt: 2 }}
          startIcon={flow.submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('login.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
