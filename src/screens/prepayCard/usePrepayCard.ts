import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePagedQuery } from '@/screens/generic/usePagedQuery';
import { balanceQuery } from './balanceQuery';

/**
 * The reads of the prepaid-card workspace, each a react-query under the 'prepayCard' key (so a
 * write refreshes them all with the card's record): balance and totals (GET balance), the use
 * history for the page in the URL (GET prepayCardUseList), the owner's cards (GET
 * prepayCardIdList), the loss and refund information (GET prepayInfoLostAndRefund).
 */
export function useCardBalance(cardNo: string) {
  return useQuery(balanceQuery(useAppDataProvider(), cardNo));
}

export function useCardUseList(cardNo: string) {
  const dataProvider = useAppDataProvider();
  return usePagedQuery(['prepayCard', 'useList', cardNo], (paging) => dataProvider.prepayCardUseList({ cardNo, ...paging }));
}

export function useOwnerCards(cusId: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['prepayCard', 'idList', cusId], queryFn: () => dataProvider.prepayCardIdList({ cusId }) });
}

export function useLostAndRefund(cardNo: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['prepayCard', 'info', cardNo], queryFn: () => dataProvider.prepayCardLostAndRefundInfo({ cardNo }) });
}

/** The owner's other normal cards this card can take the balance of (asked only while the dialog is open). */
export function useCombinable(cusId: string, cardNo: string, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['prepayCard', 'combineList', cusId, cardNo], enabled, queryFn: () => dataProvider.prepayCardCombineList({ cusId, cardNo }) });
}
