import { setupWorker } from 'msw/browser';
import { attachCallLog } from './callLog';
import { installMockControl } from './control';
import { faultsFromSearch } from './faults';
import { handlers } from './handlers';
import { scenarioFromSearch } from './scenario';

/**
 * Starts the embedded mock backend in the browser (import this module dynamically, only when
 * mocking is on). Reads `?mockFaults=` and `?scenario=`, installs `window.__mock` and feeds the
 * call log of the QA workbench.
 */
export async function startMockWorker(): Promise<void> {
  faultsFromSearch(window.location.search);
  scenarioFromSearch(window.location.search);
  installMockControl(window);
  const worker = setupWorker(...handlers);
  attachCallLog(worker.events);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
