import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { Title, useNavigate, useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { useSession } from '@/providers/session';
import { updateProfile, type AccountForm } from './accountApi';
import { profileErrors } from './accountValidation';
import { ErrorList } from './ErrorList';
import { formatMobileInput } from './mobileInput';

/** /profile (spec §2): read-only id and name; password (optional), mobile and e-mail. */
export function ProfilePage() {
  const t = useT();
  const { auth } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<AccountForm>({ adminPwd: '', adminPwdConfirm: '', adminHp: auth?.adminHp ?? '', adminEmail: auth?.adminEmail ?? '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [refused, setRefused] = useState<string>();
  const [saving, setSaving] = useState(false);
  const field = (name: keyof AccountForm, shape: (value: string) => string = (value) => value) => ({
    name,
    value: form[name] ?? '',
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: shape(event.target.value) })),
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileErrors(form);
    setErrors(found);
    setRefused(undefined);
    if (found.length) return;
    setSaving(true);
    try {
      const message = await updateProfile(form, t('error.http'));
      if (message) return setRefused(message);
      setForm((current) => ({ ...current, adminPwd: '', adminPwdConfirm: '' }));
      notify(t('common.saved'), { type: 'success' });
    } catch {
      setRefused(t('error.http'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={t('profile.title')} />
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <TextField name="adminId" label={t('profile.adminId')} value={auth?.adminId ?? ''} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
            <TextField name="adminName" label={t('profile.adminName')} value={auth?.adminName ?? ''} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
            <TextField
              {...field('adminPwd')}
              type="password"
              label={t('profile.adminPwd')}
              helperText={`${t('profile.adminPwdHelp')} ${t('validation.passwordRule')}`}
              autoComplete="new-password"
            />
            <TextField {...field('adminPwdConfirm')} type="password" label={t('profile.adminPwdConfirm')} autoComplete="new-password" />
            <TextField
              {...field('adminHp', formatMobileInput)}
              label={t('profile.adminHp')}
              helperText={t('profile.adminHpHelp')}
              required
              placeholder="000-0000-0000"
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 13 } }}
            />
            <TextField {...field('adminEmail')} type="email" label={t('profile.adminEmail')} required />
          </Stack>
          <ErrorList errors={errors} />
          {refused && (
            <Alert severity="error" sx={{ my: 2 }}>
              {refused}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => navigate('/dashboard')}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('common.update')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
