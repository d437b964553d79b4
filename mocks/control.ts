import { clearCallLog, getCallLog, type CallLogEntry } from './callLog';
import { resetAccessLog } from './accessLog';
import { db, resetDb } from './db';
import { clearFaults, type FaultSettings, getFaults, setFaults } from './faults';
import { addFaultRule, clearFaultRules, type FaultRule, getFaultRules, type NewFaultRule, removeFaultRule } from './faultRules';
import { getLargeList, type LargeList, setLargeList } from './largeList';
import { applyScenario, currentScenario, type Scenario, scenarioLink, switchAccount } from './scenario';
import { clearFailures, currentAdmin, resetSessions, startSession } from './session';

/**
 * Run-time control of the mock backend: `window.__mock` in the browser (QA, e2e, the QA
 * workbench of src/qa/), the same functions in node tests through mocks/node.ts.
 */
export interface MockControl {
  setFaults(patch: Partial<FaultSettings>): FaultSettings;
  clearFaults(): void;
  getFaults(): FaultSettings;
  /** Re-seeds the database, forgets sessions, lockouts, SMS state and faults; reloads when asked. */
  reset(options?: { reload?: boolean }): void;
  /** Lifts the sign-in lockout of one id. */
  unlock(adminId: string): void;
  /** The fault rules of the workbench (per family or path pattern, once or until removed). */
  addFault(rule: NewFaultRule): FaultRule;
  removeFault(id: string): void;
  getFaultRules(): FaultRule[];
  /** Clears the rules and the settings of `setFaults`. */
  clearAllFaults(): void;
  /** The database back to the seed, keeping this tab's session, the faults and the call log. */
  resetDatabase(): void;
  /** Rows per table of the database now. */
  databaseSizes(): Record<string, number>;
  /** The signed-in QA account of this tab, if any. */
  currentAccount(): string | undefined;
  /** Signs this tab in as `adminId` (no password or SMS step), or out when undefined. */
  switchAccount(adminId: string | undefined): void;
  callLog(): readonly CallLogEntry[];
  clearCallLog(): void;
  scenario(): Scenario;
  applyScenario(scenario: Scenario): void;
  /** `href` with this tab's scenario as `?scenario=`. */
  scenarioLink(href: string): string;
  /** Answers a list from a large generated universe (`{ resource: 'order', rows: 300000 }`), or stops it (undefined). */
  setLargeList(list: LargeList | undefined): void;
  getLargeList(): LargeList | undefined;
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
  clearFaultRules();
  clearCallLog();
  setLargeList(undefined);
  resetAccessLog();
}

function resetDatabase(): void {
  const adminId = currentAdmin()?.adminId;
  resetDb();
  // the seed's admin table: the same account, so the session goes on
  if (adminId && !currentAdmin()) startSession(adminId);
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
  addFault: addFaultRule,
  removeFault: removeFaultRule,
  getFaultRules,
  clearAllFaults: () => {
    clearFaults();
    clearFaultRules();
  },
  resetDatabase,
  databaseSizes: () => db.sizes(),
  currentAccount: () => currentAdmin()?.adminId,
  switchAccount,
  callLog: getCallLog,
  clearCallLog,
  scenario: currentScenario,
  applyScenario,
  scenarioLink: (href) => scenarioLink(href),
  setLargeList,
  getLargeList,
};

export function installMockControl(target: Window): void {
  target.__mock = mockControl;
}
