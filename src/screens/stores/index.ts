import { lazyScreen } from '@/layout/loadChunk';

/** The store form with '좌표 찾기', named by the storeManage declaration (resources/stores.ts). */
export const StoreManageEdit = lazyScreen(() => import('./StoreManageEdit').then((module) => module.StoreManageEdit));
