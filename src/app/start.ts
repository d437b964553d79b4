import { holdRequestsUntil } from '@/http/httpClient';
import { tuneFromSearch } from '@/http/tuning';

/**
 * What must be in place before the page's first request: QA's shortened time limits
 * (`?idleMs=…`, dev server and demo build only) and, in the demo, the MSW backend that every
 * request waits for.
 */
export function start(mockBackend?: Promise<unknown>): void {
  tuneFromSearch(window.location.search);
  if (mockBackend) holdRequestsUntil(mockBackend);
}
