import { setupServer } from 'msw/node';
import { attachCallLog } from './callLog';
import { resetMockState } from './control';
import { handlers } from './handlers';

/** The mock backend in node (vitest): the same handlers as the browser. */
export const server = setupServer(...handlers);
attachCallLog(server.events);

/** Re-seeds the database and forgets sessions, lockout counters, SMS state, faults and the call log. */
export function resetMockBackend(): void {
  resetMockState();
}

export { clearFaults, type FaultSettings, getFaults, setFaults } from './faults';
export { mockControl } from './control';
