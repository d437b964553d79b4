import { delay, HttpResponse } from 'msw';
import { familyPattern } from './apiGroups';
import { type FailureKind, faultyAnswer, matches, untilAborted } from './faults';
import { unauthorized } from './session';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The QA workbench's faults: a list of rules, each on one API family, a path pattern or every
 * call, of one kind, once (the first matching call consumes it) or until removed. They live
 * beside the settings of `setFaults` (mocks/faults.ts, `?mockFaults=`), which keep working:
 * those are applied first, then the rules in the order they were added. Kept in sessionStorage
 * (the tab), like the settings.
 */
export const FAULT_KINDS = ['500', '401', '401expired', '403', '409', 'timeout', 'malformed', 'empty', 'html', 'network', 'latency'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  /** 'f1', 'f2'… in the order of adding (stable in a scenario link). */
  id: string;
  kind: FaultKind;
  /** An API family (mocks/apiGroups.ts): 'member', 'contentV1', 'auth'…; with `pathPattern` both must match. */
  family?: string;
  /** A regular expression (or plain text) the pathname must match. */
  pathPattern?: string;
  /** Only calls of this method ('GET', 'PUT'…). */
  method?: string;
  /** Added before the answer; the whole effect of a 'latency' rule. */
  latencyMs?: number;
  /** Consumed by the first matching call. */
  once?: boolean;
}

export type NewFaultRule = Omit<FaultRule, 'id'>;

const KEY = 'mock-fault-rules';

/** The fault of each kind a rule answers with (timeout, latency: handled apart). */
const ANSWERS: Partial<Record<FaultKind, FailureKind>> = {
  '500': 'status500',
  '403': 'status403',
  '409': 'status409',
  malformed: 'malformed',
  empty: 'empty',
  html: 'html',
  network: 'networkError',
};

const isKind = (value: unknown): value is FaultKind => typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);

/** A rule read from storage or a link, trimmed to its known fields; undefined when it names no kind. */
export function cleanRule(value: unknown, id?: string): FaultRule | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (!isKind(raw.kind)) return undefined;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : undefined);
  const latency = Number(raw.latencyMs);
  const rule: FaultRule = { id: id ?? text(raw.id) ?? 'f1', kind: raw.kind };
  if (text(raw.family)) rule.family = text(raw.family);
  if (text(raw.pathPattern)) rule.pathPattern = text(raw.pathPattern);
  if (text(raw.method)) rule.method = text(raw.method)?.toUpperCase();
  if (Number.isFinite(latency) && latency > 0) rule.latencyMs = Math.round(latency);
  if (raw.once === true) rule.once = true;
  return rule;
}

export function getFaultRules(): FaultRule[] {
  const stored = readStored<unknown[]>('session', KEY, []);
  return (Array.isArray(stored) ? stored : []).map((item) => cleanRule(item)).filter((rule): rule is FaultRule => rule !== undefined);
}

/** Replaces every rule (a scenario link); ids are given again in order. */
export function setFaultRules(rules: readonly unknown[]): FaultRule[] {
  const clean = rules.map((rule, index) => cleanRule(rule, `f${index + 1}`)).filter((rule): rule is FaultRule => rule !== undefined);
  if (clean.length) writeStored('session', KEY, clean);
  else removeStored('session', KEY);
  return clean;
}

export function addFaultRule(rule: NewFaultRule): FaultRule {
  const rules = getFaultRules();
  const next = Math.max(0, ...rules.map((item) => Number(item.id.slice(1)) || 0)) + 1;
  const added = cleanRule(rule, `f${next}`);
  if (!added) throw new Error(`알 수 없는 장애 종류입니다: ${String(rule.kind)}`);
  writeStored('session', KEY, [...rules, added]);
  return added;
}

export function removeFaultRule(id: string): void {
  const rules = getFaultRules().filter((rule) => rule.id !== id);
  if (rules.length) writeStored('session', KEY, rules);
  else removeStored('session', KEY);
}

export function clearFaultRules(): void {
  removeStored('session', KEY);
}

function ruleMatches(rule: FaultRule, request: Request, path: string): boolean {
  if (rule.method && rule.method !== request.method) return false;
  if (rule.pathPattern && !matches(rule.pathPattern, path)) return false;
  if (rule.family) {
    const pattern = familyPattern(rule.family);
    if (!pattern || !pattern.test(path)) return false;
  }
  return true;
}

/** The answer of the first failing rule that matches, after every matching latency; undefined lets the call through. */
export async function applyFaultRules(request: Request): Promise<Response | undefined> {
  const rules = getFaultRules();
  if (rules.length === 0) return undefined;
  const path = new URL(request.url).pathname;
  const matching = rules.filter((rule) => ruleMatches(rule, request, path));
  const failing = matching.find((rule) => rule.kind !== 'latency');
  const applied = matching.filter((rule) => rule.kind === 'latency' || rule === failing);
  // consumed before any wait, so two calls in flight never both take a rule meant for one
  for (const rule of applied) if (rule.once) removeFaultRule(rule.id);
  const latency = applied.reduce((sum, rule) => sum + (rule.latencyMs ?? 0), 0);
  if (latency > 0) await delay(latency);
  if (!failing) return undefined;
  if (failing.kind === 'timeout') {
    await untilAborted(request);
    return HttpResponse.error();
  }
  if (failing.kind === '401' || failing.kind === '401expired') return unauthorized(failing.kind === '401expired');
  return faultyAnswer(ANSWERS[failing.kind] ?? 'status500');
}
