import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/** The bad-issue detections' list, named by the badIssueStamp declaration's `components` (resources/members/policies.ts). */
export const BadIssueStampList = lazy(() => loadChunk(() => import('./BadIssueStampList')).then((module) => ({ default: module.BadIssueStampList })));
