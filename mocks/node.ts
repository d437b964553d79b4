import { setupServer } from 'msw/node';
import { resetMockState } from './control';
import { handlers } from './handlers';

/** The mock backend in node (vitest): the same handlers as the browser. */
export const server = setupServer(...handlers);

/** Re-seeds the database and forgets sessions, lockout counters, SMS state and faults. */
export function resetMockBackend(): void {
  resetMockState();
}

export { clearFaults, type FaultSettings, getFaults, setFaults } from './faults';
