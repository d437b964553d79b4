import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePagedQuery } from '@/screens/generic/usePagedQuery';
import { balanceQuery } from './balanceQuery';

/**
 * The reads of the prepaid-card workspace, each a react-query under the 'prepayCard' key (so a
 * write refreshes them all with the card's record): balance and totals (GET balance), the use
 * history for the page in the URL (GET prepayCardUseList), the owner's cards (GET
 * prepayCardIdList), the loss and refund information (GET prepayInfoLostAndRefund). Each names
 * the card by its opaque `cardKey` (issue 34 item 6a): no card number in a GET query string.
 */
export function useCardBalance(cardKey: string) {
  return useQuery(balanceQuery(useAppDataProvider(), cardKey));
}

export function useCardUseList(cardKey: string) {
  const dataProvider = useAppDataProvider();
  return usePagedQuery(['prepayCard', 'useList', cardKey], (paging) => dataProvider.prepayCardUseList({ cardKey, ...paging }));
}

export function useOwnerCards(cusId: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['prepayCard', 'idList', cusId], queryFn: () => dataProvider.prepayCardIdList({ cusId }) });
}

export function useLostAndRefund(cardKey: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['prepayCard', 'info', cardKey], queryFn: () => dataProvider.prepayCardLostAndRefundInfo({ cardKey }) });
}

/** The owner's other normal cards this card can take the balance of (asked only while the dialog is open). */
export function useCombinable(cusId: string, cardKey: string, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['prepayCard', 'combineList', cusId, cardKey], enabled, queryFn: () => dataProvider.prepayCardCombineList({ cusId, cardKey }) });
}
