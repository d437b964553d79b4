import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { formatWon, maskPersonal } from '@/format';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import { cardAllows, type PrepayCardRecord } from '../types';
import { usePrepayCardWrite } from '../usePrepayCardActions';

/** 분실 신고 (POST prepayLostUpdate, lostYn Y) on a normal card, 분실 해제 (lostYn N) on a lost one, each after a confirmation stating the consequence. */
export function LostAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const current = () => (card.cardStatus === 'LOST' ? 'release' : 'lost');
  // the write is chosen when the dialog opens: the card may change under an open dialog
  const dialog = useDialog(current);
  const write = dialog.value;
  const run = usePrepayCardWrite(write, card, dialog.close);
  const masked = maskPersonal('card', card.cardNo);
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={run}
      color="warning"
      disabled={!cardAllows.lost(card)}
      label={t(`money.prepay.actions.${dialog.open ? write : current()}`)}
      message={
        write === 'lost'
          ? t('money.prepay.lost.confirm', { card: josa(masked, '을/를'), balance: josa(formatWon(card.balanceAmt), '은/는') })
          : t('money.prepay.lost.releaseConfirm', { card: masked })
      }
      onConfirm={() => run.mutateAsync(undefined)}
    />
  );
}
