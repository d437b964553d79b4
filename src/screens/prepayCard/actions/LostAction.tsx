import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { formatWon, maskPersonal } from '@/format';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { cardAllows, type PrepayCardRecord } from '../types';
import { usePrepayCardWrite } from '../usePrepayCardActions';

/** 분실 신고 (POST prepayLostUpdate, lostYn Y) on a normal card, 분실 해제 (lostYn N) on a lost one, each after a confirmation stating the consequence. */
export function LostAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // the write is chosen when the dialog opens: the card may change under an open dialog
  const [write, setWrite] = useState<'lost' | 'release'>('lost');
  const run = usePrepayCardWrite(write, card, () => setOpen(false));
  const shownWrite = open ? write : card.cardStatus === 'LOST' ? 'release' : 'lost';
  const label = t(`money.prepay.actions.${shownWrite}`);
  const masked = maskPersonal('card', card.cardNo);
  const message =
    write === 'lost'
      ? t('money.prepay.lost.confirm', { card: masked, balance: formatWon(card.balanceAmt) })
      : t('money.prepay.lost.releaseConfirm', { card: masked });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        disabled={!cardAllows.lost(card)}
        onClick={() => {
          run.reset();
          setWrite(card.cardStatus === 'LOST' ? 'release' : 'lost');
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        message={message}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
