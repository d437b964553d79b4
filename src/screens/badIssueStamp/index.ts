import { lazyScreen } from '@/layout/loadChunk';

/** The bad-issue detections' list, named by the badIssueStamp declaration's `components` (resources/members/policies.ts). */
export const BadIssueStampList = lazyScreen(() => import('./BadIssueStampList').then((module) => module.BadIssueStampList));
