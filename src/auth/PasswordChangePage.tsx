import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useLogout, useNavigate, useNotify } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { useSession } from '@/providers/session';
import { isOn } from '@/types/api';
import { changePassword, skipPasswordChange } from './accountApi';
import { passwordChangeErrors } from './accountValidation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';

const messages = appMessages.pwdChange;

/** /pwdChange (spec §2, §4): forced when pwdChangeYn/pwdTempYn is 1; "later" only for a regular password. */
export function PasswordChangePage() {
  const { auth } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();
  const [adminPwd, setAdminPwd] = useState('');
  const [adminPwdConfirm, setAdminPwdConfirm] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const temporary = isOn(auth?.pwdTempYn);

  const run = async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setRefused(undefined);
    try {
      const message = await action();
      if (message) return setRefused(message);
      notify(appMessages.common.saved, { type: 'success' });
      navigate('/dashboard', { replace: true });
    } catch {
      setRefused(appMessages.error.http);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeErrors({ adminPwd, adminPwdConfirm });
    setErrors(found);
    if (!found.length) void run(() => changePassword({ adminPwd, adminPwdConfirm }, appMessages.error.http));
  };

  return (
    <AuthCard title={messages.title} width={480}>
      <Alert severity={temporary ? 'warning' : 'info'} role="status" sx={{ mb: 2 }} data-testid="pwd-change-notice">
        {temporary ? messages.tempNotice : messages.regularNotice}
      </Alert>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            name="adminId"
            label={appMessages.profile.adminId}
            value={auth?.adminId ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            variant="outlined"
            fullWidth
          />
          <TextField
            name="adminName"
            label={appMessages.profile.adminName}
            value={auth?.adminName ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            variant="outlined"
            fullWidth
          />
          <TextField
            name="adminPwd"
            type="password"
            label={messages.newPwd}
            value={adminPwd}
            onChange={(event) => setAdminPwd(event.target.value)}
            autoComplete="new-password"
            variant="outlined"
            fullWidth
          />
          <TextField
            name="adminPwdConfirm"
            type="password"
            label={messages.newPwdConfirm}
            value={adminPwdConfirm}
            onChange={(event) => setAdminPwdConfirm(event.target.value)}
            autoComplete="new-password"
            variant="outlined"
            fullWidth
          />
        </Stack>
        <ErrorList errors={errors} />
        {refused && (
          <Alert severity="error" sx={{ my: 2 }}>
            {refused}
          </Alert>
        )}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {messages.submit}
          </Button>
          {!temporary && (
            <Button
              variant="outlined"
              data-testid="pwd-change-later"
              disabled={busy}
              onClick={() => void run(() => skipPasswordChange(appMessages.error.http))}
            >
              {messages.later}
            </Button>
          )}
          <Button variant="text" color="inherit" onClick={() => void logout()}>
            {appMessages.menu.logout}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
