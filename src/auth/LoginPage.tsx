import { useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, TextField } from '@mui/material';
import { useCheckAuth, useNavigate } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { siteVariant } from '@/config';
import { takeExpiryNotice } from '@/http/unauthorized';
import { homeOf } from '@/providers/authProvider';
import { session } from '@/providers/session';
import { AuthCard } from './AuthCard';
import { SmsVerification } from './SmsVerification';
import { useLoginFlow } from './useLoginFlow';

const messages = appMessages.login;

/** /login (spec §2 login screen). A signed-in visitor is sent on to /dashboard. */
export function LoginPage() {
  const flow = useLoginFlow();
  const { values, set, verification, message } = flow;
  const [notice, setNotice] = useState<string | null>(null);
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  // Signed in already: on to the home page. Otherwise show the notice a lost session left
  // (kept in sessionStorage across the reload of the 401 rule, or left by the start-up refresh).
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(homeOf(session.get().auth), { replace: true }))
      .catch(() => setNotice((shown) => takeExpiryNotice() ?? shown));
  }, [checkAuth, navigate]);

  return (
    <AuthCard title={messages.title[siteVariant]}>
      <Box component="form" noValidate onSubmit={flow.submit}>
        {notice && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="expired-notice">
            {notice}
          </Alert>
        )}
        <TextField
          name="adminId"
          label={messages.adminId}
          value={values.adminId}
          onChange={(event) => set.adminId(event.target.value)}
          autoComplete="username"
          variant="outlined"
          margin="normal"
          fullWidth
          autoFocus={!values.adminId}
        />
        <TextField
          name="adminPwd"
          type="password"
          label={messages.adminPwd}
          value={values.adminPwd}
          onChange={(event) => set.adminPwd(event.target.value)}
          autoComplete="current-password"
          variant="outlined"
          margin="normal"
          fullWidth
          autoFocus={!!values.adminId}
        />
        {verification && (
          <SmsVerification
            verification={verification}
            authNum={values.authNum}
            onAuthNum={set.authNum}
            onSend={flow.requestSms}
            sending={flow.sending}
          />
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox name="remember" checked={values.remember} onChange={(event) => set.remember(event.target.checked)} />}
          label={messages.remember}
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
          {messages.submit}
        </Button>
      </Box>
    </AuthCard>
  );
}
