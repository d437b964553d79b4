import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { APPROVAL_RULES, approvalAmountText, requiresApproval } from '@resources/approvalRules';
import { josa } from '@/validation/josa';
import { formatWon, maskPersonal } from '@/format';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useApprovalRequest } from '@/screens/shared/useApproval';
import { useDialog } from '@/screens/shared/useDialog';
import { LoadingBar } from '@/layout/LoadingBar';
import { cardAllows, type PrepayCardRecord } from '../types';
import { useCardBalance, useCombinable } from '../usePrepayCard';
import { usePrepayCardWrite } from '../usePrepayCardActions';

/**
 * 카드 통합: the owner's other normal cards (GET prepayCardCombineList) to choose from, the summed
 * balance previewed, a confirmation, then POST prepayCardCombineUpdate moving their balances onto
 * this card. The cards chosen stay chosen when the server refuses. Moving over 300,000원
 * (resources/approvalRules.ts, issue 37) asks for a reason and sends a 결재 request instead.
 */
export function CombineAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const dialog = useDialog<string[]>(() => []);
  const chosen = dialog.value;
  const [problem, setProblem] = useState('');
  const own = useCardBalance(card.cardKey).data?.balance ?? 0;
  const combinable = useCombinable(card.cusId, card.cardKey, dialog.open);
  const direct = usePrepayCardWrite('combine', card, dialog.close);
  const request = useApprovalRequest(dialog.close);
  const reason = useReason('approval.reasonRequired');
  const rows = combinable.data?.list ?? [];
  const balanceOf = (cardNo: string) => Number(rows.find((row) => row.cardNo === cardNo)?.balanceAmt) || 0;
  const moved = chosen.reduce((sum, cardNo) => sum + balanceOf(cardNo), 0);
  const approval = requiresApproval('prepayCombine', moved);
  const combine = approval ? request : direct;
  const task = { task: APPROVAL_RULES.prepayCombine.label, amount: approvalAmountText('prepayCombine', moved) };
  const figures = {
    own: formatWon(own),
    count: chosen.length,
    moved: formatWon(moved),
    total: formatWon(own + moved),
    card: maskPersonal('card', card.cardNo),
  };
  const toggle = (cardNo: string, on: boolean) => {
    setProblem('');
    dialog.setValue((current) => (on ? [...current, cardNo] : current.filter((other) => other !== cardNo)));
  };
  const next = () => {
    if (chosen.length === 0) setProblem(t('money.prepay.combine.selectFirst'));
    else if (!approval || reason.check() !== undefined) dialog.setConfirming(true);
  };
  const label = t('money.prepay.actions.combine');
  return (
    <>
      <OpenDialogButton
        dialog={dialog}
        write={combine}
        onOpen={() => {
          setProblem('');
          reason.reset();
        }}
        disabled={!cardAllows.combine(card)}
      >
        {label}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open && !dialog.confirming}
        title={t('money.prepay.combine.title')}
        onClose={dialog.close}
        onSubmit={next}
        error={combine.error}
        submitLabel={t('money.prepay.combine.submit')}
      >
        <Typography variant="body2">{t('money.prepay.combine.guide')}</Typography>
        {combinable.isFetching && <LoadingBar label="workspace.loading" />}
        {combinable.error && <Alert severity="error">{combinable.error.message || t('workspace.loadFailed')}</Alert>}
        {combinable.data && rows.length === 0 && <Typography variant="body2">{t('money.prepay.combine.none')}</Typography>}
        {rows.length > 0 && (
          <div>
            <FormLabel component="legend">{t('money.prepay.combine.choices')}</FormLabel>
            <FormGroup>
              {rows.map((row) => {
                const cardNo = String(row.cardNo);
                return (
                  <FormControlLabel
                    key={cardNo}
                    control={<Checkbox checked={chosen.includes(cardNo)} onChange={(event) => toggle(cardNo, event.target.checked)} />}
                    label={t('money.prepay.combine.choice', { card: maskPersonal('card', cardNo), balance: formatWon(row.balanceAmt) })}
                  />
                );
              })}
            </FormGroup>
          </div>
        )}
        {problem && <Alert severity="warning">{problem}</Alert>}
        <Alert severity="info" data-testid="combine-preview">
          {t('money.prepay.combine.preview', figures)}
        </Alert>
        {approval && (
          <>
            <Alert severity="info" data-testid="approval-needed">
              {t('approval.needed', { ...task, limit: approvalAmountText('prepayCombine', APPROVAL_RULES.prepayCombine.threshold) })}
            </Alert>
            <ReasonField reason={reason} label={t('approval.reason')} autoFocus={false} />
          </>
        )}
      </ActionDialog>
      <ConfirmDialog
        open={dialog.open && dialog.confirming}
        destructive
        title={approval ? t('approval.requestTitle') : t('money.prepay.combine.title')}
        message={
          approval
            ? t('approval.confirmRequest', task)
            : t('money.prepay.combine.confirm', {
                count: figures.count,
                moved: josa(figures.moved, '을/를'),
                card: josa(figures.card, '으로/로'),
                total: josa(figures.total, '이/가'),
              })
        }
        pending={combine.isPending}
        error={combine.error}
        onConfirm={() =>
          approval
            ? request.mutateAsync({
                task: 'prepayCombine',
                target: card.cardKey,
                amount: moved,
                reason: reason.value.trim(),
                call: { method: 'POST', path: 'prepayCard/prepayCardCombineUpdate', body: { cusId: card.cusId, toCardNo: card.cardNo, fromCardNos: chosen } },
              })
            : direct.mutateAsync(chosen)
        }
        onClose={() => dialog.setConfirming(false)}
      />
    </>
  );
}
