import { useState } from 'react';
import { useT, type AppKey } from '@i18n/translate';
import Alert from '@mui/material/Alert';
import { EDREAM_REASON_MAX, EDREAM_STAMP_MAX, EDREAM_STAMP_MIN } from '@resources/marketing/eDreamRules';
import { APPROVAL_RULES, approvalAmountText, requiresApproval } from '@resources/approvalRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { WholeNumberField, wholeNumber } from '@/screens/shared/WholeNumberField';
import { useApprovalRequest } from '@/screens/shared/useApproval';
import { useDialog } from '@/screens/shared/useDialog';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** A whole number in the documented range, other than the stamps held. */
function countProblem(text: string, held: number): AppKey | undefined {
  const count = wholeNumber(text, EDREAM_STAMP_MIN, EDREAM_STAMP_MAX);
  if (count === undefined) return 'eDream.case.stampChange.invalid';
  return count === held ? 'eDream.case.stampChange.same' : undefined;
}

/**
 * 스탬프 변경 (POST eDreamSet/stampChange/{id}, `{ stampCnt, reason }`): sets the stamps held, with a
 * reason kept in the history. A change of more than 50 stamps (resources/approvalRules.ts, issue 37)
 * is sent as a 결재 request (POST approval) carrying the call, its reason the request's.
 */
export function StampChangeAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const dialog = useDialog(() => String(record.stampCnt ?? ''));
  const count = dialog.value;
  const [problem, setProblem] = useState<AppKey>();
  const reason = useReason('content.reason.required', EDREAM_REASON_MAX);
  const direct = useEDreamWrite('stampChange', record.id, dialog.close);
  const request = useApprovalRequest(dialog.close);
  const wanted = wholeNumber(count, EDREAM_STAMP_MIN, EDREAM_STAMP_MAX);
  const moved = wanted === undefined ? 0 : Math.abs(wanted - (Number(record.stampCnt) || 0));
  const approval = requiresApproval('stampChange', moved);
  const save = approval ? request : direct;
  const label = t('eDream.case.actions.stampChange');
  const range = { min: EDREAM_STAMP_MIN, max: EDREAM_STAMP_MAX };
  const submit = () => {
    const found = countProblem(count, Number(record.stampCnt) || 0);
    setProblem(found);
    const text = reason.check();
    if (found || !text) return;
    const body = { stampCnt: Number(count), reason: text };
    if (!approval) direct.mutate(body);
    else
      request.mutate({
        task: 'stampChange',
        target: `eDream:${String(record.id)}`,
        amount: moved,
        reason: text,
        call: { method: 'POST', path: `eDreamSet/stampChange/${String(record.id)}`, body },
      });
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
        {approval && (
          <Alert severity="info" data-testid="approval-needed">
            {t('approval.needed', {
              task: APPROVAL_RULES.stampChange.label,
              amount: approvalAmountText('stampChange', moved),
              limit: approvalAmountText('stampChange', APPROVAL_RULES.stampChange.threshold),
            })}
          </Alert>
        )}
        <ReasonField reason={reason} label={t('eDream.case.stampChange.reason')} max={EDREAM_REASON_MAX} autoFocus={false} />
      </ActionDialog>
    </>
  );
}
