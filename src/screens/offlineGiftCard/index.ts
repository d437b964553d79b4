import { lazyScreen } from '@/layout/loadChunk';

/**
 * The offline gift card's views, named by the offlineGiftCard declaration's `components`
 * (resources/orders/cards.ts): the list with '잔액 조회', the detail with the paged history.
 */
export const OfflineGiftCardList = lazyScreen(() => import('./OfflineGiftCardList').then((module) => module.OfflineGiftCardList));
export const OfflineGiftCardShow = lazyScreen(() => import('./OfflineGiftCardShow').then((module) => module.OfflineGiftCardShow));
