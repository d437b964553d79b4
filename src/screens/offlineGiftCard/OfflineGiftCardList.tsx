import { findScreen } from '@resources/registry';
import { GenericList } from '@/screens/generic/GenericList';
import { BalanceLookup } from './BalanceLookup';

/** /offlineGiftCard: the declared list, with '잔액 조회' (a card's balance by its printed number) in its toolbar. */
export function OfflineGiftCardList() {
  const screen = findScreen('offlineGiftCard');
  return screen ? <GenericList screen={screen} actions={<BalanceLookup />} /> : null;
}
