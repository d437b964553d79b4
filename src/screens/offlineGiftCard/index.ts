import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/**
 * The offline gift card's views, named by the offlineGiftCard declaration's `components`
 * (resources/orders/cards.ts): the list with '잔액 조회', the detail with the paged history.
 */
export const OfflineGiftCardList = lazy(() => loadChunk(() => import('./OfflineGiftCardList')).then((module) => ({ default: module.OfflineGiftCardList })));
export const OfflineGiftCardShow = lazy(() => loadChunk(() => import('./OfflineGiftCardShow')).then((module) => ({ default: module.OfflineGiftCardShow })));
