import { setupWorker } from 'msw/browser';
import { attachCallLog } from './callLog';
import { installMockControl } from './control';
import { faultsFromSearch } from './faults';
import { handlers } from './handlers';
import { scenarioFromSearch } from './scenario';

/**
 * Starts the embedded mock backend in the browser (import this module dynamically, only when
 * mocking is on). Reads `?mockFaults=` and `?scenario=` of `search` (the address the page was
 * opened with), installs `window.__mock` and feeds the call log of the QA workbench.
 */
export async function startMockWorker(search = window.location.search): Promise<void> {
  faultsFromSearch(search);
  scenarioFromSearch(search);
  installMockControl(window);
  const worker = setupWorker(...handlers);
  attachCallLog(worker.events);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
