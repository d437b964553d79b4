import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT, type AppKey } from '@i18n/translate';
import { EDREAM_STAMP_MAX } from '@resources/marketing/eDreamRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { WholeNumberField, wholeNumber } from '@/screens/shared/WholeNumberField';
import { useDialog } from '@/screens/shared/useDialog';
import { useEDreamWrite } from '../useEDreamActions';
import { useEDreamSetting } from '../useEDreamCase';

/** 교환 기준 설정 (POST eDreamSet/setting): the stamps a ticket costs and what it is exchanged for, for every case. */
export function SettingAction() {
  const t = useT();
  const setting = useEDreamSetting();
  const dialog = useDialog(() => ({ goal: String(setting.data?.goalStamp ?? ''), rewardName: setting.data?.rewardName ?? '' }));
  const { goal, rewardName } = dialog.value;
  const [problems, setProblems] = useState<{ goal?: AppKey; rewardName?: AppKey }>({});
  const save = useEDreamWrite('setting', 'setting', dialog.close);
  const label = t('eDream.case.actions.setting');
  const submit = () => {
    const goalStamp = wholeNumber(goal, 1, EDREAM_STAMP_MAX);
    const found = {
      goal: goalStamp === undefined ? ('eDream.case.setting.goalInvalid' as const) : undefined,
      rewardName: rewardName.trim() ? undefined : ('eDream.case.setting.rewardRequired' as const),
    };
    setProblems(found);
    if (goalStamp !== undefined && !found.rewardName) save.mutate({ goalStamp, rewardName: rewardName.trim(), rev: setting.data?.rev });
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblems({})} variant="text" disabled={!setting.data}>
        {label}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={label} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <WholeNumberField
          name="goalStamp"
          label={t('eDream.case.setting.goalStamp')}
          value={goal}
          onChange={(text) => dialog.setValue((current) => ({ ...current, goal: text }))}
          autoFocus
          problem={problems.goal && t(problems.goal, { max: EDREAM_STAMP_MAX })}
          help={t('eDream.case.setting.goalHelp', { max: EDREAM_STAMP_MAX })}
        />
        <TextField
          name="rewardName"
          label={t('eDream.case.setting.rewardName')}
          value={rewardName}
          onChange={(event) => dialog.setValue((current) => ({ ...current, rewardName: event.target.value }))}
          required
          error={problems.rewardName !== undefined}
          helperText={problems.rewardName ? t(problems.rewardName) : ' '}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </ActionDialog>
    </>
  );
}
