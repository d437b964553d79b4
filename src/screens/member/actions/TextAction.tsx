import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type AppKey, useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

export interface TextActionProps {
  member: MemberRecord;
  /** The member call that saves the trimmed text. */
  write: 'updateName' | 'updateEmail';
  /** The button's and the dialog's title. */
  title: AppKey;
  name: string;
  label: AppKey;
  type?: 'email';
  initial: (member: MemberRecord) => string;
  /** The Korean problem with a trimmed value, or '' when it may be sent. */
  check: (value: string) => string;
}

/** One text of the member changed through its own call, checked before it leaves: 이름 변경, 이메일 변경. */
export function TextAction({ member, write, title, name, label, type, initial, check }: TextActionProps) {
  const t = useT();
  const dialog = useDialog(() => initial(member));
  const [problem, setProblem] = useState('');
  const save = useMemberWrite(write, member.cusId, dialog.close);
  const submit = () => {
    const value = dialog.value.trim();
    const found = check(value);
    setProblem(found);
    if (!found) save.mutate(value);
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblem('')}>
        {t(title)}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={t(title)} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <TextField
          name={name}
          type={type}
          label={t(label)}
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
