import { useInfiniteQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { GiftCardApproval } from '@/types/records';

/**
 * A card's approvals as spec §3/§4 page them: the first page asks `nextAprvSn=0` and replaces
 * whatever was shown, '더 보기' asks for the page after the last row's `aprvSn` and appends it,
 * and there is no next page once the reply says `last`. Keyed by card, so another card starts
 * again at 0 with nothing of the previous one.
 */
export function useGiftCardHistory(cardId: string) {
  const dataProvider = useAppDataProvider();
  const query = useInfiniteQuery({
    queryKey: ['offlineGiftCard', 'history', cardId],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => dataProvider.offlineGiftCardHistory(cardId, pageParam),
    getNextPageParam: (page) => {
      const serial = Number(page.list.at(-1)?.aprvSn);
      return page.last || !Number.isFinite(serial) ? undefined : serial;
    },
  });
  const rows: GiftCardApproval[] = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { query, rows };
}
