import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from '@/app/i18nProvider';
import { dashboardData } from '@mocks/handlers/dashboard';
import { server } from '@mocks/node';
import { Dashboard } from '@/dashboard/Dashboard';
import { dashboardPeriods, dashboardQuery } from '@/dashboard/periods';
import { authProvider } from '@/providers/authProvider';
import { createDataProvider } from '@/providers/dataProvider';
import { recordRequests, signIn, type RecordedRequest } from '../helpers/renderScreen';
import { TestStyles } from '../helpers/testStyles';

/** Shared steps of the dashboard component tests (not a test file itself). */

/** 15 April 2026, noon in Seoul. */
export const APRIL_15 = Date.parse('2026-04-15T03:00:00Z');

export type Fixture = Record<string, unknown>;

/** The dashboard response for the periods of `now`: the mock's own figures, as a fixed fixture. */
export function fixtureFor(now: number = APRIL_15): Fixture {
  return dashboardData(new URLSearchParams(dashboardQuery(dashboardPeriods(now))));
}

/** GET /api/dashboard answers `body` (JSON) from now on. */
export function serveDashboard(body: unknown, init?: ResponseInit): void {
  server.use(http.get('/api/dashboard', () => HttpResponse.json(body as Fixture, init)));
}

/** The fixture without some blocks (`data1`, `levelData2`…). */
export function without(fixture: Fixture, ...blocks: string[]): Fixture {
  return Object.fromEntries(Object.entries(fixture).filter(([key]) => !blocks.includes(key)));
}

export interface RenderedDashboard {
  user: UserEvent;
  requests: RecordedRequest[];
}

/** /dashboard inside the real providers, signed in as `adminId`, with the periods of `now`. */
export async function renderDashboard({ adminId = 'hq.master', now = APRIL_15 }: { adminId?: string; now?: number } = {}): Promise<RenderedDashboard> {
  await signIn(adminId);
  const requests = recordRequests();
  const user = userEvent.setup();
  render(
    <TestMemoryRouter initialEntries={['/dashboard']}>
      <Admin disableTelemetry dataProvider={createDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider}>
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard now={now} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
    { wrapper: TestStyles },
  );
  return { user, requests };
}

/** Waits for a section (by test id) once the data has arrived. */
export async function findSection(testId: string): Promise<HTMLElement> {
  return screen.findByTestId(testId, {}, { timeout: 20_000 });
}

/** The cells of a table row (`data-key` = the figure key or prefix), as the operator reads them. */
export function rowTexts(container: HTMLElement, key: string): string[] {
  const row = container.querySelector(`tr[data-key="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

/** A number of the fixture (block `data1`, key `TOTAL_CNT`). */
export function value(fixture: Fixture, block: string, key: string): number {
  return (fixture[block] as Record<string, number>)[key];
}
