import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { maskPersonal } from '@/format';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import { cardAllows, type PrepayCardRecord } from '../types';
import { usePrepayCardWrite } from '../usePrepayCardActions';

/** 대표카드 설정 (POST prepaySetMainCard) after a confirmation: the member's main card becomes an ordinary one. */
export function MainCardAction({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const dialog = useDialog();
  const run = usePrepayCardWrite('main', card, dialog.close);
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={run}
      disabled={!cardAllows.main(card)}
      label={t('money.prepay.actions.main')}
      message={t('money.prepay.main.confirm', { card: josa(maskPersonal('card', card.cardNo), '을/를') })}
      onConfirm={() => run.mutateAsync(undefined)}
    />
  );
}
