import { lazyScreen } from '@/layout/loadChunk';

/**
 * The event-standard form (issue 15), named by the eventStandard declaration's `components`
 * (resources/marketing/campaigns.ts). Each loads with its own chunk on first use.
 */
export const EventStandardCreate = lazyScreen(() => import('./EventStandardCreate').then((module) => module.EventStandardCreate));
export const EventStandardEdit = lazyScreen(() => import('./EventStandardEdit').then((module) => module.EventStandardEdit));
