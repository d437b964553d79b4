import { lazyScreen } from '@/layout/loadChunk';

/**
 * The member workspace's views, named by the member declaration's `components`
 * (resources/members/accounts.ts). Each loads with its own chunk on first use.
 */
export const MemberShow = lazyScreen(() => import('./MemberShow').then((module) => module.MemberShow));
