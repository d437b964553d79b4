import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { REFUND_LIMITS, refundBankChoices, refundFee } from '@resources/orders/prepayRules';
import { APPROVAL_RULES, approvalAmountText, requiresApproval } from '@resources/approvalRules';
import { formatChoice, formatWon, maskPersonal } from '@/format';
import { blockNonDigitKeys } from '@/validation/numericKey';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { DetailItem } from '@/screens/shared/DetailItem';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useApprovalRequest } from '@/screens/shared/useApproval';
import { useDialog } from '@/screens/shared/useDialog';
import { cardAllows, type PrepayCardRecord } from '../types';
import { useCardBalance } from '../usePrepayCard';
import { usePrepayCardWrite } from '../usePrepayCardActions';
import { type RefundForm, refundProblems } from './refundForm';

const EMPTY: RefundForm = { bankCode: '', accountNo: '', accountHolder: '', lostConfirmed: false };

/**
 * 환불 (POST prepayCardRefund): the whole remaining balance (GET balance; no fee, prepayRules),
 * to an account (bank, digits-only number, holder), a lost card only with its confirmation box;
 * then a confirmation naming the amount and the account. A refusal shows in the dialog, input kept.
 * Over the 결재 threshold (resources/approvalRules.ts, issue 37) the dialog says so, asks for the
 * request's reason, and '확인' sends a request (POST approval) carrying the refund call instead.
 */
export function RefundAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const balance = useCardBalance(card.cardKey).data?.balance ?? 0;
  const dialog = useDialog<RefundForm>(() => EMPTY);
  const form = dialog.value;
  const [checked, setChecked] = useState(false);
  const lostProblemId = useId();
  const refund = usePrepayCardWrite('refund', card, dialog.close);
  const request = useApprovalRequest(dialog.close);
  const reason = useReason('approval.reasonRequired');
  const approval = requiresApproval('prepayRefund', balance);
  const write = approval ? request : refund;
  const task = { task: APPROVAL_RULES.prepayRefund.label, amount: approvalAmountText('prepayRefund', balance) };
  const lost = card.cardStatus === 'LOST';
  const problems = checked ? refundProblems(form, lost) : {};
  const fee = refundFee(balance);
  const set = (patch: Partial<RefundForm>) => dialog.setValue((current) => ({ ...current, ...patch }));
  const next = () => {
    setChecked(true);
    const reasonOk = !approval || reason.check() !== undefined;
    if (Object.keys(refundProblems(form, lost)).length === 0 && reasonOk) dialog.setConfirming(true);
  };
  const label = t('money.prepay.actions.refund');
  const limits = { min: REFUND_LIMITS.accountMin, max: REFUND_LIMITS.accountMax };
  return (
    <>
      <OpenDialogButton
        dialog={dialog}
        write={write}
        onOpen={() => {
          setChecked(false);
          reason.reset();
        }}
        color="error"
        disabled={!cardAllows.refund(card)}
      >
        {label}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open && !dialog.confirming}
        title={t('money.prepay.refund.title')}
        onClose={dialog.close}
        onSubmit={next}
        error={write.error}
        submitLabel={t('money.prepay.refund.submit')}
        submitDisabled={balance <= 0}
      >
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          <DetailItem label={t('money.prepay.refund.amount')} testId="refund-amount">
            {formatWon(balance)}
          </DetailItem>
          <DetailItem label={t('money.prepay.refund.fee')}>{formatWon(fee)}</DetailItem>
          <DetailItem label={t('money.prepay.refund.pay')}>{formatWon(balance - fee)}</DetailItem>
        </Stack>
        <FormHelperText sx={{ mt: 0 }}>{t('money.prepay.refund.feeRule')}</FormHelperText>
        {balance <= 0 && <Alert severity="warning">{t('money.prepay.refund.noBalance')}</Alert>}
        {approval && (
          <Alert severity="info" data-testid="approval-needed">
            {t('approval.needed', { ...task, limit: approvalAmountText('prepayRefund', APPROVAL_RULES.prepayRefund.threshold) })}
          </Alert>
        )}
        <TextField
          select
          name="bankCode"
          label={t('money.prepay.refund.bank')}
          value={form.bankCode}
          onChange={(event) => set({ bankCode: event.target.value })}
          error={Boolean(problems.bankCode)}
          helperText={problems.bankCode ? t(problems.bankCode) : ' '}
          required
          fullWidth
        >
          {refundBankChoices.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="accountNo"
          label={t('money.prepay.refund.accountNo')}
          value={form.accountNo}
          onKeyDown={blockNonDigitKeys}
          onChange={(event) => set({ accountNo: event.target.value.replace(/\D/g, '').slice(0, REFUND_LIMITS.accountMax) })}
          error={Boolean(problems.accountNo)}
          helperText={problems.accountNo ? t(problems.accountNo, limits) : t('money.prepay.refund.accountHelp', limits)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: REFUND_LIMITS.accountMax } }}
          required
          fullWidth
        />
        <TextField
          name="accountHolder"
          label={t('money.prepay.refund.holder')}
          value={form.accountHolder}
          onChange={(event) => set({ accountHolder: event.target.value })}
          error={Boolean(problems.accountHolder)}
          helperText={problems.accountHolder ? t(problems.accountHolder) : ' '}
          slotProps={{ htmlInput: { maxLength: REFUND_LIMITS.holder } }}
          required
          fullWidth
        />
        {lost && (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  name="lostConfirmYn"
                  checked={form.lostConfirmed}
                  onChange={(event) => set({ lostConfirmed: event.target.checked })}
                  slotProps={{ input: { 'aria-invalid': Boolean(problems.lostConfirmed), 'aria-describedby': lostProblemId } }}
                />
              }
              label={t('money.prepay.refund.lostConfirm')}
            />
            {problems.lostConfirmed && (
              <FormHelperText id={lostProblemId} error>
                {t(problems.lostConfirmed)}
              </FormHelperText>
            )}
          </div>
        )}
        {approval && <ReasonField reason={reason} label={t('approval.reason')} autoFocus={false} />}
      </ActionDialog>
      <ConfirmDialog
        open={dialog.open && dialog.confirming}
        destructive
        title={approval ? t('approval.requestTitle') : t('money.prepay.refund.title')}
        message={
          approval
            ? t('approval.confirmRequest', task)
            : t('money.prepay.refund.confirm', {
                amount: josa(formatWon(balance), '을/를'),
                bank: formatChoice(form.bankCode, refundBankChoices),
                account: maskPersonal('card', form.accountNo),
                holder: form.accountHolder.trim(),
              })
        }
        pending={write.isPending}
        error={write.error}
        onConfirm={() => {
          const body = {
            refundAmt: balance,
            bankCode: form.bankCode,
            accountNo: form.accountNo,
            accountHolder: form.accountHolder.trim(),
            ...(lost && form.lostConfirmed ? { lostConfirmYn: 'Y' as const } : {}),
          };
          if (!approval) return refund.mutateAsync(body);
          return request.mutateAsync({
            task: 'prepayRefund',
            target: card.cardKey,
            amount: balance,
            reason: reason.value.trim(),
            call: { method: 'POST', path: 'prepayCard/prepayCardRefund', body: { cusId: card.cusId, cardNo: card.cardNo, ...body } },
          });
        }}
        onClose={() => dialog.setConfirming(false)}
      />
    </>
  );
}
