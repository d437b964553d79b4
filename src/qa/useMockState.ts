import { useCallback, useState, useSyncExternalStore } from 'react';
import { getCallLog, subscribeCallLog } from '@mocks/callLog';
import { mockControl } from '@mocks/control';

/**
 * What the workbench shows of the mock: read from `mockControl` at every render, which follows
 * the workbench's own changes (`changed()`) and every call the mock answers (a rule used once
 * disappears, the account of a sign-in shows).
 */
export function useMockState() {
  const [, setVersion] = useState(0);
  const calls = useSyncExternalStore(subscribeCallLog, getCallLog);
  const changed = useCallback(() => setVersion((version) => version + 1), []);
  return {
    control: mockControl,
    calls,
    changed,
    account: mockControl.currentAccount(),
    rules: mockControl.getFaultRules(),
    scenario: mockControl.scenario(),
  };
}

export type MockState = ReturnType<typeof useMockState>;
