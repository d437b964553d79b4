import { StrictMode, type ReactNode } from 'react';
import { holdRequestsUntil } from '@/http/httpClient';
import { tuneFromSearch } from '@/http/tuning';

// QA's shortened time limits (`?idleMs=…`), in the dev server and the demo build only.
tuneFromSearch(window.location.search);

// The Vite base ('/' or '/sub/') stripped: '/login', '/notice/3'…
const base = import.meta.env.BASE_URL;
const path = window.location.pathname.slice(base.length - 1) || '/';

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
// Everything below is requested at once, side by side: the entry itself holds no more than this
// file, so the page's first request for the console (or the sign-in page) does not wait for
// react-dom to be parsed.
const root = import('react-dom/client').then(({ createRoot }) => createRoot(container));
const show = (node: ReactNode) => void root.then((mounted) => mounted.render(<StrictMode>{node}</StrictMode>));

/** The console (react-admin, every screen): a chunk of its own, so /login does not download it. */
const loadConsole = () => import('./App');
const showConsole = () => loadConsole().then(({ App }) => show(<App />));
/** The console's chunks for `to`, requested before they are needed (signedIn.tsx). */
const preloadConsole = (to?: string) => {
  void loadConsole();
  void import('./signedIn').then((signedIn) => signedIn.preloadSignedIn(to));
};

if (/^\/login\/?$/.test(path)) {
  // A visit that starts on the sign-in page downloads only that page; the console follows.
  void import('@/auth/SignInApp').then(({ SignInApp }) =>
    show(
      <SignInApp
        preload={() => preloadConsole()}
        onSignedIn={(to) => {
          window.history.replaceState(null, '', `${base.replace(/\/$/, '')}${to}`);
          void showConsole();
        }}
      />,
    ),
  );
} else {
  // Anywhere else a session probably exists: the page's scripts load beside the session check.
  if (!/^\/notFound\/?$/.test(path)) preloadConsole(path);
  void showConsole();
}
