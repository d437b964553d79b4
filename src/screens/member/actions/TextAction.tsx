import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type AppKey, useT } from '@i18n/translate';
import type { PersonalKind } from '@/declarations/types';
import { isMasked, maskPersonal } from '@/format/mask';
import { MaskedInput } from '@/screens/shared/MaskedInput';
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
  /** A personal value (issue 34 item 5): the dialog starts masked, read-only, and '보기' (logged) fills it in full. */
  personal: PersonalKind;
}

/** One text of the member changed through its own call, checked before it leaves: 이름 변경, 이메일 변경. */
export function TextAction({ member, write, title, name, label, type, initial, check, personal }: TextActionProps) {
  const t = useT();
  const dialog = useDialog(() => maskPersonal(personal, initial(member)));
  const [problem, setProblem] = useState('');
  const save = useMemberWrite(write, member.cusId, dialog.close);
  const submit = () => {
    const value = dialog.value.trim();
    // a value never revealed is not sent back: there is nothing to change until '보기'
    const found = value && isMasked(value) ? t('content.personal.revealFirst') : check(value);
    setProblem(found);
    if (!found) save.mutate(value);
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblem('')}>
        {t(title)}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={t(title)} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        {dialog.value && isMasked(dialog.value) ? (
          <MaskedInput
            resource="member"
            id={member.id}
            field={name}
            kind={personal}
            name={name}
            label={t(label)}
            value={dialog.value}
            onRevealed={(full) => {
              setProblem('');
              dialog.setValue(full);
            }}
          />
        ) : (
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
        )}
        {problem && dialog.value && isMasked(dialog.value) ? <FormHelperText error>{problem}</FormHelperText> : null}
      </ActionDialog>
    </>
  );
}
