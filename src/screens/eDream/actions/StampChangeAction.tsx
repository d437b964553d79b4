import { useState } from 'react';
import { useT, type AppKey } from '@i18n/translate';
import { EDREAM_REASON_MAX, EDREAM_STAMP_MAX, EDREAM_STAMP_MIN } from '@resources/marketing/eDreamRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { WholeNumberField, wholeNumber } from '@/screens/shared/WholeNumberField';
import { useDialog } from '@/screens/shared/useDialog';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** A whole number in the documented range, other than the stamps held. */
function countProblem(text: string, held: number): AppKey | undefined {
  const count = wholeNumber(text, EDREAM_STAMP_MIN, EDREAM_STAMP_MAX);
  if (count === undefined) return 'eDream.case.stampChange.invalid';
  return count === held ? 'eDream.case.stampChange.same' : undefined;
}

/** 스탬프 변경 (POST eDreamSet/stampChange/{id}, `{ stampCnt, reason }`): sets the stamps held, with a reason kept in the history. */
export function StampChangeAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const dialog = useDialog(() => String(record.stampCnt ?? ''));
  const count = dialog.value;
  const [problem, setProblem] = useState<AppKey>();
  const reason = useReason('content.reason.required', EDREAM_REASON_MAX);
  const save = useEDreamWrite('stampChange', record.id, dialog.close);
  const label = t('eDream.case.actions.stampChange');
  const range = { min: EDREAM_STAMP_MIN, max: EDREAM_STAMP_MAX };
  const submit = () => {
    const found = countProblem(count, Number(record.stampCnt) || 0);
    setProblem(found);
    const text = reason.check();
    if (!found && text) save.mutate({ stampCnt: Number(count), reason: text });
  };
  return (
    <>
      <OpenDialogButton
        dialog={dialog}
        write={save}
        onOpen={() => {
          setProblem(undefined);
          reason.reset();
        }}
      >
        {label}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={label} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <WholeNumberField
          name="stampCnt"
          label={t('eDream.case.stampChange.count')}
          value={count}
          onChange={dialog.setValue}
          autoFocus
          problem={problem && t(problem, range)}
          help={t('eDream.case.stampChange.help', { ...range, count: record.stampCnt })}
        />
        <ReasonField reason={reason} label={t('eDream.case.stampChange.reason')} max={EDREAM_REASON_MAX} autoFocus={false} />
      </ActionDialog>
    </>
  );
}
