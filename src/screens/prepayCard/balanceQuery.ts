import type { ScreenPrefetch } from '@/layout/loadChunk';
import type { AppDataProvider } from '@/providers/dataProvider/types';

/** How long an answer of GET balance counts as fresh: the header mounting right after the route's prefetch does not ask again. A write refreshes it at once. */
const BALANCE_FRESH_MS = 5_000;

/** GET balance of a card: the header's read, asked for when the card's route opens (types only here: the registry imports this). */
export const balanceQuery = (dataProvider: AppDataProvider, cardNo: string) => ({
  queryKey: ['prepayCard', 'balance', cardNo],
  queryFn: () => dataProvider.prepayCardBalance({ cardNo }),
  staleTime: BALANCE_FRESH_MS,
});

/** The card's first read, started beside the workspace's script: the balance is the figure its header waits for. */
export const prefetchCardBalance: ScreenPrefetch = ({ id }, { queryClient, dataProvider }) => void queryClient.prefetchQuery(balanceQuery(dataProvider, id));
