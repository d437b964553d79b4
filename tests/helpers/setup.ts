import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';
import { forgetPreferences } from '@/layout/preferences';
import { recordComponentCalls } from '../coverage/record';

// findBy…/waitFor wait for a state, not for a time; this is only when they give up. On a loaded
// 2-core machine the first render of a lazily loaded screen can take several seconds, so the
// default 1 s would fail healthy screens (and 10 s failed one now and then on CI).
configure({ asyncUtilTimeout: 20_000 });

const calls = recordComponentCalls();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetPreferences(); // test files share their modules: what a page load would forget
});
afterAll(() => {
  server.close();
  calls.save();
});
