import { setupWorker } from 'msw/browser';
import { installMockControl } from './control';
import { faultsFromSearch } from './faults';
import { handlers } from './handlers';

/**
 * Starts the embedded mock backend in the browser (import this module dynamically, only when
 * mocking is on). Reads `?mockFaults=` and installs `window.__mock`.
 */
export async function startMockWorker(): Promise<void> {
  faultsFromSearch(window.location.search);
  installMockControl(window);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
