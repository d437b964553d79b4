import { useMemo } from 'react';
import { useCheckAuth, useLocation, useLogin, useNavigate } from 'react-admin';
import { preloadSignedIn } from './signedIn';
import { LoginPage } from '@/auth/LoginPage';
import { SignInRouteContext, type SignInRoute } from '@/auth/signInRoute';

/** /login inside the console (<Admin loginPage>): a sign-out, a lost session, a guarded page opened signed out. */
export function AdminLoginPage() {
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const nextPath = (location.state as { nextPathname?: string } | null)?.nextPathname;
  const route = useMemo<SignInRoute>(
    () => ({
      login,
      checkAuth: () => checkAuth({}, false),
      goTo: (path) => navigate(path, { replace: true }),
      nextPath,
      preload: () => preloadSignedIn(),
    }),
    [login, checkAuth, navigate, nextPath],
  );
  return (
    <SignInRouteContext.Provider value={route}>
      <LoginPage />
    </SignInRouteContext.Provider>
  );
}
