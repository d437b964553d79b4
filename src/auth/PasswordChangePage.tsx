import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useNavigate, useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { useSignOut } from '@/auth/useSignOut';
import { useSession } from '@/providers/session';
import { isOn } from '@/types/api';
import { changePassword, skipPasswordChange } from './accountApi';
import { passwordChangeErrors } from './accountValidation';
import { AuthCard } from './AuthCard';
import { ErrorList } from './ErrorList';

/** /pwdChange (spec §2, §4): forced when pwdChangeYn/pwdTempYn is 1; "later" only for a regular password. */
export function PasswordChangePage() {
  const t = useT();
  const { auth } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useSignOut();
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
      notify(t('common.saved'), { type: 'success' });
      navigate('/dashboard', { replace: true });
    } catch {
      setRefused(t('error.http'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeErrors({ adminPwd, adminPwdConfirm });
    setErrors(found);
    if (!found.length) void run(() => changePassword({ adminPwd, adminPwdConfirm }, t('error.http')));
  };

  return (
    <AuthCard title={t('pwdChange.title')} width={480}>
      <Alert severity={temporary ? 'warning' : 'info'} role="status" sx={{ mb: 2 }} data-testid="pwd-change-notice">
        {temporary ? t('pwdChange.tempNotice') : t('pwdChange.regularNotice')}
      </Alert>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            name="adminId"
            label={t('profile.adminId')}
            value={auth?.adminId ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            variant="outlined"
            fullWidth
          />
          <TextField
            name="adminName"
            label={t('profile.adminName')}
            value={auth?.adminName ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            variant="outlined"
            fullWidth
          />
          <TextField
            name="adminPwd"
            type="password"
            label={t('pwdChange.newPwd')}
            helperText={t('validation.passwordRule')}
            value={adminPwd}
            onChange={(event) => setAdminPwd(event.target.value)}
            autoComplete="new-password"
            variant="outlined"
            fullWidth
          />
          <TextField
            name="adminPwdConfirm"
            type="password"
            label={t('pwdChange.newPwdConfirm')}
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
            {t('pwdChange.submit')}
          </Button>
          {!temporary && (
            <Button variant="outlined" data-testid="pwd-change-later" disabled={busy} onClick={() => void run(() => skipPasswordChange(t('error.http')))}>
              {t('pwdChange.later')}
            </Button>
          )}
          <Button variant="text" color="inherit" onClick={() => void logout()}>
            {t('menu.logout')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
