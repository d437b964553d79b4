import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { MEMBER_LIMITS } from '@resources/members/memberRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';
import { useDialog } from './useDialog';

/** 이름 변경: PUT member/{id}/name. */
export function NameAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const dialog = useDialog(() => member.cusName);
  const [problem, setProblem] = useState('');
  const save = useMemberWrite('updateName', member.cusId, dialog.close);
  const submit = () => {
    const name = dialog.value.trim();
    const found = !name ? t('member.form.nameRequired') : [...name].length > MEMBER_LIMITS.name ? t('member.form.tooLong', { max: MEMBER_LIMITS.name }) : '';
    setProblem(found);
    if (!found) save.mutate(name);
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => { save.reset(); setProblem(''); dialog.show(); }}>{t('member.actions.name')}</Button>
      <ActionDialog open={dialog.open} title={t('member.actions.name')} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <TextField
          name="cusName"
          label={t('member.form.cusName')}
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
