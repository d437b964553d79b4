import Stack from '@mui/material/Stack';
import { useT } from '@i18n/translate';
import { CombineAction } from './actions/CombineAction';
import { LostAction } from './actions/LostAction';
import { MainCardAction } from './actions/MainCardAction';
import { RefundAction } from './actions/RefundAction';
import { BlockedNotes } from '@/screens/shared/BlockedNotes';
import { cardIsMain, type PrepayCardRecord } from './types';
import { useCanChangeCards } from './usePrepayCardActions';

/**
 * The card's action bar, shown with the modify flag of 0310. A write the card's status no longer
 * allows is disabled, not removed, so an open dialog stays open with the server's answer.
 */
export function PrepayCardActions({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  if (!useCanChangeCards()) return null;
  return (
    <Stack spacing={0.5} alignItems="flex-end">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap justifyContent="flex-end" role="toolbar" aria-label={t('money.prepay.actions.label')}>
        <LostAction card={card} />
        <RefundAction card={card} />
        <MainCardAction card={card} />
        <CombineAction card={card} />
      </Stack>
      <BlockedNotes
        notes={[card.cardStatus !== 'NORMAL' && t(`money.prepay.blocked.${card.cardStatus}`), cardIsMain(card) && t('money.prepay.blocked.main')]}
      />
    </Stack>
  );
}
