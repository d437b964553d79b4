import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/** The store form with '좌표 찾기', named by the storeManage declaration (resources/stores.ts). */
export const StoreManageEdit = lazy(() => loadChunk(() => import('./StoreManageEdit')).then((module) => ({ default: module.StoreManageEdit })));
