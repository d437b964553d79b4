import createCache, { type StylisElement, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The CSS properties a component test can observe: Testing Library's accessibility tree and
 * jest-dom's toBeVisible read display, visibility, opacity and ::before/::after content;
 * user-event refuses a click on `pointer-events: none`.
 */
const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'content']);

const observed = (element: StylisElement): boolean =>
  element.type === 'decl' ? OBSERVED.has(String(element.props)) : Array.isArray(element.children) && element.children.some(observed);

/**
 * Empties every other declaration, and leaves out a rule or an at-rule (@media…) with none of them:
 * outside production emotion would still insert it empty, for its jest serializer.
 */
const keepObserved: StylisPlugin = (element) => {
  if (observed(element)) return;
  if (element.type === 'rule') element.props = [];
  else element.value = '';
  element.return = '';
};

/**
 * jsdom's getComputedStyle walks every style rule for each element a role query looks at, so
 * the hundreds of rules emotion inserts for MUI made a quarter of the component tests' time
 * (docs/decisions.md, "Component tests render only the CSS a test can observe").
 */
const cache = createCache({ key: 'test', stylisPlugins: [keepObserved] });

/** Wraps the trees the test helpers render (renderScreen, the dashboard, the whole App). */
export function TestStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
