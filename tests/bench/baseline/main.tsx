import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/**
 * The bench baseline (docs/performance.md): a bare one-resource react-admin app, built by
 * `npm run bench` with the same Vite and versions as the console. Its /api/posts rows come
 * from the bench's server (tests/bench/lib/baselineServer.mjs). Keep it bare: every figure of
 * the bench is a ratio against this app.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider('/api')} disableTelemetry>
      <Resource name="posts" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
