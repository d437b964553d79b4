import { lazyScreen } from '@/layout/loadChunk';
import { prefetchCardBalance } from './balanceQuery';

/**
 * The prepaid-card workspace's views, named by the prepayCard declaration's `components`
 * (resources/orders/cards.ts). Each loads with its own chunk on first use; the card's balance is
 * asked for when its route opens.
 */
export const PrepayCardShow = lazyScreen(() => import('./PrepayCardShow').then((module) => module.PrepayCardShow), prefetchCardBalance);
