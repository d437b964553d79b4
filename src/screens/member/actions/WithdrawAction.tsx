import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRedirect } from 'react-admin';
import { useT } from '@i18n/translate';
import { MEMBER_LIMITS, WITHDRAW_REASON_TEXT_REQUIRED, withdrawReasonChoices } from '@resources/members/memberRules';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { maskPersonal } from '@/format/mask';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

/**
 * 회원 탈퇴: a required reason (choices, and the text for 기타), then a confirmation naming the
 * member, then DELETE member/{id} with the reason; afterwards the member list.
 */
export function WithdrawAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const redirect = useRedirect();
  const dialog = useDialog(() => ({ reason: '', text: '' }));
  const [problem, setProblem] = useState<{ reason?: string; text?: string }>({});
  const withdraw = useMemberWrite('delete', member.cusId, () => {
    dialog.close();
    redirect('list', 'member');
  });
  const needsText = dialog.value.reason === WITHDRAW_REASON_TEXT_REQUIRED;
  const next = () => {
    const found = {
      reason: dialog.value.reason ? undefined : t('member.withdraw.reasonRequired'),
      text: needsText && !dialog.value.text.trim() ? t('member.withdraw.reasonTextRequired') : undefined,
    };
    setProblem(found);
    if (!found.reason && !found.text) {
      withdraw.reset();
      dialog.setConfirming(true);
    }
  };
  const text = dialog.value.text.trim();
  return (
    <>
      <OpenDialogButton dialog={dialog} write={withdraw} onOpen={() => setProblem({})} color="error">
        {t('member.actions.withdraw')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open && !dialog.confirming}
        title={t('member.withdraw.title')}
        onClose={dialog.close}
        onSubmit={next}
        error={withdraw.error}
        submitLabel={t('member.actions.withdraw')}
      >
        <TextField
          select
          name="withdrawReason"
          label={t('member.withdraw.reason')}
          value={dialog.value.reason}
          onChange={(event) => dialog.setValue({ ...dialog.value, reason: event.target.value })}
          error={Boolean(problem.reason)}
          helperText={problem.reason || ' '}
          fullWidth
        >
          {withdrawReasonChoices.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="withdrawReasonText"
          label={t('member.withdraw.reasonText')}
          value={dialog.value.text}
          onChange={(event) => dialog.setValue({ ...dialog.value, text: event.target.value })}
          error={Boolean(problem.text)}
          helperText={problem.text || t('workspace.counter', { count: [...dialog.value.text].length, max: MEMBER_LIMITS.withdrawText })}
          required={needsText}
          slotProps={{ htmlInput: { maxLength: MEMBER_LIMITS.withdrawText } }}
          multiline
          minRows={2}
          fullWidth
        />
      </ActionDialog>
      <ConfirmDialog
        open={dialog.open && dialog.confirming}
        destructive
        title={t('member.withdraw.title')}
        message={t('member.withdraw.confirm', { name: maskPersonal('name', member.cusName), id: member.cusId })}
        pending={withdraw.isPending}
        error={withdraw.error}
        onConfirm={() => withdraw.mutateAsync({ withdrawReason: dialog.value.reason, ...(text ? { withdrawReasonText: text } : {}) })}
        onClose={() => dialog.setConfirming(false)}
      />
    </>
  );
}
