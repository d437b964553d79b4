import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { formatWon, maskPersonal } from '@/format';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { LoadingBar } from '@/layout/LoadingBar';
import { cardAllows, type PrepayCardRecord } from '../types';
import { useCardBalance, useCombinable } from '../usePrepayCard';
import { usePrepayCardWrite } from '../usePrepayCardActions';

/**
 * 카드 통합: the owner's other normal cards (GET prepayCardCombineList) to choose from, the summed
 * balance previewed, a confirmation, then POST prepayCardCombineUpdate moving their balances onto
 * this card. The cards chosen stay chosen when the server refuses.
 */
export function CombineAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const dialog = useDialog<string[]>(() => []);
  const chosen = dialog.value;
  const [problem, setProblem] = useState('');
  const own = useCardBalance(card.cardKey).data?.balance ?? 0;
  const combinable = useCombinable(card.cusId, card.cardKey, dialog.open);
  const combine = usePrepayCardWrite('combine', card, dialog.close);
  const rows = combinable.data?.list ?? [];
  const balanceOf = (cardNo: string) => Number(rows.find((row) => row.cardNo === cardNo)?.balanceAmt) || 0;
  const moved = chosen.reduce((sum, cardNo) => sum + balanceOf(cardNo), 0);
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
    else dialog.setConfirming(true);
  };
  const label = t('money.prepay.actions.combine');
  return (
    <>
      <OpenDialogButton dialog={dialog} write={combine} onOpen={() => setProblem('')} disabled={!cardAllows.combine(card)}>
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
      </ActionDialog>
      <ConfirmDialog
        open={dialog.open && dialog.confirming}
        destructive
        title={t('money.prepay.combine.title')}
        message={t('money.prepay.combine.confirm', {
          count: figures.count,
          moved: josa(figures.moved, '을/를'),
          card: josa(figures.card, '으로/로'),
          total: josa(figures.total, '이/가'),
        })}
        pending={combine.isPending}
        error={combine.error}
        onConfirm={() => combine.mutateAsync(chosen)}
        onClose={() => dialog.setConfirming(false)}
      />
    </>
  );
}
