import { adminTable } from './db';
import { clearFaults, type FaultSettings, getFaults, NO_FAULTS, setFaults } from './faults';
import { type FaultRule, getFaultRules, setFaultRules } from './faultRules';
import { getLargeList, type LargeList, readLargeList, setLargeList } from './largeList';
import { currentAdmin, endSession, startSession } from './session';
import { SCENARIO_PARAM } from './scenarioParam';
import { readStored, writeStored } from './storage';

/**
 * A scenario: what a bug report needs to reproduce in one click: the signed-in QA account, the
 * fault rules with their latency, and the `setFaults` settings. Carried by a link,
 * `?scenario=<URL-encoded JSON>`, read once per tab at start-up (the same link opened again in
 * the tab does not re-arm a fault already consumed). The rest of the URL is the page to open; the
 * page's entry takes the parameter out of the address before the console reads it (src/app/main.tsx).
 */
export interface Scenario {
  v: 1;
  /** The QA account signed in; absent = signed out. */
  account?: string;
  faults?: FaultRule[];
  /** The `setFaults` settings that differ from none. */
  settings?: Partial<FaultSettings>;
  /** A list answered from a large generated universe (mocks/largeList.ts), e.g. `{ resource: 'order', rows: 300000 }`. */
  largeList?: LargeList;
}

const APPLIED_KEY = 'mock-scenario-applied';

function settingsPatch(): Partial<FaultSettings> | undefined {
  const current = getFaults();
  const patch = Object.fromEntries(
    Object.entries(current).filter(([key, value]) => value !== NO_FAULTS[key as keyof FaultSettings] && value !== undefined && value !== false),
  );
  return Object.keys(patch).length ? (patch as Partial<FaultSettings>) : undefined;
}

/** The scenario of this tab now. */
export function currentScenario(): Scenario {
  const scenario: Scenario = { v: 1 };
  const admin = currentAdmin();
  if (admin) scenario.account = admin.adminId;
  const faults = getFaultRules();
  if (faults.length) scenario.faults = faults;
  const settings = settingsPatch();
  if (settings) scenario.settings = settings;
  const largeList = getLargeList();
  if (largeList) scenario.largeList = largeList;
  return scenario;
}

export const encodeScenario = (scenario: Scenario): string => JSON.stringify(scenario);

/** The scenario of a `scenario` parameter's value; undefined when it is not one. */
export function decodeScenario(text: string): Scenario | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== 1) return undefined;
    const raw = value as Record<string, unknown>;
    const scenario: Scenario = { v: 1 };
    if (typeof raw.account === 'string' && raw.account) scenario.account = raw.account;
    if (Array.isArray(raw.faults)) scenario.faults = raw.faults as FaultRule[];
    if (typeof raw.settings === 'object' && raw.settings !== null) scenario.settings = raw.settings as Partial<FaultSettings>;
    const largeList = readLargeList(raw.largeList);
    if (largeList) scenario.largeList = largeList;
    return scenario;
  } catch {
    return undefined;
  }
}

/** Signs `adminId` in on this tab (a QA shortcut: no password, no SMS step), or out when undefined. */
export function switchAccount(adminId: string | undefined): void {
  endSession();
  if (adminId && adminTable().get(adminId)) startSession(adminId);
}

/** Restores the scenario: account, fault rules, settings and large list (what it does not name is cleared). */
export function applyScenario(scenario: Scenario): void {
  switchAccount(scenario.account);
  setFaultRules(scenario.faults ?? []);
  clearFaults();
  if (scenario.settings) setFaults({ ...NO_FAULTS, ...scenario.settings });
  setLargeList(scenario.largeList);
}

/** Applies `?scenario=` of a location search once per tab; true when it did. */
export function scenarioFromSearch(search: string): boolean {
  const text = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (!text || readStored<string | null>('session', APPLIED_KEY, null) === text) return false;
  const scenario = decodeScenario(text);
  if (!scenario) return false;
  applyScenario(scenario);
  writeStored('session', APPLIED_KEY, text);
  return true;
}

/** The link of the page `href` with the scenario of this tab (any earlier scenario replaced). */
export function scenarioLink(href: string, scenario: Scenario = currentScenario()): string {
  const url = new URL(href);
  url.searchParams.delete('mockFaults');
  url.searchParams.set(SCENARIO_PARAM, encodeScenario(scenario));
  return url.href;
}
