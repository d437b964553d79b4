import { lazyScreen } from '@/layout/loadChunk';

/**
 * The eDream case screen (issue 15), named by the eDream declaration's `components`
 * (resources/marketing/campaigns.ts). It loads with its own chunk on first use.
 */
export const EDreamCaseShow = lazyScreen(() => import('./EDreamCaseShow').then((module) => module.EDreamCaseShow));
