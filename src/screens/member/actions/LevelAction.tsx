import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { memberLevelChoices } from '@resources/fields';
import { MEMBER_LIMITS } from '@resources/members/memberRules';
import { maskPersonal } from '@/format/mask';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useDialog } from '@/screens/shared/useDialog';
import { memberValue } from '../memberFields';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';
import { LevelHistory } from './LevelHistory';

/**
 * 등급 변경: one of the declared levels (웰컴/화이트/블루), opening on the member's own, and a
 * required reason; a confirmation, then PUT member/{id}/level `{ level, reason }`. The dialog
 * shows the level history the server keeps with the reasons.
 */
export function LevelAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const dialog = useDialog(() => member.level);
  const reason = useReason('member.level.reasonRequired', MEMBER_LIMITS.levelReason);
  const [problem, setProblem] = useState('');
  const save = useMemberWrite('updateLevel', member.cusId, dialog.close);
  const next = () => {
    const found = !dialog.value ? t('member.form.levelRequired') : dialog.value === member.level ? t('member.form.sameLevel') : '';
    setProblem(found);
    const text = reason.check();
    if (!found && text) {
      save.reset();
      dialog.setConfirming(true);
    }
  };
  return (
    <>
      <OpenDialogButton
        dialog={dialog}
        write={save}
        onOpen={() => {
          setProblem('');
          reason.reset();
        }}
      >
        {t('member.actions.level')}
      </OpenDialogButton>
      <ActionDialog open={dialog.open && !dialog.confirming} title={t('member.actions.level')} onClose={dialog.close} onSubmit={next} error={save.error}>
        <FormControl error={Boolean(problem)}>
          <FormLabel id="member-level-label">{t('member.form.level')}</FormLabel>
          <RadioGroup row name="level" aria-labelledby="member-level-label" value={dialog.value} onChange={(event) => dialog.setValue(event.target.value)}>
            {memberLevelChoices.map((choice) => (
              <FormControlLabel key={choice.id} value={String(choice.id)} control={<Radio />} label={choice.name} />
            ))}
          </RadioGroup>
          <FormHelperText>{problem || t('member.form.currentLevel', { level: memberValue('level', member.level) })}</FormHelperText>
        </FormControl>
        <ReasonField reason={reason} label={t('member.level.reason')} max={MEMBER_LIMITS.levelReason} autoFocus={false} />
        <LevelHistory member={member} />
      </ActionDialog>
      <ConfirmDialog
        open={dialog.open && dialog.confirming}
        title={t('member.actions.level')}
        message={t('member.level.confirm', {
          name: maskPersonal('name', member.cusName),
          from: memberValue('level', member.level),
          to: memberValue('level', dialog.value),
        })}
        pending={save.isPending}
        error={save.error}
        onConfirm={() => save.mutateAsync({ level: dialog.value, reason: reason.value.trim() })}
        onClose={() => dialog.setConfirming(false)}
      />
    </>
  );
}
