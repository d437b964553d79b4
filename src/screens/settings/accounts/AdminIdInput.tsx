import { useEffect, useMemo, useRef } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { validatorsFor } from '@/validation/raValidators';
import { useAdminIdCheck } from './useAdminIdCheck';

/**
 * 아이디 of a new account: checked as typed (spec §5: 8–30 letters, digits, dots), then whether it
 * is free (useAdminIdCheck); the server's refusal (409) lands on this field too.
 */
export function AdminIdInput({ field, fields }: { field: FieldDeclaration; fields: readonly FieldDeclaration[] }) {
  const t = useT();
  const { trigger } = useFormContext();
  const adminId = String(useWatch({ name: field.source }) ?? '');
  const check = useAdminIdCheck(adminId);
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  }, [check]);
  const validate = useMemo(
    () => [...validatorsFor(field, fields), () => (latest.current === 'taken' ? t('settings.account.idTaken') : undefined)],
    [field, fields, t],
  );
  const helper =
    check === 'taken'
      ? t('settings.account.idTaken')
      : check === 'free'
        ? t('settings.account.idAvailable')
        : check === 'checking'
          ? t('settings.account.idChecking')
          : t('settings.account.idRule');
  return (
    <TextInput
      source={field.source}
      label={field.label}
      validate={validate}
      onChange={() => void trigger(field.source)}
      helperText={helper}
      autoComplete="off"
      sx={{ minWidth: 320 }}
    />
  );
}
