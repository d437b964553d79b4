import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';
import { resetUnauthorizedPage } from '@/http/unauthorized';
import { loadsUnderWay } from '@/layout/loadChunk';
import { forgetPreferences } from '@/layout/preferences';
import { recordComponentCalls } from '../coverage/record';

// findBy…/waitFor wait for a state, not for a time; this is only when they give up. On a loaded
// 2-core machine the first render of a lazily loaded screen can take several seconds, so the
// default 1 s would fail healthy screens (and 10 s failed one now and then on CI).
configure({ asyncUtilTimeout: 20_000, getElementError });

/**
 * Testing Library's error for a query that found nothing, with the page's HTML only when the
 * error is the one a test fails with. Its default prints the whole page into every miss, and a
 * findBy… misses on each retry until the screen shows up: a quarter of the component tests' CPU.
 * Inside waitFor's retries Testing Library sets its own "no expensive diagnostics" flag; a timeout
 * asks for the error again outside it, so a failing test still shows the page.
 */
function getElementError(message: string | null, container: Element): Error {
  const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  const error = new Error(retrying ? (message ?? '') : [message, prettyDOM(container)].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

const calls = recordComponentCalls();

/**
 * Calls the mock is still answering. A screen unmounted at the end of a test can leave a read in
 * flight; answered after the next test cleared the session, its 401 would reach the next test's
 * console (a sign-in refused, a page sent to /login). Each test ends once they are answered. A
 * call its caller aborted (a sign-out aborts the reads in flight) is over for the console, and
 * msw announces no end for it: counted as ended, or every later test of the file waited 5 s.
 */
const inFlight = new Set<string>();
const started = ({ request, requestId }: { request: Request; requestId: string }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
};
const ended = ({ requestId }: { requestId: string }) => inFlight.delete(requestId);
async function settleCalls(): Promise<void> {
  for (let waited = 0; inFlight.size > 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Lazy modules still loading (a screen's chunk asked for just before the test ended). The files
 * of a worker share their modules: one still loading when its file's page goes away fails to
 * load for every later file of the worker. A load a test holds on purpose is given up after 5 s.
 */
async function settleLoads(): Promise<void> {
  await Promise.race([Promise.allSettled(loadsUnderWay()), new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

// Test files share the mock's module (vite.config.ts): each file's listeners leave with it.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});
beforeEach(() => resetMockBackend());
afterEach(async () => {
  cleanup();
  await settleCalls();
  await settleLoads();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetPreferences(); // test files share their modules: what a page load would forget
  resetUnauthorizedPage();
});
afterAll(() => {
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
  server.close();
  calls.save();
});
