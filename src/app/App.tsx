import { AdminContext, Authenticated, CustomRoutes, Resource, type DashboardComponent } from 'react-admin';
import { useState } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { i18nProvider } from './i18nProvider';
import { translate } from '@i18n/translate';
import { screens } from '@resources/registry';
import { guardedResource } from '@/auth/guardedResource';
import { AdminLoginPage } from './AdminLoginPage';
import { ConsoleUI } from './ConsoleUI';
import { NotFoundPage } from '@/auth/NotFoundPage';
import { RedirectToDashboard, RedirectToLogin, RedirectToNotFound } from '@/auth/Redirect';
import { useConsoleTheme } from '@/layout/theme';
import { authProvider } from '@/providers/authProvider';
import { createQueryClient } from '@/providers/queryClient';
import { resourceProps } from './resourceProps';
import { store } from './store';
import { Dashboard, dataProvider, Layout, PasswordChangePage, ProfilePage } from './signedIn';

/**
 * The console: every registry screen as a <Resource>, sign-in required everywhere but /login
 * and /notFound. react-admin's dashboard slot ('/') only redirects: the dashboard lives at
 * /dashboard (spec §2). Unknown paths go to /login (a signed-in visitor then on to /dashboard);
 * a denied resource view goes to /notFound without rendering or fetching (guardedResource); the
 * store-owner host gets its accent (siteTheme). History mode (spec §2): react-admin would create a hash
 * router, so <Admin> runs inside a browser data router (data, so react-admin's useBlocker works).
 */
const dashboardRedirect: DashboardComponent = RedirectToDashboard;

// Built once: new <Resource> elements at every render (a theme switch) would make react-admin
// register every resource again and re-render the whole console.
const resources = screens.map((screen) => <Resource key={screen.name} {...guardedResource(resourceProps(screen))} />);

function Console() {
  const theme = useConsoleTheme();
  const [queryClient] = useState(createQueryClient);
  return (
    <AdminContext
      queryClient={queryClient}
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
    >
      <ConsoleUI
        disableTelemetry
        requireAuth
        title={translate('title')}
        layout={Layout}
        loginPage={AdminLoginPage}
        dashboard={dashboardRedirect}
        catchAll={RedirectToLogin}
        accessDenied={RedirectToNotFound}
      >
        {resources}
        <CustomRoutes noLayout>
          <Route path="/notFound" element={<NotFoundPage />} />
          <Route
            path="/pwdChange"
            element={
              <Authenticated>
                <PasswordChangePage />
              </Authenticated>
            }
          />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/profile" element={<ProfilePage />} />
        </CustomRoutes>
      </ConsoleUI>
    </AdminContext>
  );
}

/** The Vite base ('/' or '/sub/'), as a router basename ('' or '/sub'). */
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Console /> }], { basename }));
  return <RouterProvider router={router} />;
}
