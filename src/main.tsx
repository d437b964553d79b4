import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from '@/http/httpClient';
import { App } from './App';
import { preloadSignedIn } from './signedIn';

// Anywhere but the sign-in pages a session probably exists: the page's scripts load meanwhile.
const path = window.location.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
if (!/^\/(login|notFound)\/?$/.test(path)) preloadSignedIn(path);

// The demo's MSW backend starts beside the first render; API requests wait for it. MSW never
// enters a production bundle.
if (__USE_MOCKS__) {
  const started = import('@mocks/browser').then((mocks) => mocks.startMockWorker());
  started.catch((error: unknown) => console.error('모의 백엔드를 시작하지 못했습니다.', error));
  holdRequestsUntil(started);
  // The QA workbench (src/qa/): a button and Ctrl+Shift+Q; its drawer loads on first use.
  void started.then(() => import('@/qa/launcher')).then((qa) => qa.installQaLauncher());
}

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
