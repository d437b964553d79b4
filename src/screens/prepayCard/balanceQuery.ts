import type { ScreenPrefetch } from '@/layout/loadChunk';
import type { AppDataProvider } from '@/providers/dataProvider/types';

/** How long an answer of GET balance counts as fresh: the header mounting right after the route's prefetch does not ask again. A write refreshes it at once. */
const BALANCE_FRESH_MS = 5_000;

/** GET balance of a card by its opaque key (the route's id): the header's read, asked for when the card's route opens (types only here: the registry imports this). */
export const balanceQuery = (dataProvider: AppDataProvider, cardKey: string) => ({
  queryKey: ['prepayCard', 'balance', cardKey],
  queryFn: () => dataProvider.prepayCardBalance({ cardKey }),
  staleTime: BALANCE_FRESH_MS,
});

/**
 * An address of before issue 34 item 6a, holding the card number instead of the opaque key: the
 * workspace says so and asks the server nothing (the number goes into no query string).
 */
export const isOldCardAddress = (id: string): boolean => /^[\d-]{12,}$/.test(id);

/** The card's first read, started beside the workspace's script: the balance is the figure its header waits for. */
export const prefetchCardBalance: ScreenPrefetch = ({ id }, { queryClient, dataProvider }) => {
  if (!isOldCardAddress(id)) void queryClient.prefetchQuery(balanceQuery(dataProvider, id));
};
