import { lazyScreen } from '@/layout/loadChunk';

/** The item form with its POS item, named by the item declaration (resources/items.ts). */
export const ItemEdit = lazyScreen(() => import('./ItemEdit').then((module) => module.ItemEdit));
