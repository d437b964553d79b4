import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/** The item form with its POS item, named by the item declaration (resources/items.ts). */
export const ItemEdit = lazy(() => loadChunk(() => import('./ItemEdit')).then((module) => ({ default: module.ItemEdit })));
