import { resetDb } from './db';
import { clearFaults, type FaultSettings, getFaults, setFaults } from './faults';
import { clearFailures, resetSessions } from './session';

/**
 * Run-time control of the mock backend: `window.__mock` in the browser (QA, e2e), the same
 * functions in node tests through mocks/node.ts.
 */
export interface MockControl {
  setFaults(patch: Partial<FaultSettings>): FaultSettings;
  clearFaults(): void;
  getFaults(): FaultSettings;
  /** Re-seeds the database, forgets sessions, lockouts, SMS state and faults; reloads when asked. */
  reset(options?: { reload?: boolean }): void;
  /** Lifts the sign-in lockout of one id. */
  unlock(adminId: string): void;
}

declare global {
  interface Window {
    __mock?: MockControl;
  }
}

export function resetMockState(): void {
  resetDb();
  resetSessions();
  clearFaults();
}

export const mockControl: MockControl = {
  setFaults,
  clearFaults,
  getFaults,
  reset: (options) => {
    resetMockState();
    if (options?.reload && typeof window !== 'undefined') window.location.reload();
  },
  unlock: clearFailures,
};

export function installMockControl(target: Window): void {
  target.__mock = mockControl;
}
