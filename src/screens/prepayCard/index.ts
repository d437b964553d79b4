import { lazyScreen } from '@/layout/loadChunk';

/**
 * The prepaid-card workspace's views, named by the prepayCard declaration's `components`
 * (resources/orders/cards.ts). Each loads with its own chunk on first use.
 */
export const PrepayCardShow = lazyScreen(() => import('./PrepayCardShow').then((module) => module.PrepayCardShow));
