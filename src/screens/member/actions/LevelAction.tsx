import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { memberLevelChoices } from '@resources/fields';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { memberValue } from '../memberFields';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

/** 등급 변경: PUT member/{id}/level, one of the declared levels (웰컴/화이트/블루); opens on the member's own. */
export function LevelAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const dialog = useDialog(() => member.level);
  const [problem, setProblem] = useState('');
  const save = useMemberWrite('updateLevel', member.cusId, dialog.close);
  const submit = () => {
    const found = !dialog.value ? t('member.form.levelRequired') : dialog.value === member.level ? t('member.form.sameLevel') : '';
    setProblem(found);
    if (!found) save.mutate(dialog.value);
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblem('')}>
        {t('member.actions.level')}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={t('member.actions.level')} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <FormControl error={Boolean(problem)}>
          <FormLabel id="member-level-label">{t('member.form.level')}</FormLabel>
          <RadioGroup row name="level" aria-labelledby="member-level-label" value={dialog.value} onChange={(event) => dialog.setValue(event.target.value)}>
            {memberLevelChoices.map((choice) => (
              <FormControlLabel key={choice.id} value={String(choice.id)} control={<Radio />} label={choice.name} />
            ))}
          </RadioGroup>
          <FormHelperText>{problem || t('member.form.currentLevel', { level: memberValue('level', member.level) })}</FormHelperText>
        </FormControl>
      </ActionDialog>
    </>
  );
}
