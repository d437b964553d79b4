import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { validateEmail } from '@/validation/rules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';
import { useDialog } from './useDialog';

/** 이메일 변경: PUT member/{id}/email, checked by the spec §5 rule before it leaves. */
export function EmailAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const dialog = useDialog(() => member.email ?? '');
  const [problem, setProblem] = useState('');
  const save = useMemberWrite('updateEmail', member.cusId, dialog.close);
  const submit = () => {
    const email = dialog.value.trim();
    const found = email ? (validateEmail(email) ?? '') : t('member.form.emailRequired');
    setProblem(found);
    if (!found) save.mutate(email);
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => { save.reset(); setProblem(''); dialog.show(); }}>{t('member.actions.email')}</Button>
      <ActionDialog open={dialog.open} title={t('member.actions.email')} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <TextField
          name="email"
          type="email"
          label={t('member.form.email')}
          value={dialog.value}
          onChange={(event) => dialog.setValue(event.target.value)}
          error={Boolean(problem)}
          helperText={problem || ' '}
          autoFocus
          fullWidth
        />
      </ActionDialog>
    </>
  );
}
