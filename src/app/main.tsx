import { StrictMode, type ReactNode } from 'react';
import { withoutScenario } from '@mocks/scenarioParam';

/**
 * The page's entry: it only picks what to load, and requests it all at once, side by side. It
 * imports nothing else (but the demo's few lines of mocks/scenarioParam.ts), so the first
 * requests do not wait for react-dom, the catalogue or the http client to be evaluated. A load
 * of /login shows the sign-in page alone (SignInApp); any other path the console (App).
 */
const base = import.meta.env.BASE_URL;
const path = window.location.pathname.slice(base.length - 1) || '/';

// The demo's MSW backend (never in a production bundle); the QA workbench (src/qa/, a button and
// Ctrl+Shift+Q) once it runs. A QA scenario link's parameter is the mock's alone: it reads the
// address the page was opened with, and the parameter leaves the address before the console
// reads it (a list opened by the link gets its defaults, as by the plain link).
const openedWith = window.location.search;
const plain = __USE_MOCKS__ ? withoutScenario(window.location.href) : undefined;
if (plain) window.history.replaceState(window.history.state, '', plain);
const mockBackend = __USE_MOCKS__ ? import('@mocks/browser').then((mocks) => mocks.startMockWorker(openedWith)) : undefined;
mockBackend?.catch((error: unknown) => console.error('모의 백엔드를 시작하지 못했습니다.', error));
void mockBackend?.then(() => import('./qaLauncher')).then((qa) => qa.installQaLauncher());
const started = import('./start').then(({ start }) => start(mockBackend));

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const root = import('react-dom/client').then(({ createRoot }) => createRoot(container));
const show = (node: ReactNode) => void root.then((mounted) => mounted.render(<StrictMode>{node}</StrictMode>));

/** A screen's list is its one-segment path; the console's own pages are not lists. */
const LIST_PATH = /^\/[^/]+\/?$/;
const CONSOLE_PAGES = /^\/(dashboard|profile|pwdChange)\/?$/;

/** The console (react-admin, every screen): a chunk of its own, so /login does not download it. */
const loadConsole = () => import('./App');
const showConsole = () => Promise.all([loadConsole(), started]).then(([{ App }]) => show(<App />));
/** The console's chunks for `to`, requested before they are needed (signedIn.tsx). */
const preloadConsole = (to?: string) => {
  void loadConsole();
  void import('./signedIn').then((signedIn) => signedIn.preloadSignedIn(to));
};

if (/^\/login\/?$/.test(path)) {
  void Promise.all([import('./SignInApp'), started]).then(([{ SignInApp }]) =>
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
  // Anywhere else a session probably exists: the page's scripts and the session check (the
  // start-up refresh, then the menu) run side by side; react-admin's checkAuth finds it under way.
  // Signed in on a list, its first page is asked for at once (readAhead.ts).
  if (!/^\/notFound\/?$/.test(path)) {
    preloadConsole(path);
    const session = Promise.all([import('@/providers/authProvider'), started]).then(([auth]) => auth.ensureSession());
    // the module asked for first: a dynamic import resolves in a task of its own, after a render under way
    if (LIST_PATH.test(path) && !CONSOLE_PAGES.test(path))
      void Promise.all([import('./readAhead'), session])
        .then(([ahead, state]) => ahead.readAhead(path, state))
        .catch(() => undefined); // the list then reads for itself
  }
  void showConsole();
}
