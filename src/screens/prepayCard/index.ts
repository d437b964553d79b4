import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/**
 * The prepaid-card workspace's views, named by the prepayCard declaration's `components`
 * (resources/orders/cards.ts). Each loads with its own chunk on first use.
 */
export const PrepayCardShow = lazy(() => loadChunk(() => import('./PrepayCardShow')).then((module) => ({ default: module.PrepayCardShow })));
