import { useT } from '@i18n/translate';
import { CombineAction } from './actions/CombineAction';
import { LostAction } from './actions/LostAction';
import { MainCardAction } from './actions/MainCardAction';
import { RefundAction } from './actions/RefundAction';
import { ActionBar } from '@/screens/shared/ActionBar';
import { cardIsMain, type PrepayCardRecord } from './types';
import { useCanChangeCards } from './usePrepayCardActions';

/**
 * The card's action bar, shown with the modify flag of 0310. A write the card's status no longer
 * allows is disabled, not removed, so an open dialog stays open with the server's answer.
 */
export function PrepayCardActions({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  if (!useCanChangeCards()) return null;
  const notes = [card.cardStatus !== 'NORMAL' && t(`money.prepay.blocked.${card.cardStatus}`), cardIsMain(card) && t('money.prepay.blocked.main')];
  return (
    <ActionBar label={t('money.prepay.actions.label')} notes={notes}>
      <LostAction card={card} />
      <RefundAction card={card} />
      <MainCardAction card={card} />
      <CombineAction card={card} />
    </ActionBar>
  );
}
