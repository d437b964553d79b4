import { setupWorker } from 'msw/browser';
import { attachCallLog, isApi } from './callLog';
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
  announceCalls(worker.events);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

type WorkerEvents = ReturnType<typeof setupWorker>['events'];

/**
 * Announces every /api call the worker sees as DOM events on the window: `mock:request`
 * ({ id, method, path, search }) when it starts and `mock:response` ({ id, status }) when it is
 * answered, by the mock or by the network. What a test driver counts (tests/e2e's PageWatch): the
 * calls as the server received them, which the browser's own network events do not always report
 * for requests a service worker answers.
 */
function announceCalls(events: WorkerEvents): void {
  const announce = (type: string, detail: object) => window.dispatchEvent(new CustomEvent(type, { detail }));
  events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (isApi(url)) announce('mock:request', { id: requestId, method: request.method, path: url.pathname, search: url.search });
  });
  const answered = ({ request, response, requestId }: { request: Request; response: Response; requestId: string }) => {
    if (isApi(new URL(request.url))) announce('mock:response', { id: requestId, status: response.type === 'error' ? 0 : response.status });
  };
  events.on('response:mocked', answered);
  events.on('response:bypass', answered);
}
