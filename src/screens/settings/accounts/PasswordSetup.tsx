import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useT, type Translate } from '@i18n/translate';
import { validatePassword, validatePasswordMatch } from '@/validation/rules';
import type { PasswordSetupValue } from './accountBody';
import { temporaryPassword } from './temporaryPassword';

/** A new setup: a temporary password, made at once. */
export const freshPasswordSetup = (): PasswordSetupValue => ({ mode: 'temporary', password: temporaryPassword(), confirm: '' });

/** What is wrong with the chosen first password (spec §5), or undefined. */
export function passwordSetupProblem(value: PasswordSetupValue | undefined, t: Translate): string | undefined {
  if (!value || value.mode === 'temporary') return undefined;
  if (!value.password.trim()) return t('settings.account.password.required');
  return validatePassword(value.password) ?? validatePasswordMatch(value.password, value.confirm);
}

interface PasswordSetupProps {
  value: PasswordSetupValue;
  onChange: (value: PasswordSetupValue) => void;
  error?: string;
  disabled?: boolean;
  /** Only a temporary password (the administrator's reset). */
  temporaryOnly?: boolean;
}

/**
 * The first password of an account (issue 14): a temporary one made here and shown once to pass
 * on (`pwdTempYn` 1: changed at the first sign-in), or one typed twice (spec §5 rules).
 */
export function PasswordSetup({ value, onChange, error, disabled, temporaryOnly = false }: PasswordSetupProps) {
  const t = useT();
  const notify = useNotify();
  const copy = () => {
    void navigator.clipboard?.writeText(value.password).then(
      () => notify(t('settings.account.password.copied'), { type: 'info' }),
      () => undefined,
    );
  };
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      {!temporaryOnly && <Typography variant="subtitle2">{t('settings.account.password.title')}</Typography>}
      {!temporaryOnly && (
        <RadioGroup
          row
          value={value.mode}
          onChange={(event) => onChange(event.target.value === 'manual' ? { mode: 'manual', password: '', confirm: '' } : { ...freshPasswordSetup() })}
        >
          <FormControlLabel value="temporary" control={<Radio size="small" />} label={t('settings.account.password.temporary')} disabled={disabled} />
          <FormControlLabel value="manual" control={<Radio size="small" />} label={t('settings.account.password.manual')} disabled={disabled} />
        </RadioGroup>
      )}
      {value.mode === 'temporary' ? (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              label={t('settings.account.password.value')}
              value={value.password}
              size="small"
              slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
              data-testid="temporary-password"
            />
            <Button size="small" onClick={() => onChange(freshPasswordSetup())} disabled={disabled}>
              {t('settings.account.password.regenerate')}
            </Button>
            <Button size="small" onClick={copy} disabled={disabled}>
              {t('settings.account.password.copy')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('settings.account.password.temporaryHelp')}
          </Typography>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="password"
            name="adminPwd"
            label={t('settings.account.password.adminPwd')}
            helperText={t('validation.passwordRule')}
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
            size="small"
            autoComplete="new-password"
            disabled={disabled}
            error={Boolean(error)}
          />
          <TextField
            type="password"
            name="adminPwdConfirm"
            label={t('settings.account.password.adminPwdConfirm')}
            value={value.confirm}
            onChange={(event) => onChange({ ...value, confirm: event.target.value })}
            size="small"
            autoComplete="new-password"
            disabled={disabled}
            error={Boolean(error)}
          />
        </Stack>
      )}
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
        {error || (value.mode === 'manual' ? t('settings.account.password.manualHelp') : '')}
      </Typography>
    </Stack>
  );
}

/** The setup as a field of a react-admin form (`pwdSetup`), checked on save; the server's refusal of `adminPwd` shown with it. */
export function PasswordSetupInput() {
  const t = useT();
  const [initial] = useState(freshPasswordSetup);
  const { field, fieldState } = useController({
    name: 'pwdSetup',
    defaultValue: initial,
    rules: { validate: (value: PasswordSetupValue) => passwordSetupProblem(value, t) ?? true },
  });
  const { errors, disabled } = useFormState();
  const server = errors.adminPwd?.message;
  const value = (field.value as PasswordSetupValue | undefined) ?? initial;
  const { getValues, setValue } = useFormContext();
  // react-admin resets the form to the record's values after mount, and the shown setup (the
  // controller's default) would then not be sent: keep it in the form's values.
  useEffect(() => {
    if (getValues('pwdSetup') === undefined) setValue('pwdSetup', value);
  });
  return (
    <PasswordSetup
      value={value}
      onChange={field.onChange}
      error={fieldState.error?.message ?? (typeof server === 'string' ? server : undefined)}
      disabled={disabled}
    />
  );
}
