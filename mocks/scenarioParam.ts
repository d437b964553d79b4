/**
 * The QA scenario link's parameter (mocks/scenario.ts), apart from the mock so that the page's
 * entry can take it out of the address before anything reads it, without loading the mock.
 */
export const SCENARIO_PARAM = 'scenario';

/** The address `href` without its `scenario` parameter; undefined when it has none. */
export function withoutScenario(href: string): string | undefined {
  const url = new URL(href);
  if (!url.searchParams.has(SCENARIO_PARAM)) return undefined;
  url.searchParams.delete(SCENARIO_PARAM);
  return url.href;
}
