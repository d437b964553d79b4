import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { maskPersonal } from '@/format';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { cardAllows, type PrepayCardRecord } from '../types';
import { usePrepayCardWrite } from '../usePrepayCardActions';

/** 대표카드 설정 (POST prepaySetMainCard) after a confirmation: the member's main card becomes an ordinary one. */
export function MainCardAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const run = usePrepayCardWrite('main', card, () => setOpen(false));
  const label = t('money.prepay.actions.main');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={!cardAllows.main(card)}
        onClick={() => {
          run.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        message={t('money.prepay.main.confirm', { card: maskPersonal('card', card.cardNo) })}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
