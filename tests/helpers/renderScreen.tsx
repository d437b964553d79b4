import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route, type NavigateFunction } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { i18nProvider } from '@/app/i18nProvider';
import { server } from '@mocks/node';
import { screens } from '@resources/registry';
import { guardedResource } from '@/auth/guardedResource';
import { authProvider } from '@/providers/authProvider';
import { clearCodeCache, createDataProvider } from '@/providers/dataProvider';
import { createQueryClient } from '@/providers/queryClient';
import { session } from '@/providers/session';
import { resourceProps } from '@/app/resourceProps';
import { lightTheme } from '@/layout/theme';
import { TestStyles } from './testStyles';

/**
 * Component-test harness: the real dataProvider, authProvider and Korean i18nProvider around the
 * registry's resources, on the msw/node mock backend (tests/helpers/setup.ts), signed in through
 * POST /api/auth/signin like a user. `requests` records what the server receives.
 */
export const QA_PASSWORD = 'Bean2026!!';

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. '/api/notice/list'. */
  path: string;
  /** The raw query string as sent ('?title=%EA%B3%B5...'), to check URL encoding. */
  search: string;
  query: URLSearchParams;
  /** Parsed JSON body (or the raw text; undefined when empty), filled once read. */
  body: unknown;
}

/** Records every request reaching the mock server from now until the end of the test. */
export function recordRequests(): RecordedRequest[] {
  const log: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, path: url.pathname, search: url.search, query: url.searchParams, body: undefined };
    log.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        if (!text) return;
        try {
          entry.body = JSON.parse(text) as unknown;
        } catch {
          entry.body = text;
        }
      })
      .catch(() => undefined);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return log;
}

/** The recorded calls of one method and path (path relative to /api, or a RegExp on the full path). */
export function callsTo(log: readonly RecordedRequest[], method: string, path: string | RegExp): RecordedRequest[] {
  const matches = (candidate: string) => (typeof path === 'string' ? candidate === `/api/${path.replace(/^\//, '')}` : path.test(candidate));
  return log.filter((entry) => entry.method === method && matches(entry.path));
}

/** Signs in on the mock server and in the client session (a fresh session each time). */
export async function signIn(adminId = 'hq.master', adminPwd = QA_PASSWORD): Promise<void> {
  session.reset();
  clearCodeCache();
  await authProvider.login({ adminId, adminPwd });
}

/** Stands in for the console's /notFound page, where the route guard sends a denied view. */
function AccessDenied() {
  return <p>접근 권한이 없습니다.</p>;
}

export interface RenderScreenOptions {
  /** Signed in as this QA account (default hq.master). */
  adminId?: string;
  /** A page visited before `path` (the history entry a Back returns to). */
  from?: string;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  requests: RecordedRequest[];
  /** Where the router is now: pathname and search (a list's applied filter lives in `?filter=`). */
  location: () => { pathname: string; search: string };
  /** The browser's Back: the router goes one history entry back. */
  back: () => void;
}

/** Renders the console's resources, guarded as in the app, at `path` (e.g. '/notice', '/notice/create'), signed in. */
export async function renderScreen(path: string, { adminId = 'hq.master', from }: RenderScreenOptions = {}): Promise<RenderedScreen> {
  await signIn(adminId);
  const requests = recordRequests();
  const user = userEvent.setup();
  let current = { pathname: path, search: '' };
  let navigate: NavigateFunction = () => undefined;
  const result = render(
    <TestMemoryRouter
      initialEntries={from ? [from, path] : [path]}
      initialIndex={from ? 1 : 0}
      locationCallback={({ pathname, search }) => (current = { pathname, search })}
      navigateCallback={(given) => (navigate = given)}
    >
      <Admin
        disableTelemetry
        queryClient={createQueryClient()}
        dataProvider={createDataProvider()}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={lightTheme}
        darkTheme={null}
      >
        {screens.map((screen) => (
          <Resource key={screen.name} {...guardedResource(resourceProps(screen))} />
        ))}
        <CustomRoutes noLayout>
          <Route path="/notFound" element={<AccessDenied />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
    { wrapper: TestStyles },
  );
  return { ...result, user, requests, location: () => current, back: () => void navigate(-1) };
}
