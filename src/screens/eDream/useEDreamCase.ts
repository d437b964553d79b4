import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * The reads of the eDream case screen, each a react-query under the 'eDream' key (so a write
 * refreshes them all with the case): the customer (GET searchCustomer/{id}), the coupons (GET
 * searchCoupon/{id}), the stamp history (GET stamp/{id}), the program setting (GET setting) and
 * the customer's stamp gifts not yet credited (GET eDreamStampGift/list, 이드림 지급 N).
 */
export function useCaseCustomer(id: Identifier) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['eDream', 'customer', id], queryFn: () => dataProvider.eDreamSetSearchCustomer(id) });
}

export function useCaseCoupons(id: Identifier) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['eDream', 'coupons', id], queryFn: () => dataProvider.eDreamSetSearchCoupon(id) });
}

export function useCaseStamps(id: Identifier) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['eDream', 'stamps', id], queryFn: () => dataProvider.eDreamSetStamp(id) });
}

export function useEDreamSetting() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['eDream', 'setting'], queryFn: () => dataProvider.eDreamSetGet('setting') });
}

export function usePendingGifts(cusId: string, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['eDream', 'gifts', cusId],
    enabled,
    queryFn: () =>
      dataProvider.getList('eDreamStampGift', {
        filter: { cusId, edreamStampYn: 'N' },
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'giftDt', order: 'DESC' },
      }),
  });
}
