import { lazy } from 'react';
import { loadChunk } from '@/layout/loadChunk';

/**
 * The event-standard form (issue 15), named by the eventStandard declaration's `components`
 * (resources/marketing/campaigns.ts). Each loads with its own chunk on first use.
 */
export const EventStandardCreate = lazy(() => loadChunk(() => import('./EventStandardCreate')).then((module) => ({ default: module.EventStandardCreate })));
export const EventStandardEdit = lazy(() => loadChunk(() => import('./EventStandardEdit')).then((module) => ({ default: module.EventStandardEdit })));
